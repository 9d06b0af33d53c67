// npm run bench: builds, starts the compiled server (NODE_ENV=production, production-env.mjs) over
// HTTPS on a fresh embedded database and measures it against the anchors of issue 19, each pair
// (product, anchor) in interleaved rounds — A, B, A, B … — printing per row the median of each
// side, the median ratio with its spread (the lowest and highest per-round ratio) and the issue's
// target beside it, the load average before and after, and a table of every row at the end.
// Nothing is asserted: the figures are printed. Throughput rows give the issue's ratio of
// requests per second and, beside it, the ratio of requests per CPU-second of the server under
// test (its CPU time read from /proc, nginx's worker included): on a machine other work shares,
// the wall-clock rates of two rounds differ by whatever else ran, while the CPU a request costs
// the server moves much less (bench/load.mjs).
//
// Rows (BENCH_ROWS, comma-separated, default all):
//   memory        RSS at rest: embedded database vs a bare Fastify process (and PostgreSQL mode)
//   first-render  first render of a public page vs a cached hit, and the longest event-loop block
//   javascript    first-visit JavaScript per site home vs a minimal React 19 + Router 7 page
//   lighthouse    Lighthouse 12 mobile per site home vs the minimal page, client-rendered
//   home          the cached public home vs nginx serving the same bytes
//   ceiling       the same bytes from a bare Fastify route vs nginx (the ceiling)
//   node-ceiling  the same answer, bytes and the product's own headers, from bare node:https vs
//                 nginx (the ceiling of the front door, docs/decisions/030)
//   asset         a hashed asset vs nginx serving the same bytes
//   auth          /api/check-auth-status with a session vs a bare Fastify route, same JSON
//   dashboard     /dashboard per request vs node:https + React renderToString of the same size
//                 (bytes of HTML and of JSON state, count of elements); both uncompressed
//   not-found     the 404 page vs the same minimal render at the 404 page's size; both uncompressed
// Settings:
//   BENCH_ROUNDS=3             rounds per pair (each side measured once per round)
//   BENCH_SECONDS=8            seconds of load per measurement
//   BENCH_CONNECTIONS=50       the load generator's connections (wrk if installed, else autocannon; BENCH_LOAD=autocannon)
//   BENCH_WARMUP=2             seconds of unmeasured load per side before a throughput row's rounds
//   BENCH_REST_SECONDS=10      seconds after /api/ready before the memory row reads a process's RSS
//   BENCH_LIGHTHOUSE_ROUNDS    rounds of Lighthouse audits (default BENCH_ROUNDS)
//   BENCH_FIRST_RENDERS=30     pages rendered for the first time per round (as many again to warm up)
//   BENCH_PORT=3999            the product's port; the anchors take the five below it
//   BENCH_PIN=0                no taskset pinning (default: servers on core 0, load on the others)
//   BENCH_SKIP_BUILD=1         use dist/ as it is; BENCH_SKIP_LIGHTHOUSE=1 leaves Lighthouse out
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL, DATABASE_URL)=postgresql://… also measures the
//                              memory of PostgreSQL mode, in a database of its own, dropped after
import './production-env.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { firstRenderSides, sitemapPages } from './bench/first-render.mjs';
import { get } from './bench/http.mjs';
import { completeAudit, launchForLighthouse } from './bench/lighthouse.mjs';
import { LOAD_TOOL, measureLoad } from './bench/load.mjs';
import { compressedSizes, minimalPageJavaScript } from './bench/minimal-page.mjs';
import { startNginx } from './bench/nginx.mjs';
import { number, pairRow, plainRow, printSummary, section } from './bench/report.mjs';
import { runPair } from './bench/rounds.mjs';
import { memory, startProduct, startScript, stop } from './bench/servers.mjs';
import { summarize } from './bench/stats.mjs';
import { cpuPlan } from './bench/system.mjs';
import { CHROMIUM_PATH, chromiumFlags } from './chromium-flags.mjs';

