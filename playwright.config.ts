// Browser tests in the system's Chromium against two real servers: HTTPS on the configured host
// names (mapped to 127.0.0.1) and plain http (local hosts, the HTTPS notice, a short access duration).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_PATH, chromiumFlags } from './scripts/chromium-flags.mjs';
import { ensureCertificate } from './tests/e2e/support/certificate';
import { prepareContent } from './tests/e2e/support/content';
import { CLIENT_DIR, HTTPS_PORT, HTTP_PORT, SHORT_ACCESS_SECONDS } from './tests/e2e/support/hosts';

const certificate = ensureCertificate('.tmp/e2e-cert');
// One id per run, for what the workers share in files (the accessibility audits claimed, support/walk.ts).
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
// The servers read a copy of content/ in which a few translations are missing, to show the fallback.
// (Workers load this file too; only the runner, which starts the servers, writes the copy. One copy
// per port offset, as the servers' data: runs with different E2E_PORT_OFFSET do not share it.)
const contentCopy = `.tmp/e2e-content-${HTTPS_PORT}`;
const contentDir = process.env.TEST_WORKER_INDEX === undefined ? prepareContent(contentCopy) : path.resolve(contentCopy);
/**
 * Every test browser connects from 127.0.0.1, so the per-client bounds meant for one visitor's
 * address are raised: the login rates, the sign-ups (five an hour: the run's tests sign up more
 * often; the bound itself is tested over HTTP, auth.int.test.ts), and the open connections (64 per address by default, which
 * three workers' contexts, each holding up to six keep-alive connections per site, can reach while
 * a service worker precaches the deployment over six more; a refused connection fails what asked
 * for it, for a precache the worker's whole install).
 */
const serverEnv = { CLIENT_DIR, CONTENT_DIR: contentDir, LOG_LEVEL: 'warn', LOGIN_RATE_PER_CLIENT: '1000', LOGIN_RATE_PER_USER: '1000', SIGNUPS_PER_HOUR: '1000', CONNECTIONS_PER_CLIENT: '1024', HOST: '127.0.0.1' };
/** The two servers, started side by side by start-servers.mjs (Playwright would start a list of webServers one by one). */
const servers = [
  {
    name: `https-${HTTPS_PORT}`,
    url: `https://127.0.0.1:${HTTPS_PORT}/api/health`,
    env: { PORT: String(HTTPS_PORT), TLS_CERT: certificate.cert, TLS_KEY: certificate.key },
  },
  {
    name: `http-${HTTP_PORT}`,
    url: `http://127.0.0.1:${HTTP_PORT}/api/health`,
    env: { PORT: String(HTTP_PORT), ACCESS_DURATION_SECONDS: String(SHORT_ACCESS_SECONDS) },
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three on two cores: a walk spends about a quarter of its time waiting (the server, the
  // browser's round trips), which a third worker fills: 254 → 232 s for the whole phase on a quiet
  // machine (decision 012).
  workers: 3,
  retries: 0,
  // A budget, not a measure: axe audits of a full page took up to 90 s on a loaded 2-core machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ignoreHTTPSErrors: true,
    // The sites' service worker answers from its caches, where page.route cannot see: the specs that
    // inject faults need the network. offline.spec.ts allows it (docs/decisions/018).
    serviceWorkers: 'block',
    locale: 'en-US',
    colorScheme: 'dark',
    // No trace by default: recording one (DOM snapshots at every action) was a quarter of the
    // browser tests' CPU time, for files CI does not keep. A failed test prints the address its
    // page was on and the page's text (support/test.ts); `npx playwright test --trace on` records.
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: chromiumFlags('MAP *.example 127.0.0.1'),
    },
  },
  webServer: {
    command: 'node tests/e2e/support/start-servers.mjs',
    wait: { stdout: /^e2e servers up$/m },
    reuseExistingServer: false,
    // Seeding the accounts and opening the embedded databases; generous on a busy machine.
    timeout: 180_000,
    env: { ...serverEnv, E2E_SERVERS: JSON.stringify(servers) },
  },
});
