// Reflow (WCAG 1.4.10): no page scrolls sideways on a 320 px or a 390 px phone, in any language —
// every public page of every site, the common pages (on two sites), and the member pages (as the owner, who sees
// them all). One page per test walks its addresses in a loop, measuring each at both widths (the
// viewport is resized in place); a failure names the page, language and width and the widest
// element that sticks out of the screen. Also: the calendar's month view on a phone, and values
// that read left to right (phone numbers, addresses) isolated on an Arabic page.
import type { Page } from '@playwright/test';
import { encodeStoredEvents } from '@client/features/time-recording/model/event-storage';
import type { CalendarEvents } from '@client/features/time-recording/model/events';
import { TIME_RECORDING } from '@shared/app-constants';
import { LANGUAGE_CODES } from '@shared/languages';
import { MEMBER_ROUTES, PUBLIC_COMMON_ROUTES } from '@shared/routes';
import { SITE_PAGES, publicRoutes } from '@shared/site-pages';
import { readFileSync } from 'node:fs';
import { type SiteSet, accountHomeOf, parseSiteRegistry } from '@shared/site-registry';
import { TEST_ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';
import { SITES, httpsUrl } from './support/hosts';
import { expect, newPage, test } from './support/test';

type SiteName = keyof typeof SITES;

const WIDTHS = [320, 390] as const;
const ACCOUNT_HOME = accountHomeOf(parseSiteRegistry(JSON.parse(readFileSync('config/sites.json', 'utf8')), 'config/sites.json')).domain;

function setOf(name: SiteName): SiteSet {
  return name.startsWith('provisional') ? 'provisional' : (name as SiteSet);
}

/**
 * How far the page is wider than the screen, and the widest element outside it (not inside a box
 * that scrolls or clips): '' when it fits.
 */
async function overflow(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return '';
    const width = root.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== root && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element): string => {
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && path.length < 4; node = node.parentElement) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
        path.unshift(`${node.localName}${node.id ? `#${node.id}` : ''}${classes}`);
      }
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${path.join(' > ')} “${text}”`;
    };
    let widest: { element: Element; rect: DOMRect } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= width + 0.5 && rect.left >= -0.5)) continue;
      if (clipped(element)) continue;
      if (!widest || rect.width > widest.rect.width) widest = { element, rect };
    }
    // Text wider than its box (a long word that does not wrap) sticks out while its element fits.
    if (!widest) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 || (rect.right <= width + 0.5 && rect.left >= -0.5) || !node.parentElement) continue;
        if (getComputedStyle(node.parentElement).overflowX !== 'visible' || clipped(node.parentElement)) continue;
        if (!widest || rect.width > widest.rect.width) widest = { element: node.parentElement, rect };
      }
    }
    const culprit = widest ? `${describe(widest.element)} (${Math.round(widest.rect.left)}…${Math.round(widest.rect.right)} px)` : 'no single element';
    return `${root.scrollWidth} px wide: ${culprit}`;
  });
}

/**
 * Addresses measured at once, each in a page of its own: most of a page's time is spent waiting
 * (requests, the load event, round trips to the browser), which the lanes overlap.
 */
const LANES = 4;

/**
 * Opens each address and measures it at both widths; the problems found, one line each, in the
 * order of the addresses. The server renders every page whole, so a page is measured as the server
 * sent it, without scripts (a tenth of a hydrated load: hundreds of pages are measured); a page
 * whose server markup holds parts the browser fills in (aria-busy: the game, the gallery) is
 * measured again once its script has run, in a page of the test's own context (its session).
 */
async function measure(page: Page, addresses: { url: string; label: string }[]): Promise<string[]> {
  const withoutScripts = await page.context().browser()!.newContext({ ...(await contextOptions(page)), javaScriptEnabled: false });
  const found: string[][] = addresses.map(() => []);
  let next = 0;
  const lane = async (first: boolean) => {
    const serverMarkup = await withoutScripts.newPage();
    let scripted: Page | undefined = first ? page : undefined;
    for (let index = next++; index < addresses.length; index = next++) {
      found[index] = await measureOne(serverMarkup, async () => (scripted ??= await newPage(page.context())), addresses[index]!);
    }
  };
  try {
    await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index === 0)));
  } finally {
    await withoutScripts.close();
  }
  return found.flat();
}

/** Measures one address at both widths, as the server sent it or, when the browser fills parts in, hydrated. */
async function measureOne(serverMarkup: Page, scripted: () => Promise<Page>, { url, label }: { url: string; label: string }): Promise<string[]> {
  const problems: string[] = [];
  await serverMarkup.setViewportSize({ width: WIDTHS[0], height: 720 });
  await serverMarkup.goto(url);
  let shown = serverMarkup;
  if (await settledWithoutScripts(serverMarkup, () => document.querySelector('[aria-busy="true"]') !== null)) {
    shown = await scripted();
    await shown.setViewportSize({ width: WIDTHS[0], height: 720 });
    await shown.goto(url);
    // The game and the property listing fill in after hydration.
    await shown.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  }
  // Measured where it was asked for (a member page, not the login it would send a stranger to).
  if (new URL(shown.url()).pathname !== new URL(url).pathname) problems.push(`${label}: shown at ${shown.url()} instead`);
  for (const width of WIDTHS) {
    if (width !== WIDTHS[0]) await shown.setViewportSize({ width, height: 720 });
    const found = await overflow(shown);
    if (found) problems.push(`${label} at ${width} px${shown === serverMarkup ? ' (as the server sent it)' : ''}: ${found}`);
  }
  return problems;
}

/**
 * Reads a scriptless page once it has stopped moving: the login page passes through the account
 * home, whose landing page sends the browser on by a meta refresh after its load event.
 */
async function settledWithoutScripts<T>(page: Page, read: () => T): Promise<T> {
  // A stranger's login form on any site but the account home comes back marked asked=1 (docs/decisions/016).
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in/') && (url.pathname !== '/login' || url.hostname === ACCOUNT_HOME || url.searchParams.has('asked')));
  await page.waitForLoadState('load');
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await page.evaluate(read);
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** What the scriptless context shares with the test's own: cookies (a member's session), locale, theme, certificates. */
async function contextOptions(page: Page) {
  return { storageState: await page.context().storageState(), locale: 'en-US', colorScheme: 'dark' as const, ignoreHTTPSErrors: true };
}

function addresses(host: string, paths: readonly string[]): { url: string; label: string }[] {
  return LANGUAGE_CODES.flatMap((language) =>
    paths.map((path) => ({ url: httpsUrl(host, `/${path}?lang=${language}`), label: `${host}/${path} in ${language}` })),
  );
}

/**
 * The common public pages (login, sign-up, password reset…) are one template with one stylesheet on
 * every site; only the frame around them (logo, menu, footer) is the site's, and that frame is
 * measured on each site's own pages in every language. So they are measured on the account home
 * (where the passkey sign-in runs) and on one other site, not nine times over.
 */
const COMMON_PAGE_SITES: readonly SiteName[] = ['personal', 'forum'];
const SHARED_PUBLIC_PAGES = new Set<string>(PUBLIC_COMMON_ROUTES.filter((path) => path !== 'imprint'));

for (const [name, host] of Object.entries(SITES) as [SiteName, string][]) {
  const withCommon = COMMON_PAGE_SITES.includes(name);
  test(`${host}: every ${withCommon ? '' : 'site-specific '}public page in every language fits a 320 and a 390 px phone`, async ({ page }) => {
    const paths = publicRoutes(setOf(name)).filter((path) => path !== 'log_out' && (withCommon || !SHARED_PUBLIC_PAGES.has(path)));
    expect(await measure(page, addresses(host, paths))).toEqual([]);
  });
}

// The common member pages are the same on every site: measured on the forum, with the internal
// pages of the sites that have them.
const MEMBER_PAGES: [SiteName, readonly string[]][] = [
  ['forum', MEMBER_ROUTES],
  ...(Object.keys(SITES) as SiteName[]).filter((name) => SITE_PAGES[setOf(name)].internal.length > 0).map((name) => [name, SITE_PAGES[setOf(name)].internal] as [SiteName, readonly string[]]),
];

for (const [name, paths] of MEMBER_PAGES) {
  test(`${SITES[name]}: every member page (${paths.join(', ')}) in every language fits a 320 and a 390 px phone`, async ({ page }) => {
    await signIn(page, TEST_ACCOUNTS.owner, SITES[name]);
    expect(await measure(page, addresses(SITES[name], paths))).toEqual([]);
  });
}

test('on a 320 px phone the month view breaks event titles between words and scrolls in its own labelled region', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, TEST_ACCOUNTS.member);
  // The app, once opened, keeps the events stored next (it clears a storage without its version).
  await page.goto(httpsUrl(SITES.forum, '/various/time-recording?lang=ta'));
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  const events: CalendarEvents = {
    allDay: [{ id: 'council', title: 'Parish council', date: today }],
    timed: [{ id: 'food', title: 'Food distribution', start: `${today}T17:00`, end: `${today}T19:00` }],
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TIME_RECORDING.storageKey, encodeStoredEvents(events)] as const);
  await page.reload();
  const titles = page.locator('.tr-month-view .tr-event-title');
  await expect(titles).toHaveCount(2);
  // A word whose letters lie on more than one line was broken inside.
  const brokenWords = await titles.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [`${element.textContent}: no text`];
      return [...(text.textContent ?? '').matchAll(/\S+/g)].flatMap((match) => {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [`“${match[0]}” on ${lines.size} lines`] : [];
      });
    }),
  );
  expect(brokenWords).toEqual([]);
  // Labelled by the view's name ('Month' in Tamil), inside the section the month's name labels.
  const region = page.getByRole('region', { name: 'மாதம்', exact: true });
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await overflow(page)).toBe('');
});

test('an Arabic imprint and property page isolate phone numbers and addresses left to right, in cells that keep the page’s direction', async ({ page }) => {
  const problems: string[] = [];
  for (const path of ['/imprint', '/property']) {
    await page.goto(httpsUrl(SITES.personal, `${path}?lang=ar`));
    const values = await page.locator('main dd').evaluateAll((cells) =>
      cells
        .filter((cell) => /\+1 555|@|\.example/.test(cell.textContent ?? ''))
        .map((cell) => {
          const isolated = cell.querySelector('bdi[dir="ltr"]');
          const cellBox = cell.getBoundingClientRect();
          const valueBox = isolated?.getBoundingClientRect();
          return {
            text: cell.textContent?.trim() ?? '',
            isolated: isolated?.textContent === cell.textContent?.trim(),
            cellDirection: getComputedStyle(cell).direction,
            // Right to left, a value starts at the cell's right edge.
            atStart: valueBox !== undefined && Math.abs(valueBox.right - cellBox.right) < 1,
          };
        }),
    );
    expect(values.length, `values on ${path}`).toBeGreaterThan(1);
    if (path === '/imprint') {
      // The cookies' names in the privacy statement read left to right, underscores first.
      const names = await page.locator('main bdi[dir="ltr"] > code').allTextContents();
      if (names.join() !== '__Host-session,__Host-signed-in,__Host-logout-pending') problems.push(`${path}: cookie names isolated: ${JSON.stringify(names)}`);
    }
    for (const value of values) {
      if (!value.isolated || value.cellDirection !== 'rtl' || !value.atStart) problems.push(`${path}: ${JSON.stringify(value)}`);
    }
  }
  expect(problems).toEqual([]);
});