// The bench talks to its own self-signed servers on this machine only.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const setting = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
};
const ROUNDS = setting('BENCH_ROUNDS', 3);
const SECONDS = setting('BENCH_SECONDS', 8);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 50);
const WARMUP = setting('BENCH_WARMUP', 2);
// At rest means after the start-up work: the content worker parses every page text for some
// seconds after /api/ready (decision 029); 3 s after ready caught it running (265 MB, 218 MB from 10 s on).
const REST_SECONDS = setting('BENCH_REST_SECONDS', 10);
const LIGHTHOUSE_ROUNDS = setting('BENCH_LIGHTHOUSE_ROUNDS', ROUNDS);
const FIRST_RENDERS = setting('BENCH_FIRST_RENDERS', 30);
const PORT = setting('BENCH_PORT', 3999);
const [NGINX_PORT, MINIMAL_PORT, FASTIFY_PORT, RENDER_PORT, NODE_PORT] = [PORT - 1, PORT - 2, PORT - 3, PORT - 4, PORT - 5];
const ALL_ROWS = ['memory', 'first-render', 'javascript', 'lighthouse', 'home', 'ceiling', 'node-ceiling', 'asset', 'auth', 'dashboard', 'not-found'];
const ROWS = new Set(process.env.BENCH_ROWS ? process.env.BENCH_ROWS.split(',').map((row) => row.trim()) : ALL_ROWS);
if (process.env.BENCH_SKIP_LIGHTHOUSE) ROWS.delete('lighthouse');
const unknown = [...ROWS].filter((row) => !ALL_ROWS.includes(row));
if (unknown.length) throw new Error(`Unknown BENCH_ROWS: ${unknown.join(', ')} (known: ${ALL_ROWS.join(', ')})`);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const TMP = path.resolve('.tmp/bench');
const DATA_DIR = path.join(TMP, 'data');
const LIGHTHOUSE_REPORTS = path.join(TMP, 'lighthouse');
const CLIENT_DIR = path.resolve('dist/client');
const registry = JSON.parse(readFileSync('config/sites.json', 'utf8'));
const publicSites = registry.sites.filter((site) => site.hosts.every((host) => host.endsWith('.example')));
const HOME_SITE = publicSites[0].domain;
const MEMBER_HOST = 'krypta-archiv.example';
const HOST_RULES = 'MAP *.example 127.0.0.1';
// The per-request rows compare like with like: the anchor (bare-render-server.mjs) does not
// compress, so the product is asked for the same, uncompressed bytes. Asking it with a browser's
// Accept-Encoding (as this bench did before) charged the product a brotli pass the anchor never
// made, about a sixth of its CPU per page (docs/decisions/029).
const SAME_ENCODING = { 'accept-encoding': 'identity' };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rest = () => new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
const plan = cpuPlan();

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
delete env.DATABASE_URL;

console.log(`npm run bench: NODE_ENV=${process.env.NODE_ENV}, ${ROUNDS} rounds per pair (A, B, A, B …), ${SECONDS} s of load per measurement, ${CONNECTIONS} connections`);
console.log(`CPU: ${plan.description}; load generator: ${LOAD_TOOL}${LOAD_TOOL === 'wrk' ? '' : ' (install wrk for a client that needs less CPU than the servers it loads)'}`);
console.log(`Rows: ${ALL_ROWS.filter((row) => ROWS.has(row)).join(', ')}`);

const children = new Set();
process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
const keep = (child) => (children.add(child), child);

// Start on a fresh data folder (migrations), then the bench's member account.
rmSync(DATA_DIR, { recursive: true, force: true });
const fresh = await startProduct(plan, env);
await stop(fresh.child);
execFileSync(process.execPath, ['dist/server/users.js', 'add', 'bench'], { input: 'Quiet-Harbor-2026\n', env, stdio: ['pipe', 'ignore', 'inherit'] });
console.log(`Start on a fresh data folder (spawn to /api/ready, migrations included): ${fresh.seconds.toFixed(2)} s`);

let server = null;
const bareFastify = (files = {}) => startScript(plan, 'bare-fastify-server.mjs', { port: FASTIFY_PORT, cert, key, ...files }, '/api/check-auth-status');

