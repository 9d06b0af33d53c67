// Pages that hold wide content fit a phone: nothing scrolls the page sideways — the languages page
// at 390 px, the game at 320 px — in English and in Arabic (right to left).
import { expect, test } from './support/test';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn } from './support/actions';
import { SITES, httpsUrl } from './support/hosts';

for (const language of ['en', 'ar'] as const) {
  test.describe(`in ${language}`, () => {
    test.describe('on a 390 px phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });
      test('the languages page does not scroll sideways', async ({ page }) => {
        await page.goto(httpsUrl(SITES.forum, '/login?lang=en'));
        await logIn(page, TEST_ACCOUNTS.member);
        await page.goto(httpsUrl(SITES.forum, `/various/languages?lang=${language}`));
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main table').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    });

    test.describe('on a 320 px phone', () => {
      test.use({ viewport: { width: 320, height: 640 } });
      test('the morpheme game does not scroll sideways', async ({ page }) => {
        await page.goto(httpsUrl(SITES.morpheme, `/play?lang=${language}`));
        await expect(page.locator('main h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      });
    });
  });
}
