// axe-core audit of every route of every site in English and Arabic: no serious or critical issue.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, newPage, test } from './support/test';
import { parseSiteRegistry } from '@shared/site-registry';
import { SITE_PAGES } from '@shared/site-pages';
import { httpsUrl } from './support/hosts';

const registry = parseSiteRegistry(JSON.parse(readFileSync('config/sites.json', 'utf8')), 'config/sites.json');
const COMMON = ['login', 'imprint', 'no-such-page'];

for (const locale of ['en-US', 'ar-SA']) {
  for (const site of registry.sites.filter((entry) => entry.hosts.some((host) => host.endsWith('.example')))) {
    test(`${site.domain} in ${locale} has no serious accessibility issue`, async ({ browser }) => {
      const context = await browser.newContext({ locale, ignoreHTTPSErrors: true });
      const page = await newPage(context);
      const problems: string[] = [];
      for (const path of [...SITE_PAGES[site.set].pages, ...COMMON]) {
        await page.goto(httpsUrl(site.domain, `/${path}`));
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          problems.push(`/${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