// 1. Memory at rest: each round starts the product (warm) and a bare Fastify process, lets each
// rest REST_SECONDS and reads its RSS. The product of the last round stays up for the other rows.
if (ROWS.has('memory')) {
  await section(plan, `Embedded database, RSS at rest (${REST_SECONDS} s after /api/ready) vs a bare Fastify 5 process`, async () => {
    const summary = await runPair({
      rounds: ROUNDS,
      unit: 'MB',
      product: async () => {
        await stop(server?.child);
        server = await startProduct(plan, env);
        keep(server.child);
        await rest();
        const { rss } = memory(server.child.pid);
        return { value: rss, detail: `${rss.toFixed(0)} MB (warm start ${server.seconds.toFixed(2)} s)` };
      },
      anchor: async () => {
        const child = await bareFastify();
        await rest();
        const { rss } = memory(child.pid);
        await stop(child);
        return { value: rss, detail: `${rss.toFixed(0)} MB` };
      },
    });
    pairRow({ measure: 'embedded database, RSS at rest', product: 'embedded PGlite', anchor: 'bare Fastify', unit: 'MB', summary, target: { text: '≤ 200 MB', meets: (row) => row.product <= 200 } });
    if (!DATABASE_URL) {
      console.log('  PostgreSQL mode: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgresql://… to measure it too');
      return;
    }
    // PostgreSQL mode, in a database of its own on that server, dropped afterwards.
    const name = `bench_${process.pid}`;
    const psql = (command) => execFileSync('psql', [DATABASE_URL, '-qc', command], { stdio: ['ignore', 'ignore', 'inherit'] });
    psql(`create database ${name}`);
    const scratch = new URL(DATABASE_URL);
    scratch.pathname = `/${name}`;
    const onPostgres = { ...env, DATABASE_URL: scratch.toString(), PORT: String(PORT + 1) };
    try {
      await stop((await startProduct(plan, onPostgres)).child); // migrations
      console.log('  PostgreSQL mode:');
      const postgres = await runPair({
        rounds: ROUNDS,
        unit: 'MB',
        product: async () => {
          const started = await startProduct(plan, onPostgres);
          await rest();
          const { rss } = memory(started.child.pid);
          await stop(started.child);
          return { value: rss, detail: `${rss.toFixed(0)} MB (warm start ${started.seconds.toFixed(2)} s)` };
        },
        anchor: async () => {
          const child = await bareFastify();
          await rest();
          const { rss } = memory(child.pid);
          await stop(child);
          return { value: rss, detail: `${rss.toFixed(0)} MB` };
        },
      });
      pairRow({ measure: 'PostgreSQL mode, RSS at rest', product: 'on PostgreSQL', anchor: 'bare Fastify', unit: 'MB', summary: postgres, target: { text: '(for comparison)' } });
    } finally {
      psql(`drop database if exists ${name} with (force)`);
    }
  });
}
if (!server) {
  server = await startProduct(plan, env);
  keep(server.child);
}

// 2. First renders against cached hits: the same pages in a restarted product each round (bench/first-render.mjs).
if (ROWS.has('first-render')) {
  await section(plan, `First render of a public page vs a cached hit (the same ${FIRST_RENDERS} sitemap pages each round, one at a time, in a restarted product after ${FIRST_RENDERS} others)`, async () => {
    const pages = await sitemapPages(PORT, publicSites.map((site) => site.domain));
    const restart = async () => {
      await stop(server.child);
      server = await startProduct(plan, env);
      keep(server.child);
      // As the other rows find it: a product that has rested after its start (its background work done).
      await rest();
      return server.child;
    };
    const sides = firstRenderSides({ port: PORT, pages, perRound: FIRST_RENDERS, restart });
    const summary = await runPair({ rounds: ROUNDS, unit: 'ms', ...sides });
    const block = Math.max(...sides.record.blocks);
    pairRow({
      measure: 'first render vs cached hit',
      product: 'first render',
      anchor: 'cached hit',
      unit: 'ms',
      summary,
      target: { text: '≤ 5× and no event-loop block > 5 ms', meets: (row) => row.ratio <= 5 && block <= 5 },
      note: `slowest first render ${number(Math.max(...sides.record.firstMax), 'ms')}, slowest cached hit ${number(Math.max(...sides.record.cachedMax), 'ms')}, longest event-loop block during first renders ${number(block, 'ms')}`,
    });
  });
}

