// npm run dev: rebuilds the client and the server on every change (vite build --watch) and restarts
// the server when either build changes, so development runs exactly the production code path,
// server rendering included. Serves http://localhost:5173 (PORT), a port the HTTPS notice exempts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, DEV_BUILD: '1', PORT: process.env.PORT ?? '5173' };
const vite = (...args) => spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--watch', '--logLevel', 'warn', ...args], { stdio: 'inherit', env });
const children = [vite(), vite('--ssr')];

const waitFor = async (file) => {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 250));
};
await waitFor('dist/client/.vite/manifest.json');
await waitFor('dist/server/main.js');
children.push(
  spawn(process.execPath, ['--watch-path=dist/server', '--watch-path=dist/client', '--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit', env }),
);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
