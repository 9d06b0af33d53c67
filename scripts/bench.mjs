// npm run bench: builds, starts the real compiled server over HTTPS on a fresh embedded database and
// prints what the issues measure — start time and memory, the JavaScript a first visit to each
// site home downloads as a ratio to a minimal React + Router page built in the same run,
// Lighthouse 12 (mobile) per home, and requests per second for rendered pages, assets and API
// routes beside nginx serving the same build. Figures are printed, never asserted. The server runs
// with NODE_ENV=production unless NODE_ENV says otherwise (production-env.mjs, imported first).
import './production-env.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { launchForLighthouse, audit } from './bench/lighthouse.mjs';
import { compressedSizes, minimalPageJavaScript } from './bench/minimal-page.mjs';
import { startNginx } from './bench/nginx.mjs';
import { CHROMIUM_PATH, chromiumFlags } from './chromium-flags.mjs';

// The bench talks to its own self-signed servers on this machine only.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const NGINX_PORT = PORT - 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHROMIUM = CHROMIUM_PATH;
const TMP = path.resolve('.tmp/bench');
const DATA_DIR = path.join(TMP, 'data');
const CLIENT_DIR = path.resolve('dist/client');
const registry = JSON.parse(readFileSync('config/sites.json', 'utf8'));
const publicSites = registry.sites.filter((site) => site.hosts.every((host) => host.endsWith('.example')));
const HOST_RULES = 'MAP *.example 127.0.0.1';
const url = (host, urlPath = '/') => `https://${host}:${PORT}${urlPath}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!process.env.BENCH_SKIP_BUILD) {
  console.log('Building the client and the server…');
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'];
  execFileSync(process.execPath, vite, { stdio: 'inherit' });
  execFileSync(process.execPath, [...vite, '--ssr'], { stdio: 'inherit' });
}

mkdirSync(TMP, { recursive: true });
const cert = path.join(TMP, 'cert.pem');
const key = path.join(TMP, 'key.pem');
if (!existsSync(cert)) {
  const names = registry.sites.map((site) => `DNS:${site.domain}`).join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=bench', '-keyout', key, '-out', cert, '-addext', `subjectAltName=${names},DNS:localhost,IP:127.0.0.1`], { stdio: 'ignore' });
}
const env = { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', TLS_CERT: cert, TLS_KEY: key, LOGIN_RATE_PER_CLIENT: '100000' };

async function ready(deadlineMs, port = PORT) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`https://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The server did not become ready');
}

/** Starts the server and returns it with the time from spawn to readiness. */
async function startServer(extraEnv = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
  await ready(180_000, Number(extraEnv.PORT ?? PORT));
  return { child, seconds: (performance.now() - started) / 1000 };
}

function stopServer(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

// 1. Start and memory.
rmSync(DATA_DIR, { recursive: true, force: true });
const fresh = await startServer();
await stopServer(fresh.child);
execFileSync(process.execPath, ['dist/server/users.js', 'add', 'bench'], { input: 'Quiet-Harbor-2026\n', env, stdio: ['pipe', 'ignore', 'inherit'] });
const warm = await startServer();
const server = warm.child;
await new Promise((resolve) => setTimeout(resolve, 3000));
const rssAtRest = rssMegabytes(server.pid);
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
console.log('\nStart (spawn to /api/ready) and memory');
console.log(`  fresh data folder   ${fresh.seconds.toFixed(2)} s`);
console.log(`  warm start          ${warm.seconds.toFixed(2)} s`);
console.log(`  RSS at rest         ${rssAtRest.toFixed(0)} MB`);
// The same on PostgreSQL (docs/decisions/007: the memory target is for a PostgreSQL deployment),
// in a database of its own on BENCH_DATABASE_URL's server, dropped afterwards.
if (process.env.BENCH_DATABASE_URL) {
  const name = `bench_${process.pid}`;
  const psql = (command) => execFileSync('psql', [process.env.BENCH_DATABASE_URL, '-qc', command], { stdio: ['ignore', 'ignore', 'inherit'] });
  psql(`create database ${name}`);
  const scratch = new URL(process.env.BENCH_DATABASE_URL);
  scratch.pathname = `/${name}`;
  const onPostgres = { DATABASE_URL: scratch.toString(), PORT: String(PORT + 1) };
  try {
    const first = await startServer(onPostgres);
    await stopServer(first.child);
    const again = await startServer(onPostgres);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rss = rssMegabytes(again.child.pid);
    await stopServer(again.child);
    console.log(`  on PostgreSQL: first start (migrations) ${first.seconds.toFixed(2)} s, warm start ${again.seconds.toFixed(2)} s, RSS at rest ${rss.toFixed(0)} MB`);
  } finally {
    psql(`drop database if exists ${name} with (force)`);
  }
} else {
  console.log('  (set BENCH_DATABASE_URL=postgresql://… to measure the same on PostgreSQL)');
}

// 2. First-visit JavaScript per site home against a minimal React + Router page.
const minimal = await minimalPageJavaScript(path.join(TMP, 'minimal-page'));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: chromiumFlags(HOST_RULES),
});
console.log('\nFirst visit to each site home: JavaScript downloaded (compressed as served)');
console.log(`${'page'.padEnd(28)} files ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  ratio (brotli)`);
console.log(`${'minimal React + Router'.padEnd(28)} ${String(minimal.files).padStart(5)} ${kb(minimal.gzip).padStart(10)} ${kb(minimal.brotli).padStart(10)}  1.00`);
const ratios = [];
for (const site of publicSites) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url(site.domain), { waitUntil: 'networkidle' });
  const sizes = compressedSizes([...scripts].map((file) => readFileSync(path.join(CLIENT_DIR, file))));
  const ratio = sizes.brotli / minimal.brotli;
  ratios.push(ratio);
  console.log(`${site.domain.padEnd(28)} ${String(scripts.size).padStart(5)} ${kb(sizes.gzip).padStart(10)} ${kb(sizes.brotli).padStart(10)}  ${ratio.toFixed(2)}`);
  await context.close();
}
console.log(`Highest ratio: ${Math.max(...ratios).toFixed(2)} (target ≤ 1.15)`);
await browser.close();

