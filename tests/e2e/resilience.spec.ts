import { expect, hydrated, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn } from './support/actions';

test('a failed page chunk reloads the page once and then works', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // The page's code fails once (as during a deployment); the reloaded page gets it. (Counting
  // requests, not load events: on a busy machine the reloaded page may ask for the chunk before
  // the test hears of its load event.)
  let failures = 0;
  await page.route(/\/assets\/imprint-page-[^/]+\.js$/, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await page.goto(httpsUrl(SITES.personal));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('heading', { name: 'Imprint' })).toBeVisible();
  // The reloaded page is complete from the server before its load event; the app clears the guard after hydrating.
  await expect.poll(() => loads).toBe(2);
  await hydrated(page);
  expect(failures).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('assetErrorReloaded'))).toBeNull();
});

test('a lasting chunk failure reloads only once', async ({ page }) => {
  await page.route(/\/assets\/imprint-page-[^/]+\.js$/, (route) => route.abort('failed'));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(httpsUrl(SITES.personal, '/imprint'));
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect.poll(() => loads).toBe(2);
  // No third load follows: the guard set by the failed reload stays.
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
});

test('an unreachable API shows Retry Connect… and then asks for a manual reload', async ({ page, context }) => {
  // A visitor who has logged in here before (the marker cookie): the page asks about the session.
  await context.addCookies([{ name: '__Host-signed-in', value: '1', domain: SITES.forum, path: '/', secure: true, sameSite: 'Strict' }]);
  await page.clock.install();
  await page.route('**/api/check-auth-status', (route) => route.abort('connectionrefused'));
  await page.goto(httpsUrl(SITES.forum));
  await expect(page.getByRole('status').filter({ hasText: 'Retry Connect…' })).toBeVisible();
  const maximum = page.getByText('Maximum number of retries reached. Reload the page manually if necessary.');
  await expect
    .poll(async () => {
      await page.clock.runFor(20_000);
      return maximum.isVisible();
    })
    .toBe(true);
  await expect(page.getByText('Retry Connect…')).toHaveCount(0);
});

test('a member on /dashboard stays under Retry Connect… while the session check fails, and goes to the login only on 401', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/login'));
  await logIn(page, TEST_ACCOUNTS.member);
  await page.goto(httpsUrl(SITES.forum, '/dashboard'));

  // The server renders the member's page; the browser's own check then gets a 503, then a network error.
  let failures = 0;
  await page.route('**/api/check-auth-status', async (route) => {
    failures += 1;
    await (failures === 1 ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Service unavailable' } } }) : route.abort('connectionrefused'));
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Retry Connect…' })).toBeVisible();
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(/\/dashboard(\?[^/]*)?$/);
  await expect(page.getByTestId('user-name')).toContainText(TEST_ACCOUNTS.member.username);

  // The server is back: the next retry finds the session and the banner goes.
  await page.unroute('**/api/check-auth-status');
  await expect(page.getByText('Retry Connect…')).toHaveCount(0, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard(\?[^/]*)?$/);

  // The server says the session is gone: now the page goes to the login (on this host through the
  // single sign-on's start, which finds the still valid cookie and may come straight back).
  await page.route('**/api/check-auth-status', (route) => route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Not logged in' } } }));
  const toLogin = page.waitForRequest((request) => request.isNavigationRequest() && /^\/(login|sign-in\/start)$/.test(new URL(request.url()).pathname));
  await page.reload();
  await toLogin;
});
