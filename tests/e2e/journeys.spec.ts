// Visitors move through the sites by clicking, and every page they reach reads as text in the
// language they chose: one walk per site and language starts at the home page, clicks a flag,
// follows every same-site link of the home (menu, site navigation, footer, links in the text) and
// back, then clicks another flag on a content page. Members go home → Login → dashboard → each
// tool → log out by clicks. Every stop is checked by checkStop (support/walk.ts): no raw key, the
// main text as a fresh visit shows it, lang and dir; and no console error on the whole way.
import type { Page } from '@playwright/test';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { MEMBER_TOOLS } from '@shared/routes';
import { SITE_PAGES } from '@shared/site-pages';
import { TEST_ACCOUNTS, type TestAccount } from './support/accounts';
import { HTTP_PORT, SITES, httpsUrl } from './support/hosts';
import { expect, test } from './support/test';
import { accessibilityProblems, afterSignOnHop, checkStop, clickFlag, followLink, sameSiteLinks, watchErrors, watchForeignScripts } from './support/walk';

type SiteName = keyof typeof SITES;

/**
 * English and Arabic on every site, and a third language per site so that every language is walked
 * (German on three). The catalogues themselves are checked for every page in every language over
 * HTTP (src/server/pages/page-texts.int.test.ts); the walks prove that clicks load them.
 */
const THIRD_LANGUAGE: Record<SiteName, LanguageCode> = {
  forum: 'es',
  personal: 'ta',
  writing: 'it',
  morpheme: 'ru',
  peace: 'lt',
  crypt: 'de',
  provisionalFuture: 'de',
  provisionalHouse: 'es',
  construction: 'de',
};

function setOf(name: SiteName): keyof typeof SITE_PAGES {
  return name.startsWith('provisional') ? 'provisional' : (name as keyof typeof SITE_PAGES);
}

/** The site's content pages (its own public pages besides the home), as addresses. */
function contentPaths(name: SiteName): string[] {
  return SITE_PAGES[setOf(name)].pages.filter((page) => page !== '').map((page) => `/${page}`);
}

async function noSidewaysScrolling(page: Page): Promise<string[]> {
  const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scrollWidth > width ? [`${new URL(page.url()).pathname}: ${scrollWidth} px wide on a ${width} px screen`] : [];
}

/** The language a flag click on a content page switches to. */
function otherThan(language: LanguageCode): LanguageCode {
  return language === 'en' ? 'de' : 'en';
}

for (const [name, domain] of Object.entries(SITES) as [SiteName, string][]) {
  const languages: LanguageCode[] = ['en', 'ar', THIRD_LANGUAGE[name]];
  for (const language of languages) {
    test.describe(() => {
      // Arabic on a phone in the light theme: right to left, and no sideways scrolling at any stop.
      // English and Arabic walks audit with axe each page template they reach first in the run (dark
      // and light, both directions: support/walk.ts claimAudit).
      const phone = language === 'ar';
      const audit = language === 'en' || language === 'ar';
      if (phone) test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

      test(`${domain} in ${language}: every link of the home reads as text when followed, and a flag translates a content page in place`, async ({ page }) => {
        const errors = watchErrors(page);
        const scripts = watchForeignScripts(page, setOf(name));
        const problems: string[] = [];
        const auditOnce = async () => {
          if (audit) problems.push(...(await accessibilityProblems(page)));
        };
        await page.goto(httpsUrl(domain, '/'));
        if (language !== 'en') await clickFlag(page, language);
        problems.push(...(await checkStop(page, language)));
        await auditOnce();

        const links = await sameSiteLinks(page);
        expect(links.length, 'links on the home').toBeGreaterThan(0);
        for (const address of links) {
          await followLink(page, address);
          problems.push(...(await checkStop(page, language)));
          if (phone) problems.push(...(await noSidewaysScrolling(page)));
          await auditOnce();
          // Back at the home, it reads as before.
          await page.goBack();
          await page.waitForURL((url) => url.pathname === '/');
          problems.push(...(await checkStop(page, language)));
        }

        // A flag on a content page (or the imprint on a one-page site): the whole page in the new language, focus and scroll kept.
        const contentPage = links.find((address) => contentPaths(name).includes(address.split('?')[0]!)) ?? '/imprint';
        await followLink(page, contentPage);
        await checkStop(page, language);
        const next = otherThan(language);
        // Scrolled down as far as the flag stays in view (a visitor scrolls up to reach it, as the click does).
        await page.evaluate(() => window.scrollTo(0, 120));
        await page.locator('.language-selector').scrollIntoViewIfNeeded();
        const scrolled = await page.evaluate(() => window.scrollY);
        await clickFlag(page, next);
        problems.push(...(await checkStop(page, next)));
        expect(await page.evaluate(() => window.scrollY), 'scroll position after the flag').toBe(scrolled);
        await expect(page.locator(`button.flag-button[title="${LANGUAGES[next].name}"]`)).toBeFocused();
        await expect(page.locator(`button.flag-button[title="${LANGUAGES[next].name}"]`)).toHaveAttribute('aria-pressed', 'true');

        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
        expect(scripts.foreign, 'scripts of another site').toEqual([]);
        expect(scripts.own.length, 'scripts of this site').toBeGreaterThan(0);
      });
    });
  }
}

/** Logs in through the form whatever the language of its labels. */
async function submitLoginForm(page: Page, account: TestAccount): Promise<void> {
  await page.locator('input[name="username"]').fill(account.username);
  if (account.email) await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('main button[type="submit"]').click();
}

