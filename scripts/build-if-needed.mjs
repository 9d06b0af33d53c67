// Builds the client and the server when the build is missing or older than anything it is made
// from (sources, configuration, lock file). Content and the site registry are read at start-up,
// so editing them needs only a restart.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'vite.config.ts', 'aliases.ts', 'package-lock.json'];
const BUILD_MARKS = ['dist/client/index.html', 'dist/server/main.js'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function ensureBuilt() {
  const built = Math.min(...BUILD_MARKS.map((mark) => (existsSync(mark) ? statSync(mark).mtimeMs : 0)));
  if (Math.max(...SOURCES.map(newestMtime)) <= built) return;
  console.error(built ? 'Sources changed since the last build: building…' : 'No build found: building…');
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];
  if (!existsSync(vite[0])) {
    // A production install (npm ci --omit=dev) has no Vite: it runs a build made before the install.
    console.error('The build is missing or older than the sources, and Vite is not installed (npm ci --omit=dev): run `npm ci && npm run build` first, then `npm ci --omit=dev`.');
    process.exit(1);
  }
  execFileSync(process.execPath, vite, { stdio: 'inherit' });
  execFileSync(process.execPath, [...vite, '--ssr'], { stdio: 'inherit' });
}
