import { expect, test } from '@playwright/test';
import { SITES, httpsUrl } from './support/hosts';

test('a failed page chunk reloads the page once and then works', async ({ page }) => {
  let failures = 0;
  await page.route(/\/assets\/imprint-page-[^/]+\.js$/, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(httpsUrl(SITES.personal));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
  await expect(page.getByRole('heading', { name: 'Imprint' })).toBeVisible();
  expect(failures).toBe(1);
  expect(loads).toBe(2);
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
  expect(loads).toBe(2);
});

test('an unreachable API shows Retry Connect… and then asks for a manual reload', async ({ page }) => {
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