/** Clicks the main menu's item that leads to the path. */
async function clickMenu(page: Page, path: string): Promise<void> {
  await page.locator(`.main-menu a[href^="/${path}?"], .main-menu a[href="/${path}"]`).click();
  await page.waitForURL((url) => url.pathname === `/${path}`);
  await afterSignOnHop(page);
}

for (const language of LANGUAGE_CODES) {
  const walkTools = language === 'en' || language === 'ar';
  test(`a member in ${language}: home → Login → dashboard${walkTools ? ' → each tool' : ''} → log out, by clicks`, async ({ page }) => {
    const errors = watchErrors(page);
    const problems: string[] = [];
    await page.goto(httpsUrl(SITES.forum, '/'));
    await clickFlag(page, language);
    await clickMenu(page, 'login');
    problems.push(...(await checkStop(page, language)));
    if (walkTools) problems.push(...(await accessibilityProblems(page)));

    await submitLoginForm(page, TEST_ACCOUNTS.owner);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByTestId('user-name')).toBeVisible();
    problems.push(...(await checkStop(page, language, { compareText: false })));

    if (walkTools) {
      await clickMenu(page, 'various');
      problems.push(...(await checkStop(page, language)));
      for (const tool of MEMBER_TOOLS) {
        await followLink(page, `/${tool}`);
        // (Each tool's own spec audits it with axe in English and Arabic, in the states it can show.)
        problems.push(...(await checkStop(page, language, { compareText: false })));
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/various');
      }
      for (const path of ['protected', 'intern', 'intern/doc']) {
        await clickMenu(page, path);
        problems.push(...(await checkStop(page, language)));
      }
    }

    await clickMenu(page, 'log_out');
    await expect(page.locator('.main-menu a[href^="/login"]')).toBeVisible();
    problems.push(...(await checkStop(page, language, { compareText: false })));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the shared account walks the member pages by the menu, which offers it no documentation', async ({ page }) => {
  const errors = watchErrors(page);
  const problems: string[] = [];
  await page.goto(httpsUrl(SITES.writing, '/'));
  await clickFlag(page, 'ar');
  await clickMenu(page, 'login');
  await submitLoginForm(page, TEST_ACCOUNTS.member);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  for (const path of ['protected', 'intern', 'various', 'dashboard']) {
    await clickMenu(page, path);
    problems.push(...(await checkStop(page, 'ar', { compareText: path !== 'dashboard' })));
  }
  await expect(page.locator('.main-menu a[href^="/intern/doc"]')).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test('a personal internal account follows the links to the internal pages in the text, and reads them', async ({ page }) => {
  const errors = watchErrors(page);
  const problems: string[] = [];
  await page.goto(httpsUrl(SITES.crypt, '/'));
  await clickMenu(page, 'login');
  await submitLoginForm(page, TEST_ACCOUNTS.entitled);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.locator('a.site-title-link').click();
  await page.waitForURL((url) => url.pathname === '/');
  await clickFlag(page, 'de');
  const internal = SITE_PAGES.crypt.internal.map((path) => `/${path}`);
  const links = (await sameSiteLinks(page)).filter((address) => internal.includes(address.split('?')[0]!));
  expect(links.sort()).toEqual([...internal].sort());
  for (const address of links) {
    await followLink(page, address);
    problems.push(...(await checkStop(page, 'de')));
    await page.goBack();
    problems.push(...(await checkStop(page, 'de')));
  }
  await clickMenu(page, 'intern/doc');
  problems.push(...(await checkStop(page, 'de')));
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test('a session that ends on a member page lands on the login page, which says so in the chosen language', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`http://localhost:${HTTP_PORT}/`);
  await clickFlag(page, 'de');
  await clickMenu(page, 'login');
  await submitLoginForm(page, TEST_ACCOUNTS.member);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await clickMenu(page, 'protected');
  // The plain-http server's sessions last a few seconds.
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  await expect(page.getByText(`Die Sitzung von ${TEST_ACCOUNTS.member.username} ist am`)).toBeVisible();
  expect(await checkStop(page, 'de', { compareText: false })).toEqual([]);
  expect(errors).toEqual([]);
});

test('while a page and its texts are slow to come, the previous page stays with a notice, then the page shows without a raw key', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(httpsUrl(SITES.peace, '/'));
  await clickFlag(page, 'ar');
  const home = await page.locator('main h1').first().textContent();
  // From now on every script (page chunks, catalogues) and page text arrives two seconds late.
  await page.route(/\/assets\/.*\.js$|\/api\/page\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // The notice shows while the old page stays, never a half-translated one.
  // (A content page: the login form would pass through the account home by page loads.)
  await page.locator('main a[href^="/work"]').first().click();
  await expect(page.locator('.navigation-status p')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحميل' })).toHaveCount(1);
  await expect(page.locator('main h1').first()).toHaveText(home ?? '');
  await page.waitForURL((url) => url.pathname === '/work');
  expect(await checkStop(page, 'ar')).toEqual([]);
  expect(errors).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  test(`a mistyped address in ${language} shows the 404 page, accessible, whose title leads home by a click`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(httpsUrl(SITES.forum, `/no-such-page?lang=${language}`));
    const problems = [...(await checkStop(page, language)), ...(await accessibilityProblems(page))];
    await page.locator('a.site-title-link').click();
    await page.waitForURL((url) => url.pathname === '/');
    problems.push(...(await checkStop(page, language)));
    expect(problems).toEqual([]);
    // The 404 response itself is logged by Chromium as a failed resource.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
}