// 3. First-visit JavaScript: sizes do not vary between rounds, so one measurement each.
const minimalDir = path.join(TMP, 'minimal-page');
let minimal = null;
if (ROWS.has('javascript') || ROWS.has('lighthouse')) minimal = await minimalPageJavaScript(minimalDir);
if (ROWS.has('javascript')) {
  await section(plan, 'First visit to each site home: JavaScript downloaded (compressed as served) vs a minimal React 19 + React Router 7 page (sizes: one measurement)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags(HOST_RULES) });
    try {
      console.log(`  ${'page'.padEnd(28)} files ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  ratio (brotli)`);
      console.log(`  ${'minimal React + Router'.padEnd(28)} ${String(minimal.files).padStart(5)} ${kb(minimal.gzip).padStart(10)} ${kb(minimal.brotli).padStart(10)}  1.00`);
      const ratios = [];
      const brotli = [];
      for (const site of publicSites) {
        const context = await browser.newContext({ ignoreHTTPSErrors: true });
        const page = await context.newPage();
        const scripts = new Set();
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (pathname.endsWith('.js')) scripts.add(pathname);
        });
        await page.goto(`https://${site.domain}:${PORT}/`, { waitUntil: 'networkidle' });
        const sizes = compressedSizes([...scripts].map((file) => readFileSync(path.join(CLIENT_DIR, file))));
        ratios.push(sizes.brotli / minimal.brotli);
        brotli.push(sizes.brotli);
        console.log(`  ${site.domain.padEnd(28)} ${String(scripts.size).padStart(5)} ${kb(sizes.gzip).padStart(10)} ${kb(sizes.brotli).padStart(10)}  ${(sizes.brotli / minimal.brotli).toFixed(2)}`);
        await context.close();
      }
      const highest = Math.max(...ratios);
      const heaviest = Math.max(...brotli);
      console.log(`  highest ratio ${highest.toFixed(2)} · target ≤ 1.15${highest <= 1.15 ? ' — meets the target' : ' — misses the target'}`);
      plainRow({ measure: 'first-visit JavaScript (brotli)', product: `${kb(heaviest)} (heaviest home)`, anchor: kb(minimal.brotli), ratio: `${number(highest)} (${number(Math.min(...ratios))}–${number(highest)} over the homes)`, target: '≤ 1.15', meets: highest <= 1.15 });
    } finally {
      await browser.close();
    }
  });
}

