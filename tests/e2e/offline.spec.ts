// Apps that work offline (docs/decisions/018), in Chromium with its service worker: a site and the
// morpheme game seen once work with no network (reloaded and played), a page opened by the app's
// own navigation is kept too, a page never seen shows the offline page in the visitor's language,
// the members' tools open offline in the app shell (reloaded and used) for a member and show the
// login page after a logout, and the worker's caches never hold a member's page, a session's render
// or an API answer. The other specs block service workers (playwright.config.ts; installable.spec.ts
// runs a browser of its own): their route-based faults must reach the network. Screenshots of each
// app offline go to .tmp/shots/.
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn, mainMenu } from './support/actions';
import { signIn } from './support/session';
import { CHROMIUM_PATH, chromiumFlags } from '../../scripts/chromium-flags.mjs';
import { HTTPS_PORT, SITES, httpsUrl } from './support/hosts';
import { expect, test } from './support/test';

// Chromium registers a worker only from a script fetched without certificate errors; the test
// servers' certificate is self-signed, which ignoreHTTPSErrors does not cover for workers.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...chromiumFlags('MAP *.example 127.0.0.1'), '--ignore-certificate-errors'] },
});

const SHOTS = '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** Waits until the worker controls the page and holds this deployment's files. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Every address in the worker's caches, by cache. */
async function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) result[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    return result;
  });
}

/** The members' tools, each used once offline. */
const TOOLS = [
  { path: '/various/time-recording', name: 'Time recording' },
  { path: '/various/data-types', name: 'Data types' },
  { path: '/various/autoclave', name: 'Autoclave simulation' },
] as const;

/** The text of every app shell the worker precached. */
async function appShellTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname.startsWith('/app-shell/')) texts.push(await (await cache.match(request))!.text());
    }
    return texts;
  });
}

/** The text of every page the worker keeps. */
async function keptPageTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('pages');
    return Promise.all((await cache.keys()).map(async (request) => (await cache.match(request))!.text()));
  });
}

async function expectKept(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await cachedAddresses(page)).pages ?? []).toContain(path);
}

