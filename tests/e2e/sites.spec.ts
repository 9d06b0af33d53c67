// The internal pages of every site through its real host name: open only to users with the
// internal flag. (Every public route's heading and title are checked over HTTP in
// src/server/pages/pages.int.test.ts; that no page loads another site's code, in the walks of
// journeys.spec.ts.)
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { parseSiteRegistry } from '@shared/site-registry';
import { contentFileName } from '@shared/site-pages';
import { SITE_PAGES } from '@shared/site-pages';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn } from './support/actions';
import { httpsUrl } from './support/hosts';

const registry = parseSiteRegistry(JSON.parse(readFileSync('config/sites.json', 'utf8')), 'config/sites.json');
const publicSites = registry.sites.filter((site) => site.hosts.some((host) => host.endsWith('.example')));

function englishTitle(set: string, page: string): string {
  const text = readFileSync(`content/${set}/en/${contentFileName(page)}.md`, 'utf8');
  const title = text.split('\n').find((line) => line.startsWith('# ')) ?? '';
  return title.replace(/^#\s+/, '').replace(/\{\{[^}]+\}\}/g, '').trim();
}

for (const site of publicSites) {
  const { internal } = SITE_PAGES[site.set];
  test.describe(`${site.domain} (${site.set})`, () => {
    for (const page of internal) {
      test(`/${page} opens only for users with the internal flag`, async ({ page: browserPage }) => {
        await browserPage.goto(httpsUrl(site.domain, `/${page}`));
        await expect(browserPage).toHaveURL(/\/login(\?|$)/);
        await logIn(browserPage, TEST_ACCOUNTS.member);
        await expect(browserPage).toHaveURL(new RegExp(`/${page}(\\?[^/]*)?$`));
        await expect(browserPage.getByText('This page is open only to members with access to the internal pages.')).toBeVisible();
        await browserPage.goto(httpsUrl(site.domain, '/'));
        await expect(browserPage.locator(`main a[href="/${page}"], main a[href^="/${page}?"]`)).toHaveCount(0);

        await browserPage.goto(httpsUrl(site.domain, '/log_out'));
        await expect(browserPage.getByText('You have been logged out.')).toBeVisible();
        await browserPage.goto(httpsUrl(site.domain, '/login'));
        await logIn(browserPage, TEST_ACCOUNTS.entitled);
        await browserPage.goto(httpsUrl(site.domain, `/${page}`));
        await expect(browserPage.locator('main h1').first()).toContainText(englishTitle(site.set, page).slice(0, 40));
        if (readFileSync(`content/${site.set}/en/home.md`, 'utf8').includes(`](/${page})`)) {
          await browserPage.goto(httpsUrl(site.domain, '/'));
          await expect(browserPage.locator(`main a[href="/${page}"], main a[href^="/${page}?"]`).first()).toBeVisible();
        }
      });
    }
  });
}