// nginx: the minimal page (Lighthouse), and the product's own bytes of the home and an asset.
const pagesDir = path.join(TMP, 'nginx-pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
const homeIdentity = await get(PORT, HOME_SITE, '/', { 'accept-encoding': 'identity' });
const homeGzip = await get(PORT, HOME_SITE, '/', { 'accept-encoding': 'gzip' });
if (homeGzip.headers['content-encoding'] !== 'gzip') throw new Error(`The home came back without gzip (${homeGzip.status})`);
writeFileSync(path.join(pagesDir, 'home.html'), homeIdentity.body);
writeFileSync(path.join(pagesDir, 'home.html.gz'), homeGzip.body);
// The product's own headers of that answer, for the bare node:https anchor (not those made per request or by Node).
const { date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...homeHeaders } = homeGzip.headers;
writeFileSync(path.join(pagesDir, 'home.headers.json'), JSON.stringify(homeHeaders));
const assetPath = /(?:href|src)="(\/assets\/[^"]+\.css)"/.exec(homeIdentity.body.toString())?.[1] ?? /(?:href|src)="(\/assets\/[^"]+\.js)"/.exec(homeIdentity.body.toString())?.[1];
if (!assetPath) throw new Error('No hashed asset found in the home page');
const assetName = path.basename(assetPath);
const assetGzip = await get(PORT, HOME_SITE, assetPath, { 'accept-encoding': 'gzip' });
writeFileSync(path.join(pagesDir, assetName), (await get(PORT, HOME_SITE, assetPath, { 'accept-encoding': 'identity' })).body);
if (assetGzip.headers['content-encoding'] === 'gzip') writeFileSync(path.join(pagesDir, `${assetName}.gz`), assetGzip.body);
const nginx = await startNginx(plan, { dir: path.join(TMP, 'nginx'), port: NGINX_PORT, root: CLIENT_DIR, pagesDir, cert, key, minimal: minimal && { port: MINIMAL_PORT, root: path.join(minimalDir, 'dist') } });
if (nginx) keep(nginx.child);
else console.log('\nnginx is not installed (apt-get install -y nginx): the rows with nginx as anchor are left out.');

// 4. Lighthouse 12 mobile: each round audits the minimal page, then every site home.
if (ROWS.has('lighthouse') && nginx) {
  await section(plan, `Lighthouse 12 (mobile) per site home vs the minimal React + Router page, client-rendered (${LIGHTHOUSE_ROUNDS} rounds)`, async () => {
    const chrome = await launchForLighthouse(CHROMIUM_PATH, HOST_RULES);
    const minimalRuns = [];
    const homeRuns = new Map(publicSites.map((site) => [site.domain, []]));
    const show = (label, result) => {
      const retried = result.retried ? ` — retried once: the first audit had no metrics (${result.retried})` : '';
      const incomplete = result.complete ? '' : ` — INCOMPLETE again: ${result.problems.join('; ')}`;
      console.log(`    ${label.padEnd(28)} perf ${result.performance ?? '–'} a11y ${result.accessibility ?? '–'} best ${result.bestPractices ?? '–'} seo ${result.seo ?? '–'} FCP ${number(result.fcpMs, 'ms')} LCP ${number(result.lcpMs, 'ms')} CLS ${number(result.cls)} TBT ${number(result.tbtMs, 'ms')}${result.failing.length ? ` failing: ${result.failing.join(', ')}` : ''}${retried}${incomplete}`);
    };
    try {
      for (let round = 0; round < LIGHTHOUSE_ROUNDS; round += 1) {
        console.log(`  round ${round + 1}:`);
        const anchor = await completeAudit(chrome, `https://127.0.0.1:${MINIMAL_PORT}/`, LIGHTHOUSE_REPORTS);
        minimalRuns.push(anchor);
        show('minimal page', anchor);
        for (const site of publicSites) {
          const result = await completeAudit(chrome, `https://${site.domain}:${PORT}/`, LIGHTHOUSE_REPORTS);
          homeRuns.get(site.domain).push(result);
          show(site.domain, result);
        }
      }
    } finally {
      await chrome.kill();
    }
    const pick = (runs, field) => runs.map((run) => run[field] ?? Number.NaN);
    const anchorFcp = summarize(pick(minimalRuns, 'fcpMs'), pick(minimalRuns, 'fcpMs'));
    const anchorLcp = summarize(pick(minimalRuns, 'lcpMs'), pick(minimalRuns, 'lcpMs'));
    const anchorScore = summarize(pick(minimalRuns, 'performance'), pick(minimalRuns, 'performance'));
    console.log(`  minimal page: median FCP ${number(anchorFcp.product, 'ms')}, LCP ${number(anchorLcp.product, 'ms')}, performance ${Math.round(anchorScore.product)}`);
    for (const [domain, runs] of homeRuns) {
      const fcp = summarize(pick(runs, 'fcpMs'), pick(minimalRuns, 'fcpMs'));
      const lcp = summarize(pick(runs, 'lcpMs'), pick(minimalRuns, 'lcpMs'));
      const score = summarize(pick(runs, 'performance'), pick(runs, 'performance')).product;
      const meets = fcp.ratio <= 0.9 && lcp.ratio <= 0.9 && score === 100;
      const stable = fcp.stable && lcp.stable;
      console.log(`  ${domain}: median FCP ${number(fcp.product, 'ms')}, LCP ${number(lcp.product, 'ms')}, performance ${Math.round(score)} · FCP ratio ${number(fcp.ratio)} (${number(fcp.min)}–${number(fcp.max)}), LCP ratio ${number(lcp.ratio)} (${number(lcp.min)}–${number(lcp.max)}) · target FCP and LCP ≤ 0.9×, score 100${meets ? ' — meets the target' : ' — misses the target'}`);
      plainRow({
        measure: `Lighthouse mobile, ${domain}`,
        product: `FCP ${number(fcp.product, 'ms')} / LCP ${number(lcp.product, 'ms')}, score ${Math.round(score)}`,
        anchor: `${number(anchorFcp.product, 'ms')} / ${number(anchorLcp.product, 'ms')}, score ${Math.round(anchorScore.product)}`,
        ratio: `FCP ${number(fcp.ratio)} (${number(fcp.min)}–${number(fcp.max)}), LCP ${number(lcp.ratio)} (${number(lcp.min)}–${number(lcp.max)})${stable ? '' : ' unstable'}`,
        target: 'FCP, LCP ≤ 0.9×, score 100',
        meets,
      });
    }
  });
}

// 5. Throughput pairs.
const login = await fetch(`https://127.0.0.1:${PORT}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: `https://127.0.0.1:${PORT}`, host: `127.0.0.1:${PORT}` },
  body: JSON.stringify({ username: 'bench', password: 'Quiet-Harbor-2026' }),
});
const sessionCookie = (login.headers.get('set-cookie') ?? '').split(';')[0].replace(/^session=/, '__Host-session=');
if (!sessionCookie) throw new Error(`Login failed with ${login.status}`);
const session = { cookie: sessionCookie };

// The server behind each port, whose CPU time a measurement reads (load.mjs): nginx's master, with its worker below it.
const pidOn = (port) => ({ [PORT]: server?.child.pid, [NGINX_PORT]: nginx?.child.pid, [FASTIFY_PORT]: anchorFastify?.pid, [RENDER_PORT]: anchorRender?.pid, [NODE_PORT]: anchorNode?.pid })[port] ?? null;
const measure = (port, urlPath, headers, status, seconds) => measureLoad(plan, { port, path: urlPath, headers, connections: CONNECTIONS, seconds, status, pid: pidOn(port) });
/** A side of a throughput pair: run() measures SECONDS, run.warm() loads WARMUP seconds unmeasured. */
const load = (port, urlPath, headers, status) => Object.assign(() => measure(port, urlPath, headers, status, SECONDS), { warm: () => measure(port, urlPath, headers, status, WARMUP) });
async function throughputRow({ id, title, measure, product, anchor, target }) {
  if (!ROWS.has(id)) return;
  await section(plan, `${title} — requests per second (and per CPU-second of the server under test), ${CONNECTIONS} connections, ${SECONDS} s per round after ${WARMUP} s of warm-up per side`, async () => {
    // Unmeasured: the first seconds of load compile the hot paths (JIT) and open the connections' TLS sessions.
    for (const side of [product, anchor]) await side.run.warm?.();
    const perCpu = { product: [], anchor: [] };
    const noting = (name, run) => async () => {
      const result = await run();
      perCpu[name].push(result.perCpuSecond ?? Number.NaN);
      return result;
    };
    const summary = await runPair({ rounds: ROUNDS, unit: 'req/s', product: noting('product', product.run), anchor: noting('anchor', anchor.run) });
    const cpu = summarize(perCpu.product, perCpu.anchor);
    pairRow({ measure, product: product.label, anchor: anchor.label, unit: 'req/s', summary, target, cpu });
  });
}
const atLeast = (value) => ({ text: `≥ ${value}`, meets: (row) => row.ratio >= value });

const authStatus = await get(PORT, MEMBER_HOST, '/api/check-auth-status', session);
writeFileSync(path.join(TMP, 'auth.json'), authStatus.body);
const anchorFastify = keep(await bareFastify({ home: path.join(pagesDir, 'home.html.gz'), auth: path.join(TMP, 'auth.json') }));
const anchorNode = ROWS.has('node-ceiling') ? keep(await startScript(plan, 'bare-node-server.mjs', { port: NODE_PORT, cert, key, home: path.join(pagesDir, 'home.html.gz'), headers: path.join(pagesDir, 'home.headers.json') })) : null;

/** The size of a page's HTML, of its JSON state (every application/json script) and its count of elements. */
async function pageSize(host, urlPath, headers, status) {
  const page = await get(PORT, host, urlPath, { ...headers, 'accept-encoding': 'identity' });
  if (page.status !== status) throw new Error(`${host}${urlPath} answered ${page.status}, not ${status}`);
  const html = page.body.toString();
  const state = [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, [, json]) => sum + Buffer.byteLength(json), 0);
  const elements = (html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '').match(/<[a-z][^>]*>/gi) ?? []).length;
  return { html: page.body.length, state, elements, status };
}
const dashboardSize = await pageSize(MEMBER_HOST, '/dashboard', session, 200);
const notFoundSize = await pageSize(HOME_SITE, '/bench-no-such-page', {}, 404);
const anchorRender = keep(await startScript(plan, 'bare-render-server.mjs', { port: RENDER_PORT, cert, key, profiles: { '/dashboard': dashboardSize, '/404': notFoundSize } }, '/dashboard'));