test('the morpheme game and a page seen once work offline; a page never seen shows the offline page', async ({ context, page }) => {
  await page.goto(httpsUrl(SITES.morpheme, '/'));
  await workerReady(page);
  await expectKept(page, '/?lang=en');
  // Opened by the app's own navigation, which the worker never sees: the page hands it over.
  await page.getByRole('link', { name: 'Play', exact: true }).first().click();
  await expect(page.getByTestId('round-hint')).not.toBeEmpty();
  await expectKept(page, '/play?lang=en');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('round-hint')).not.toBeEmpty();
  // Played offline: a block from the pool goes into the word being built.
  const block = page.getByTestId('block-pool').getByRole('button').first();
  const label = (await block.getAttribute('aria-label')) ?? (await block.textContent())!;
  await block.click();
  await expect(page.getByTestId('result-block')).not.toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/offline-morpheme-game.png`, fullPage: true });
  expect(label).not.toBe('');

  await page.goto(httpsUrl(SITES.morpheme, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Words from Morphemes');

  // Never seen: the offline page, in the address's language (and right to left in Arabic).
  await page.goto(httpsUrl(SITES.morpheme, '/photos'));
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  await page.goto(httpsUrl(SITES.morpheme, '/photos?lang=ar'));
  await expect(page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال بالإنترنت' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: `${SHOTS}/offline-page-ar.png`, fullPage: true });
});

test('the members’ tools open offline after one visit, reloaded, and work; after logging out they do not, and no member page or API answer is kept', async ({ context, page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await workerReady(page);
  await logIn(page, TEST_ACCOUNTS.member);
  // Each tool once, online, then a public page seen while logged in (not kept in this session's form).
  for (const tool of TOOLS) {
    await page.goto(httpsUrl(SITES.forum, tool.path));
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  }
  await workerReady(page);
  await page.goto(httpsUrl(SITES.forum, '/'));

  await context.setOffline(true);
  /** Opens a tool as a page load with no network, and once more by reloading: the worker's app shell, the tool in it. */
  const openOffline = async ({ path, name }: (typeof TOOLS)[number]) => {
    await page.goto(httpsUrl(SITES.forum, path));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The member's menu, for a member the browser knows by the session marker alone: no name is kept offline.
    await expect(mainMenu(page).getByRole('link', { name: 'Log out' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveCount(0);
    await expect(page.getByText('Retry Connect…')).toBeVisible();
  };

  await openOffline(TOOLS[0]);
  await page.getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill('Written offline');
  await dialog.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByTestId('time-recording-status')).toHaveText('The event “Written offline” has been added.');
  await expect(page.locator('.tr-event', { hasText: 'Written offline' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-time-recording.png`, fullPage: true });

  await openOffline(TOOLS[1]);
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Level');
  await page.getByLabel('Type', { exact: true }).selectOption('byte');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await page.getByRole('tab', { name: 'Test' }).click();
  const row = page.getByTestId('test-Level');
  await row.getByRole('textbox').fill('200');
  await row.getByRole('button', { name: 'Store' }).click();
  await expect(row.getByTestId('change')).toHaveText('Stored. The bytes changed from 00 to C8');
  await page.screenshot({ path: `${SHOTS}/offline-data-types.png`, fullPage: true });

  await openOffline(TOOLS[2]);
  await page.getByRole('button', { name: 'Start all cycles' }).click();
  await expect(page.getByTestId('autoclave-status')).toHaveText('A cycle started in 6 autoclaves.');
  await page.screenshot({ path: `${SHOTS}/offline-autoclave.png`, fullPage: true });

  // The tools' list and the other pages that work from the browser's data open too.
  for (const [path, name] of [
    ['/various', 'Various'],
    ['/various/settings', 'Settings'],
    ['/various/languages', 'Languages'],
  ] as const) {
    await page.goto(httpsUrl(SITES.forum, path));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  // A member page that needs the server is the offline page: no member's render is ever kept.
  await page.goto(httpsUrl(SITES.forum, '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await page.goto(httpsUrl(SITES.forum, '/various'));
  await expect(page.getByTestId('user-name')).toBeVisible();
  const memberOnly = /^\/(various|dashboard|api|intern|protected|admin)/;
  const whileLoggedIn = await cachedAddresses(page);
  expect(Object.values(whileLoggedIn).flat().filter((path) => memberOnly.test(path))).toEqual([]);
  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Login' })).toBeVisible();

  const afterLogout = await cachedAddresses(page);
  expect(Object.values(afterLogout).flat().filter((path) => memberOnly.test(path))).toEqual([]);
  const shells = await appShellTexts(page);
  expect(shells).toHaveLength(8);
  for (const text of [...(await keptPageTexts(page)), ...shells]) {
    // Each kept page and each app shell is a render for no one: its state names no user and carries no token.
    expect(text).toContain('"user":null');
    expect(text).toContain('"token":null');
    expect(text).not.toContain(TEST_ACCOUNTS.member.username);
  }

  // Logged out, a tool's address offline is the login page in the shell, never the tool.
  await context.setOffline(true);
  await page.goto(httpsUrl(SITES.forum, TOOLS[0].path));
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TOOLS[0].name })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/offline-logged-out-tool.png`, fullPage: true });
});

test('a logout made offline leaves no member behind: the tool’s address offline is then the login page, and back online the server ends the session', async ({ context, page, request }) => {
  await signIn(page, TEST_ACCOUNTS.member);
  const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-session')!;
  await page.goto(httpsUrl(SITES.forum, TOOLS[2].path));
  await workerReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TOOLS[2].name })).toBeVisible();

  // The server never hears of this logout; the browser drops the session marker itself.
  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out.' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__Host-signed-in');

  await page.goto(httpsUrl(SITES.forum, TOOLS[2].path));
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TOOLS[2].name })).toHaveCount(0);

  // The httpOnly session cookie is out of the page's reach: the browser left the pending logout,
  // which its next request online carries, and the server ends the session before anything reads it.
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('__Host-logout-pending');
  await context.setOffline(false);
  await page.goto(httpsUrl(SITES.forum, TOOLS[2].path));
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const left = (await context.cookies()).map((cookie) => cookie.name);
  expect(left).not.toContain('__Host-session');
  expect(left).not.toContain('__Host-logout-pending');
  // The session itself is over on the server, not only forgotten by this browser.
  const replayed = await request.get(`https://127.0.0.1:${HTTPS_PORT}/api/check-auth-status`, { headers: { host: SITES.forum, cookie: `__Host-session=${session.value}` }, failOnStatusCode: false });
  expect(replayed.status()).toBe(401);
});
