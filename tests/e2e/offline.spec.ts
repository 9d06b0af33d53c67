// Apps that work offline (docs/decisions/018), in Chromium with its service worker: a site and the
// morpheme game seen once work with no network (reloaded and played), a page never seen shows the
// offline page in the visitor's language, the members' tools keep working offline in an open
// session, and the worker's caches never hold a member's page, a session's render or an API answer.
// Every other spec blocks service workers (playwright.config.ts): their route-based faults must
// reach the network. Screenshots of each app offline go to .tmp/shots/.
import { mkdirSync } from 'node:fs';
import { type BrowserContext, type Page } from '@playwright/test';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn, mainMenu } from './support/actions';
import { CHROMIUM_PATH, chromiumFlags } from '../../scripts/chromium-flags.mjs';
import { SITES, httpsUrl } from './support/hosts';
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

async function offline(context: BrowserContext, page: Page, name: string): Promise<void> {
  await context.setOffline(true);
  await page.screenshot({ path: `${SHOTS}/offline-${name}.png`, fullPage: true });
}

test('the morpheme game and a page seen once work offline; a page never seen shows the offline page', async ({ context, page }) => {
  await page.goto(httpsUrl(SITES.morpheme, '/'));
  await workerReady(page);
  await expectKept(page, '/?lang=en');
  await page.goto(httpsUrl(SITES.morpheme, '/play'));
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

test('the members’ tools keep working offline; their pages and the API are never kept, not even after logging out', async ({ context, page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await workerReady(page);
  await logIn(page, TEST_ACCOUNTS.member);
  await page.goto(httpsUrl(SITES.forum, '/various'));
  await workerReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Various' })).toBeVisible();
  // Seen while logged in: the public home is not kept in this session's form.
  await page.goto(httpsUrl(SITES.forum, '/'));
  await page.goto(httpsUrl(SITES.forum, '/various'));

  await offline(context, page, 'various');
  const tool = async (name: string) => {
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };

  await tool('Time recording');
  const range = page.getByTestId('calendar-range');
  const before = await range.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(range).not.toHaveText(before!);
  await page.screenshot({ path: `${SHOTS}/offline-time-recording.png`, fullPage: true });

  await page.goBack();
  await tool('Data types');
  await page.getByLabel('Name', { exact: true }).fill('Offline');
  await page.getByLabel('Type', { exact: true }).selectOption('word');
  await page.getByRole('button', { name: 'Add variable' }).click();
  await expect(page.getByTestId('config-Offline')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-data-types.png`, fullPage: true });

  await page.goBack();
  await tool('Autoclave simulation');
  await page.getByRole('button', { name: 'Start all cycles' }).click();
  await expect(page.getByTestId('autoclave-status')).toHaveText('A cycle started in 6 autoclaves.');
  await page.screenshot({ path: `${SHOTS}/offline-autoclave.png`, fullPage: true });

  // A member page is never kept: reloaded offline it is the offline page, not the member's render.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await page.goto(httpsUrl(SITES.forum, '/various'));
  const memberOnly = /^\/(various|dashboard|api|intern|protected|admin)/;
  const whileLoggedIn = await cachedAddresses(page);
  expect(Object.values(whileLoggedIn).flat().filter((path) => memberOnly.test(path))).toEqual([]);
  await mainMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Login' })).toBeVisible();

  const afterLogout = await cachedAddresses(page);
  expect(Object.values(afterLogout).flat().filter((path) => memberOnly.test(path))).toEqual([]);
  for (const text of await keptPageTexts(page)) {
    // Each kept page is a visitor's render: its state names no user and carries no token.
    expect(text).toContain('"user":null');
    expect(text).toContain('"token":null');
  }
});