if (nginx) {
  /** The anchor of the home's rows: nginx serving the cached home's bytes. */
  const nginxHome = { label: 'nginx, same bytes', run: load(NGINX_PORT, '/pages/home.html', { 'accept-encoding': 'gzip' }) };
  /** The rows that show what a server can reach on this machine, without a target of their own. */
  const CEILING = { text: '(shows the ceiling)' };
  await throughputRow({
    id: 'home',
    title: `Cached public home (${HOME_SITE}, gzip, ${kb(homeGzip.body.length)}) vs nginx serving the same bytes`,
    measure: 'cached public home',
    product: { label: 'the product', run: load(PORT, '/', { host: HOME_SITE, 'accept-encoding': 'gzip' }) },
    anchor: nginxHome,
    target: atLeast(0.7),
  });
  await throughputRow({
    id: 'ceiling',
    title: 'The same bytes of the cached home from a bare Fastify route vs nginx (shows the ceiling)',
    measure: 'same bytes, bare Fastify',
    product: { label: 'bare Fastify route', run: load(FASTIFY_PORT, '/home', { 'accept-encoding': 'gzip' }) },
    anchor: nginxHome,
    target: CEILING,
  });
  await throughputRow({
    id: 'node-ceiling',
    title: 'The same answer of the cached home — bytes and the product’s own headers — from bare node:https vs nginx (the front door’s ceiling)',
    measure: 'same answer, bare node:https',
    product: { label: 'bare node:https', run: load(NODE_PORT, '/', { 'accept-encoding': 'gzip' }) },
    anchor: nginxHome,
    target: CEILING,
  });
  await throughputRow({
    id: 'asset',
    title: `Hashed asset ${assetPath} (${assetGzip.headers['content-encoding'] ?? 'identity'}, ${kb(assetGzip.body.length)}) vs nginx serving the same bytes`,
    measure: 'hashed asset',
    product: { label: 'the product', run: load(PORT, assetPath, { host: HOME_SITE, 'accept-encoding': 'gzip' }) },
    anchor: { label: 'nginx, same bytes', run: load(NGINX_PORT, `/pages/${assetName}`, { 'accept-encoding': 'gzip' }) },
    target: atLeast(0.8),
  });
}
await throughputRow({
  id: 'auth',
  title: `/api/check-auth-status with a session vs a bare Fastify route sending the same JSON (${authStatus.body.length} bytes)`,
  measure: '/api/check-auth-status, session',
  product: { label: 'the product', run: load(PORT, '/api/check-auth-status', { host: MEMBER_HOST, ...session }) },
  anchor: { label: 'bare Fastify route', run: load(FASTIFY_PORT, '/api/check-auth-status', session) },
  target: atLeast(0.8),
});
await throughputRow({
  id: 'dashboard',
  title: `/dashboard rendered per request (${kb(dashboardSize.html)} HTML, ${kb(dashboardSize.state)} state) vs node:https + React renderToString of a page of the same size and as many elements (${dashboardSize.elements}); both uncompressed (Accept-Encoding: identity), both over the same TLS`,
  measure: '/dashboard per request',
  product: { label: 'the product', run: load(PORT, '/dashboard', { host: MEMBER_HOST, ...session, ...SAME_ENCODING }) },
  anchor: { label: 'bare renderToString', run: load(RENDER_PORT, '/dashboard', { ...session, ...SAME_ENCODING }) },
  target: atLeast(0.5),
});
await throughputRow({
  id: 'not-found',
  title: `404 page per request (${kb(notFoundSize.html)} HTML, ${kb(notFoundSize.state)} state, ${notFoundSize.elements} elements) vs the same minimal render at its size; both uncompressed, both over the same TLS`,
  measure: '404 page per request',
  product: { label: 'the product', run: load(PORT, '/bench-no-such-page', { host: HOME_SITE, ...SAME_ENCODING }, 404) },
  anchor: { label: 'bare renderToString', run: load(RENDER_PORT, '/404', SAME_ENCODING, 404) },
  target: atLeast(0.6),
});

const { rss, peak } = memory(server.child.pid);
console.log(`\nThe product after the bench: RSS ${rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (embedded database)`);
printSummary(plan, `${ROUNDS} rounds per pair, ${SECONDS} s per load, ${CONNECTIONS} connections, ${LOAD_TOOL} over HTTPS on loopback`);
nginx?.stop();
await Promise.all([stop(anchorFastify), stop(anchorRender), ...(anchorNode ? [stop(anchorNode)] : []), stop(server.child)]);
process.exit(0);
