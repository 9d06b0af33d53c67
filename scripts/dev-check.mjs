// Checks the development loop of npm run dev and prints its times: starts it (on a free port, with a
// fresh data folder), opens a page in Chromium, edits a component's text three times and measures
// until the open page shows it (by React Refresh, without a reload: a marker on window and the
// footer's opened credits must survive), checks that the next request renders the edit, then edits
// a content file and checks that the next request shows it. Every edit is undone, also on Ctrl-C.
// Usage: node scripts/dev-check.mjs   (exits 1 when a check fails; DEV_CHECK_DEBUG=1 prints the page's console)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags } from './chromium-flags.mjs';

const COMPONENT = 'src/client/app/shell/footer.tsx';
const CONTENT = 'content/forum/en/home.md';
const ANCHOR = "{t('shell.footer.developedBy')} <span";
const originals = new Map([COMPONENT, CONTENT].map((file) => [file, readFileSync(file, 'utf8')]));
const restore = () => originals.forEach((text, file) => writeFileSync(file, text));
if (!originals.get(COMPONENT).includes(ANCHOR)) throw new Error(`${COMPONENT} no longer holds ${ANCHOR}: choose another text to edit`);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-check-'));
const dev = spawn(process.execPath, ['scripts/dev.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] });
let browser;
const finish = async (code) => {
  restore();
  await browser?.close().catch(() => undefined);
  dev.kill('SIGTERM');
  await new Promise((resolve) => (dev.exitCode === null ? dev.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => void finish(130));

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};
const page = async (url) => (await fetch(`${base}${url}`)).text();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  let started = Date.now();
  for (;;) {
    if (dev.exitCode !== null) throw new Error('npm run dev ended before it served');
    if (Date.now() - started > 180_000) throw new Error('npm run dev did not answer within 3 minutes');
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break;
    await sleep(250);
  }
  console.log(`npm run dev answers after ${Date.now() - started} ms`);

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumFlags('MAP *.example 127.0.0.1') });
  const tab = await browser.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  if (process.env.DEV_CHECK_DEBUG) tab.on('console', (message) => console.log('browser:', message.type(), message.text()));
  started = Date.now();
  await tab.goto(`${base}/?domain=diakonie-forum.example`);
  // Hydrated when the footer's button opens the credits.
  for (let tries = 0; (await tab.getAttribute('footer button[aria-expanded]', 'aria-expanded')) !== 'true'; tries++) {
    if (tries > 120) throw new Error('the page did not hydrate within a minute');
    await tab.click('footer button[aria-expanded]');
    await sleep(500);
  }
  console.log(`first page hydrated after ${Date.now() - started} ms (Vite transforms the modules on first use)`);
  await tab.evaluate(() => (window.devCheckMarker = 'kept'));

  /** Waits until the footer does (or no longer does) show the text. */
  const footer = (text, shown, step) =>
    tab
      .waitForFunction(([wanted, present]) => document.querySelector('footer')?.textContent.includes(wanted) === present, [text, shown], { polling: 20, timeout: 10_000 })
      .catch(() => {
        throw new Error(`${step}: the open page did not follow within 10 s`);
      });
  const times = [];
  for (let round = 1; round <= 3; round++) {
    const mark = `DEV-CHECK-${round}-${Date.now()}`;
    started = Date.now();
    writeFileSync(COMPONENT, originals.get(COMPONENT).replace(ANCHOR, `{t('shell.footer.developedBy')} ${mark} <span`));
    await footer(mark, true, `edit ${round}`);
    times.push(Date.now() - started);
    // Saves a person makes, not a burst: the file watcher may merge writes a few milliseconds apart.
    await sleep(300);
    restore();
    await footer(mark, false, `undoing edit ${round}`);
    await sleep(300);
  }
  check(Math.max(...times) < 2000, `a component edit shows in the open page after ${times.join(', ')} ms`);
  const state = await tab.evaluate(() => ({
    marker: window.devCheckMarker,
    navigations: performance.getEntriesByType('navigation').length,
    expanded: document.querySelector('footer button[aria-expanded]')?.getAttribute('aria-expanded'),
  }));
  check(state.marker === 'kept' && state.navigations === 1, 'without a reload of the page (its window marker is kept)');
  check(state.expanded === 'true', "and with the component's state (the opened credits) kept");

  const mark = `DEV-CHECK-RENDER-${Date.now()}`;
  writeFileSync(COMPONENT, originals.get(COMPONENT).replace(ANCHOR, `{t('shell.footer.developedBy')} ${mark} <span`));
  started = Date.now();
  let rendered = false;
  while (!rendered && Date.now() - started < 10_000) rendered = (await page('/?domain=diakonie-forum.example')).includes(mark);
  check(rendered, `the server renders the edited component ${Date.now() - started} ms after the save`);
  restore();

  const text = `DEV-CHECK-CONTENT-${Date.now()}`;
  writeFileSync(CONTENT, `${originals.get(CONTENT).trimEnd()}\n\n${text}\n`);
  await sleep(100);
  check((await page('/?domain=diakonie-forum.example')).includes(text), 'an edited content file shows on the next request');
  restore();
  check(errors.length === 0, `no script errors in the page${errors.length ? `: ${errors.join('; ')}` : ''}`);
} catch (error) {
  check(false, error instanceof Error ? error.message : String(error));
}
await finish(failures.length ? 1 : 0);
