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
  execFileSync(process.execPath, vite, { stdio: 'inherit' });
  execFileSync(process.execPath, [...vite, '--ssr'], { stdio: 'inherit' });
}