// 3. Lighthouse 12, mobile, per site home.
if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  console.log('\nLighthouse 12 (mobile) per site home');
  console.log(`${'site'.padEnd(28)} perf a11y best  seo   LCP ms   CLS    TBT ms  failing audits`);
  const chrome = await launchForLighthouse(CHROMIUM, HOST_RULES);
  try {
    for (const site of publicSites) {
      const result = await audit(chrome, url(site.domain));
      console.log(
        `${site.domain.padEnd(28)} ${String(result.performance).padStart(4)} ${String(result.accessibility).padStart(4)} ${String(result.bestPractices).padStart(4)} ${String(result.seo).padStart(4)} ${String(result.lcpMs).padStart(8)} ${String(result.cls).padStart(6)} ${String(result.tbtMs).padStart(8)}  ${result.failing.join(', ')}`,
      );
    }
  } finally {
    await chrome.kill();
  }
}

// 4. Throughput.
const login = await fetch(`https://127.0.0.1:${PORT}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: `https://127.0.0.1:${PORT}`, host: `127.0.0.1:${PORT}` },
  body: JSON.stringify({ username: 'bench', password: 'Quiet-Harbor-2026' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!cookie) throw new Error(`Login failed with ${login.status}`);
const home = await (await fetch(url('127.0.0.1'), { headers: { host: publicSites[0].domain } })).text();
const stylesheet = /href="(\/assets\/index-[^"]+\.css)"/.exec(home)?.[1];
// nginx serves a snapshot of the same rendered home (the same bytes, gzip), so the index ratio
// compares like with like: a page from our page cache against a static file.
const pagesDir = path.join(TMP, 'nginx-pages');
mkdirSync(pagesDir, { recursive: true });
const snapshot = Buffer.from(await (await fetch(url('127.0.0.1'), { headers: { host: publicSites[0].domain, 'accept-encoding': 'identity' } })).arrayBuffer());
writeFileSync(path.join(pagesDir, 'home.html'), snapshot);
writeFileSync(path.join(pagesDir, 'home.html.gz'), gzipSync(snapshot, { level: 9 }));
const nginx = await startNginx({ dir: path.join(TMP, 'nginx'), port: NGINX_PORT, root: CLIENT_DIR, pagesDir, cert, key });

const site = publicSites[0].domain;
const targets = [
  { name: `GET / rendered (${site}, brotli)`, port: PORT, path: '/', headers: { host: site, 'accept-encoding': 'br' } },
  { name: `GET / rendered (${site}, gzip)`, port: PORT, path: '/', headers: { host: site, 'accept-encoding': 'gzip' }, compare: 'index' },
  { name: 'GET /cv rendered for a session (per request)', port: PORT, path: '/cv', headers: { host: site, 'accept-encoding': 'br', cookie: cookie.replace(/^session=/, '__Host-session=') } },
  { name: `GET ${stylesheet} (gzip)`, port: PORT, path: stylesheet, headers: { host: site, 'accept-encoding': 'gzip' }, compare: 'asset' },
  { name: 'GET /api/health', port: PORT, path: '/api/health', headers: { host: site } },
  { name: 'GET /api/check-auth-status (session)', port: PORT, path: '/api/check-auth-status', headers: { host: site, cookie: cookie.replace(/^session=/, '__Host-session=') } },
  ...(nginx
    ? [
        { name: `nginx: the same home as a file (${Math.round(snapshot.length / 1024)} KB, gzip)`, port: NGINX_PORT, path: '/pages/home.html', headers: { 'accept-encoding': 'gzip' }, yardstick: 'index' },
        { name: `nginx: GET ${stylesheet} (gzip)`, port: NGINX_PORT, path: stylesheet, headers: { 'accept-encoding': 'gzip' }, yardstick: 'asset' },
      ]
    : []),
];
console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION} s each (autocannon over HTTPS, same machine)`);
const results = new Map();
for (const target of targets) {
  const result = await autocannon({ url: `https://127.0.0.1:${target.port}${target.path}`, connections: CONNECTIONS, duration: DURATION, headers: target.headers });
  const ok = result.non2xx === 0 && result.errors === 0;
  results.set(target, result.requests.average);
  console.log(`${target.name.padEnd(52)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms ${ok ? '' : `(non-2xx ${result.non2xx}, errors ${result.errors})`}`);
}
nginx?.stop();
const rate = (predicate) => [...results].find(([target]) => predicate(target))?.[1];
if (nginx) {
  for (const kind of ['index', 'asset']) {
    console.log(`Ours / nginx, ${kind}: ${(rate((target) => target.compare === kind) / rate((target) => target.yardstick === kind)).toFixed(2)} (target ≥ 0.6)`);
  }
} else {
  console.log('nginx is not installed: no static-serving ratio (apt-get install -y nginx).');
}
console.log(`Status check / health route: ${(rate((target) => target.path === '/api/check-auth-status') / rate((target) => target.path === '/api/health')).toFixed(2)}`);
stop();
process.exit(0);
