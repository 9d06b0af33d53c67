// The database goes away while a member has the site open, and comes back: the page keeps being
// served, shows 'Retry Connect…' (SPEC §4, §8) and recovers by itself, member included.
// Runs its own server on a PostgreSQL database of its own, which the test takes away.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from './support/test';
import { createScratchDatabase } from '@server/db/scratch-database';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn } from './support/actions';
import { CLIENT_DIR, HTTP_PORT } from './support/hosts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const PORT = HTTP_PORT + 7;
const base = `http://localhost:${PORT}`;

test.describe.configure({ mode: 'serial' });

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ChildProcess;

async function waitUntilReady(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] })
    .toBe(200);
}

test.beforeAll(async () => {
  scratch = await createScratchDatabase(POSTGRES_URL);
  server = spawn(process.execPath, ['tests/e2e/support/start-server.mjs', 'outage'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: scratch.url, CLIENT_DIR, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady();
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await scratch?.drop();
});

test('a public page stays, shows Retry Connect… while the database is away and recovers by itself, member included', async ({ page }) => {
  await page.goto(`${base}/login`);
  await logIn(page, TEST_ACCOUNTS.member);
  // (A member page waits under the banner instead: the next test.)
  await page.goto(`${base}/`);

  await scratch.admin.query(`alter database ${scratch.name} allow_connections false`);
  await scratch.admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [scratch.name]);
  try {
    // The server trusts its session cache until it has seen its connections end (an event that can
    // come after the next request on a busy machine): once it has to ask the database about the
    // member, it cannot, and a page shows it.
    await expect.poll(async () => (await page.request.get(`${base}/api/check-auth-status`)).status(), { timeout: 30_000 }).toBe(503);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Retry Connect…' })).toBeVisible();
    expect(server.exitCode).toBeNull();
  } finally {
    await scratch.admin.query(`alter database ${scratch.name} allow_connections true`);
  }
  await expect(page.getByText('Retry Connect…')).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByTestId('user-name')).toContainText(TEST_ACCOUNTS.member.username);
});

test('a member page stays under Retry Connect… while the database is away, instead of going to the login, and comes back by itself', async ({ page }) => {
  await page.goto(`${base}/login`);
  await logIn(page, TEST_ACCOUNTS.member);
  await page.goto(`${base}/dashboard`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const memberHeading = await heading.textContent();

  await scratch.admin.query(`alter database ${scratch.name} allow_connections false`);
  await scratch.admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [scratch.name]);
  try {
    // The session cache may still know the member (no revocation can happen while the database is
    // away, so it may keep answering): reload until the server cannot tell, for a while. Either way
    // the member stays on the page — under 'Retry Connect…' once the server cannot check.
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 503; tries += 1) {
      status = (await page.reload())?.status() ?? 0;
      if (status !== 503) await page.waitForTimeout(500);
    }
    if (status === 503) await expect(page.getByRole('status').filter({ hasText: 'Retry Connect…' })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberHeading!);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(server.exitCode).toBeNull();
  } finally {
    await scratch.admin.query(`alter database ${scratch.name} allow_connections true`);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberHeading!, { timeout: 40_000 });
  await expect(page.getByText('Retry Connect…')).toHaveCount(0);
  await expect(page.getByTestId('user-name')).toContainText(TEST_ACCOUNTS.member.username);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});
