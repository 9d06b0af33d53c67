// npm start: builds the client when the build is missing or older than its sources, then serves.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];
const BUILD_MARK = 'dist/client/index.html';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const built = existsSync(BUILD_MARK) ? statSync(BUILD_MARK).mtimeMs : 0;
const newest = Math.max(...SOURCES.map(newestMtime));
if (newest > built) {
  console.log(built ? 'Sources changed since the last build: building the client…' : 'No build found: building the client…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
