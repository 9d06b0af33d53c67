// Each site's navigation of its public pages: translated, keyboard reachable, the current page
// marked, fitting a 390 px phone; the title leads home.
import { expect, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';

test('the forum lists its pages and archive years, marks the current one and leads home from the logo', async ({ page }) => {
  await page.goto(httpsUrl(SITES.forum, '/'));
  const navigation = page.getByRole('navigation', { name: 'Pages of this site' });
  for (const name of ['Home', 'News', 'Café', 'Contact', 'Media', '2025', '2020']) await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
  await navigation.getByRole('link', { name: 'Café', exact: true }).click();
  await expect(page).toHaveURL(/\/cafe\?lang=en$/);
  await expect(navigation.getByRole('link', { name: 'Café', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Diakonie-Forum' }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
});

test('the navigation is reached with the keyboard and speaks the page’s language', async ({ page }) => {
  await page.goto(httpsUrl(SITES.personal, '/?lang=de'));
  const navigation = page.getByRole('navigation', { name: 'Seiten dieser Website' });
  const cv = navigation.getByRole('link', { name: 'Lebenslauf' });
  await cv.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cv\?lang=de$/);
  await expect(cv).toHaveAttribute('aria-current', 'page');
});

test('a one-page site shows no navigation', async ({ page }) => {
  await page.goto(httpsUrl(SITES.crypt, '/'));
  await expect(page.getByRole('navigation', { name: 'Pages of this site' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [domain, language] of [[SITES.forum, 'en'], [SITES.peace, 'ar'], [SITES.writing, 'ta']] as const) {
    test(`${domain} in ${language} fits the width`, async ({ page }) => {
      await page.goto(httpsUrl(domain, `/?lang=${language}`));
      await expect(page.locator('.site-navigation')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
