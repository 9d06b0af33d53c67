// Browser tests in the system's Chromium against two real servers: HTTPS on the configured host
// names (mapped to 127.0.0.1) and plain http (local hosts, the HTTPS notice, a short access duration).
import { defineConfig } from '@playwright/test';
import { ensureCertificate } from './tests/e2e/support/certificate';
import { CLIENT_DIR, HTTPS_PORT, HTTP_PORT, SHORT_ACCESS_SECONDS } from './tests/e2e/support/hosts';

const certificate = ensureCertificate('.tmp/e2e-cert');
const serverEnv = { CLIENT_DIR, LOG_LEVEL: 'warn', LOGIN_RATE_PER_CLIENT: '1000', LOGIN_RATE_PER_USER: '1000', HOST: '127.0.0.1' };
const tsx = 'node --import tsx tests/e2e/support/e2e-server.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ignoreHTTPSErrors: true,
    locale: 'en-US',
    colorScheme: 'dark',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP *.example 127.0.0.1',
      ],
    },
  },
  webServer: [
    {
      command: `${tsx} https-${HTTPS_PORT}`,
      url: `https://127.0.0.1:${HTTPS_PORT}/api/health`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(HTTPS_PORT), TLS_CERT: certificate.cert, TLS_KEY: certificate.key },
    },
    {
      command: `${tsx} http-${HTTP_PORT}`,
      url: `http://127.0.0.1:${HTTP_PORT}/api/health`,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(HTTP_PORT), ACCESS_DURATION_SECONDS: String(SHORT_ACCESS_SECONDS) },
    },
  ],
});
