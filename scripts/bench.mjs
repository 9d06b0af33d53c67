// npm run bench: builds, starts the real server on a fresh embedded database, and prints
// (a) the JavaScript a first visit to each site's home downloads (gzip and brotli), measured in
// Chromium, and (b) requests per second and p99 latency with autocannon for the hot routes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATA_DIR = path.resolve('.tmp/bench');
const CLIENT_DIR = path.resolve('dist/client');
const base = `http://127.0.0.1:${PORT}`;
const env = { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', LOGIN_RATE_PER_CLIENT: '100000' };

console.log('Building the client…');
execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

rmSync(DATA_DIR, { recursive: true, force: true });
execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/users.ts', 'add', 'bench'], { input: 'bench-password-1\n', env, stdio: ['pipe', 'ignore', 'inherit'] });

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not start');
}
await waitForServer();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function compressedSize(urlPath, kind) {
  const file = path.join(CLIENT_DIR, urlPath);
  const variant = `${file}.${kind}`;
  return existsSync(variant) ? statSync(variant).size : statSync(file).size;
}

// (a) First-visit JavaScript per site home, as Chromium downloads it.
const registry = JSON.parse(readFileSync('config/sites.json', 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
console.log('\nFirst visit to each site home: JavaScript downloaded');
console.log('site'.padEnd(28), 'files', 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const site of registry.sites) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`http://localhost:${PORT}/?domain=${site.domain}`, { waitUntil: 'networkidle' });
  const files = [...scripts];
  const raw = files.reduce((sum, file) => sum + statSync(path.join(CLIENT_DIR, file)).size, 0);
  const gzip = files.reduce((sum, file) => sum + compressedSize(file, 'gz'), 0);
  const brotli = files.reduce((sum, file) => sum + compressedSize(file, 'br'), 0);
  console.log(site.domain.padEnd(28), String(files.length).padStart(5), kb(raw).padStart(10), kb(gzip).padStart(10), kb(brotli).padStart(10));
  await context.close();
}
await browser.close();

// (b) Throughput of the hot routes.
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ username: 'bench', password: 'bench-password-1' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!cookie) throw new Error(`Login failed with ${login.status}`);
const shell = await (await fetch(`${base}/`)).text();
const mainScript = /src="(\/assets\/index-[^"]+\.js)"/.exec(shell)?.[1];
const stylesheet = /href="(\/assets\/index-[^"]+\.css)"/.exec(shell)?.[1];

const targets = [
  { name: 'GET / (site host, brotli)', path: '/', headers: { host: registry.sites[0].domain, 'accept-encoding': 'br' } },
  { name: `GET ${mainScript} (brotli)`, path: mainScript, headers: { 'accept-encoding': 'br' } },
  { name: `GET ${stylesheet} (brotli)`, path: stylesheet, headers: { 'accept-encoding': 'br' } },
  { name: 'GET /api/health', path: '/api/health', headers: {} },
  { name: 'GET /api/check-auth-status (session)', path: '/api/check-auth-status', headers: { cookie } },
];
console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION} s each (autocannon, same machine)`);
const results = {};
for (const target of targets) {
  const result = await autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration: DURATION, headers: target.headers });
  const ok = result.non2xx === 0 && result.errors === 0;
  results[target.path] = result.requests.average;
  console.log(
    target.name.padEnd(48),
    `${Math.round(result.requests.average).toString().padStart(7)} req/s`,
    `p99 ${String(result.latency.p99).padStart(4)} ms`,
    ok ? '' : `(non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
}
const ratio = results['/api/check-auth-status'] / results['/api/health'];
console.log(`\nStatus check / health route: ${ratio.toFixed(2)}`);
stop();
process.exit(0);
