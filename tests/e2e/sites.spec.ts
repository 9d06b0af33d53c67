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
  if (internal.length === 0) continue;
  const home = readFileSync(`content/${site.set}/en/home.md`, 'utf8');
  test(`${site.domain} (${site.set}): the internal pages open only for users with the internal flag`, async ({ page: browserPage }) => {
    const linkTo = (page: string) => browserPage.locator(`main a[href="/${page}"], main a[href^="/${page}?"]`);
    // A member without the flag: sent to the login, then told the page is not for them; the home links none.
    for (const [index, page] of internal.entries()) {
      await browserPage.goto(httpsUrl(site.domain, `/${page}`));
      if (index === 0) {
        await expect(browserPage).toHaveURL(/\/login(\?|$)/);
        await logIn(browserPage, TEST_ACCOUNTS.member);
      }
      await expect(browserPage).toHaveURL(new RegExp(`/${page}(\\?[^/]*)?$`));
      await expect(browserPage.getByText('This page is open only to members with access to the internal pages.')).toBeVisible();
    }
    await browserPage.goto(httpsUrl(site.domain, '/'));
    for (const page of internal) await expect(linkTo(page)).toHaveCount(0);

    await browserPage.goto(httpsUrl(site.domain, '/log_out'));
    await expect(browserPage.getByText('You have been logged out.')).toBeVisible();
    await browserPage.goto(httpsUrl(site.domain, '/login'));
    await logIn(browserPage, TEST_ACCOUNTS.entitled);
    // A member with the flag reads each page, and the home links those its text names.
    for (const page of internal) {
      await browserPage.goto(httpsUrl(site.domain, `/${page}`));
      await expect(browserPage.locator('main h1').first()).toContainText(englishTitle(site.set, page).slice(0, 40));
    }
    await browserPage.goto(httpsUrl(site.domain, '/'));
    for (const page of internal.filter((page) => home.includes(`](/${page})`))) await expect(linkTo(page).first()).toBeVisible();
  });
}
