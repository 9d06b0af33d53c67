import { expect, newPage, test } from './support/test';
import { SITES, httpsUrl } from './support/hosts';

const shots = [
  { site: 'forum', host: SITES.forum },
  { site: 'personal', host: SITES.personal },
] as const;

for (const { site, host } of shots) {
  for (const locale of ['en-US', 'ar-SA']) {
    test(`home page of the ${site} site in ${locale}`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ locale, ignoreHTTPSErrors: true, viewport: { width: 1200, height: 900 } });
      const page = await newPage(context);
      await page.goto(httpsUrl(host));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const file = testInfo.outputPath(`${site}-home-${locale}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${site}-home-${locale}`, { path: file, contentType: 'image/png' });
      await context.close();
    });
  }
}
