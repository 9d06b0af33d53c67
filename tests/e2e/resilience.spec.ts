import { expect, hydrated, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';

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
