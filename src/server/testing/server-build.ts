// The server bundle as `npm run build` makes it (vite build --ssr), built once per test process into
// a folder of its own under .tmp (inside the project, so its imports find node_modules), for the
// tests that read or run the compiled server. Removed when the process ends.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

let built: string | undefined;

/** The folder of the built server bundle (main.js, render-worker.js, chunks/ …). */
export function serverBuild(): string {
  if (built) return built;
  mkdirSync('.tmp', { recursive: true });
  const outDir = path.resolve(mkdtempSync(path.join('.tmp', 'server-build-')));
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  built = outDir;
  return outDir;
}
