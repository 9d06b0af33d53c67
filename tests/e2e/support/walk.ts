// What the walking browser tests check at every stop of a journey through a site: no raw
// translation key, no console error or hydration warning, the document's lang and dir, and the
// main text equal to what the server renders for a fresh visit of that address in that language
// (so a page reached by a click reads exactly as one opened directly). Also what a walk audits
// once per page template: axe-core's serious and critical findings, and no other site's code.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { rawKeysIn } from '@server/testing/catalogue-keys';
import { LANGUAGES, type LanguageCode } from '@shared/languages';
import { seriousAccessibilityProblems } from './axe';
import { CHUNK_OWNERS } from './chunks';
import { expect, hydrated } from './test';

/** The raw keys a page shows, in its text or in its labels, titles and alternative texts. */
export async function rawKeysOn(page: Page): Promise<string[]> {
  // The catalogue editor shows keys on purpose, in <code>; everything else is text for the visitor.
  const values = await page.evaluate(() => {
    const codes = [...document.querySelectorAll('code')];
    codes.forEach((code) => (code.hidden = true));
    const shown = document.body.innerText;
    codes.forEach((code) => (code.hidden = false));
    const attributes = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [shown, document.title, ...attributes];
  });
  return rawKeysIn(values);
}

/** Numbers in Western digits on an Arabic page that are not part of a name or code (UTF-16, FFP2, a phone number). */
export async function westernNumbersOn(page: Page): Promise<string[]> {
  // Text in another language (an English fallback, the catalogue editor's English column) is left out.
  const text = await page.evaluate(() => {
    const foreign = [...document.querySelectorAll<HTMLElement>('[lang]:not([lang^="ar"])')].filter((element) => element !== document.documentElement);
    foreign.forEach((element) => (element.hidden = true));
    const shown = document.body.innerText;
    foreign.forEach((element) => (element.hidden = false));
    return shown;
  });
  const tokens = text.split(/[\s()«»"“”,،؛:!?]+/);
  return tokens.filter((token, index) => {
    if (!/[0-9]/.test(token)) return false;
    const code = /[A-Za-z]/.test(token) || token.startsWith('+') || (/^[0-9]+-[0-9]+$/.test(token) && /^[A-Z]{2,}$/.test(tokens[index - 1] ?? ''));
    return !code && !/^[A-Z]{2,}$/.test(tokens[index - 1] ?? '') && !/^[0-9 +]+$/.test(`${tokens[index - 1] ?? ''}`);
  });
}

/**
 * Collects console errors and page errors (React reports hydration mismatches there). The start-up
 * session check answers a visitor 401 (SPEC §7), which Chromium logs as a failed resource: that
 * one is expected.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && !(message.type() === 'warning' && /hydrat/i.test(message.text()))) return;
    if (message.location().url.endsWith('/api/check-auth-status') && message.text().includes('401')) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * The main text the server renders for a fresh visit of the page's address in the language
 * (fetched by the page, with its cookies), without white space: the pieces between the parts the
 * browser fills in itself (aria-busy placeholders such as the game board's 'Loading the word
 * lists…'). Remembered per page and address: a walk comes back to the same pages.
 */
const freshTexts = new WeakMap<Page, Map<string, { title: string; pieces: string[] }>>();
export async function freshPage(page: Page, language: LanguageCode): Promise<{ title: string; pieces: string[] }> {
  const url = new URL(page.url());
  url.searchParams.set('lang', language);
  const address = url.toString();
  const known = freshTexts.get(page) ?? new Map<string, { title: string; pieces: string[] }>();
  freshTexts.set(page, known);
  const cached = known.get(address);
  if (cached) return cached;
  const fresh = await page.evaluate(async (href) => {
    const html = await (await fetch(href, { credentials: 'same-origin' })).text();
    const document = new DOMParser().parseFromString(html, 'text/html');
    const main = document.querySelector('main');
    if (!main) return { title: document.title, pieces: [''] };
    const result: string[] = [''];
    const walk = (node: Node) => {
      if (node instanceof Element && node.getAttribute('aria-busy') === 'true') result.push('');
      else if (node.nodeType === Node.TEXT_NODE) result[result.length - 1] += (node.textContent ?? '').replace(/\s+/g, '');
      else node.childNodes.forEach(walk);
    };
    walk(main);
    return { title: document.title, pieces: result };
  }, address);
  known.set(address, fresh);
  return fresh;
}

/** What a stop shows, read in one round trip: the document's language, the navigation state, the heading, the main text. */
interface StopState {
  lang: string;
  dir: string;
  navigation: string | null;
  heading: boolean;
  busy: number;
  mainText: string;
  title: string;
}

function readStop(page: Page): Promise<StopState> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      navigation: document.querySelector('.navigation-status')?.getAttribute('data-navigation') ?? null,
      heading: heading !== null && heading.checkVisibility(),
      busy: document.querySelectorAll('[aria-busy="true"]').length,
      mainText: (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ''),
      title: document.title,
    };
  });
}

/** Whether the shown text is the fresh one: equal, or, around the browser's own parts, holding its pieces in order. */
function readsAsFresh(shown: string, pieces: readonly string[]): boolean {
  if (pieces.length === 1) return shown === pieces[0];
  let from = 0;
  for (const piece of pieces) {
    const at = shown.indexOf(piece, from);
    if (at < 0 || (from === 0 && at !== 0)) return false;
    from = at + piece.length;
  }
  return true;
}

export interface StopOptions {
  /** Compare the whole main text with a fresh visit (off for pages whose content the browser makes, such as the apps). */
  compareText?: boolean;
}

/**
 * Checks a stop of a journey once the page has settled: the language on the document, the
 * 'Loading...' notice gone, the main text as a fresh visit shows it, no raw key; Arabic numbers
 * in Arabic-Indic digits. Returns the problems found (the caller reports them all at once); a page
 * that never settles (wrong language, navigation still loading, no heading) fails at once. The page
 * is read in one round trip per poll, not one per property: a walk makes hundreds of stops.
 */
export async function checkStop(page: Page, language: LanguageCode, { compareText = true }: StopOptions = {}): Promise<string[]> {
  const where = `${new URL(page.url()).pathname} (${language})`;
  const problems: string[] = [];
  const expected = { lang: LANGUAGES[language].locale, dir: LANGUAGES[language].dir, navigation: 'idle', heading: true };
  let state = await readStop(page);
  await expect
    .poll(
      async () => {
        state = await readStop(page);
        return { lang: state.lang, dir: state.dir, navigation: state.navigation, heading: state.heading };
      },
      { message: `${where}: settled in its language with a visible main heading` },
    )
    .toEqual(expected);
  if (compareText) {
    const fresh = await freshPage(page, language);
    const matches = () => ({ text: readsAsFresh(state.mainText, fresh.pieces), title: state.title === fresh.title });
    try {
      await expect
        .poll(async () => {
          state = await readStop(page);
          return matches();
        })
        .toEqual({ text: true, title: true });
    } catch {
      const { text, title } = matches();
      if (!text) problems.push(`${where}: the main text differs from a fresh visit: ${state.mainText.slice(0, 160)} … expected ${fresh.pieces.join(' … ').slice(0, 160)}`);
      if (!title) problems.push(`${where}: the title is '${state.title}', a fresh visit's '${fresh.title}'`);
    }
  } else {
    await expect.poll(async () => (state = await readStop(page)).busy, { message: `${where}: nothing busy` }).toBe(0);
  }
  for (const key of await rawKeysOn(page)) problems.push(`${where}: raw key ${key}`);
  if (language === 'ar') for (const number of await westernNumbersOn(page)) problems.push(`${where}: Western digits ${number}`);
  return problems;
}

/** Clicks the flag of a language in the page's language selector (opening the longer list when needed). */
export async function clickFlag(page: Page, language: LanguageCode): Promise<void> {
  const selector = page.locator('.language-selector');
  const flag = selector.locator(`button.flag-button[title="${LANGUAGES[language].name}"]`);
  if ((await flag.count()) === 0) await selector.locator('button.more-languages').click();
  // Every state the page passes through, as (pressed flag, page heading) at each change of the DOM:
  // the interface and the page text switch in one step (decision 011), so the page is never seen
  // with the new flag pressed over the old text, or the other way round.
  await page.evaluate(() => {
    const read = () => [document.querySelector('.language-selector [aria-pressed="true"]')?.getAttribute('title') ?? '', document.querySelector('main h1')?.textContent ?? ''];
    const states = [read()];
    const observer = new MutationObserver(() => states.push(read()));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    Object.assign(window, { languageSwitchStates: () => (observer.disconnect(), states) });
  });
  await flag.click();
  // The address changes when the page has landed, a moment before it shows: the flag pressed is
  // the interface in the new language, with the page text.
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]lang=${language}(&|$|#)`));
  const states = await page.evaluate(() => (window as unknown as { languageSwitchStates(): string[][] }).languageSwitchStates());
  const [before, after] = [states[0]!.join(' | '), states.at(-1)!.join(' | ')];
  expect(states.map((state) => state.join(' | ')).filter((state) => state !== before && state !== after), 'flag and page text switch together').toEqual([]);
}

/** The other same-site addresses a page links to (path and query without ?lang=), in document order. */
export async function sameSiteLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.filter((anchor) => !anchor.hasAttribute('download') && anchor.getAttribute('target') !== '_blank').map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const here = new URL(page.url());
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === here.origin && url.pathname !== here.pathname && !/\.[a-z0-9]{2,4}$/i.test(url.pathname) && url.pathname !== '/log_out')
    .map((url) => {
      url.searchParams.delete('lang');
      return `${url.pathname}${url.search}`;
    });
  return [...new Set(paths)];
}

/** Clicks the first visible link to the address (as sameSiteLinks gives it) and waits for the address to change. */
export async function followLink(page: Page, address: string): Promise<void> {
  const target = new URL(address, page.url());
  // After a step back the address changes before the page it names is on screen: wait for the link.
  // The link found is marked and clicked by its mark, not by its place among the links: the menu
  // may gain or lose a link between the look and the click (a member's state arriving).
  const markVisibleLink = () =>
    page.locator('a[href]').evaluateAll((anchors, wanted) => {
      const found = anchors.find((anchor) => !anchor.getAttribute('href')?.startsWith('#') && (anchor as HTMLAnchorElement).origin === location.origin && (anchor as HTMLAnchorElement).pathname === wanted && anchor.checkVisibility());
      for (const anchor of anchors) anchor.removeAttribute('data-walk-target');
      found?.setAttribute('data-walk-target', '');
      return found !== undefined;
    }, target.pathname);
  await expect(async () => {
    expect(await markVisibleLink()).toBe(true);
    await page.locator('a[data-walk-target]').click({ timeout: 2_000 });
  }, `a visible link to ${address} on ${page.url()}`).toPass({ timeout: 15_000 });
  await page.waitForURL((url) => url.pathname === target.pathname, { timeout: 15_000 });
  await afterSignOnHop(page);
}

/**
 * A visitor who reaches the login form of a public host inside the app is first passed through the
 * account home (single sign-on, docs/decisions/016; the account home asks itself): by page loads
 * the login form comes back, marked asked=1. Waits until it has, and the page has hydrated; at once on any other page.
 */
export async function afterSignOnHop(page: Page): Promise<void> {
  const hopping = (url: URL) => url.pathname.startsWith('/sign-in/') || (url.protocol === 'https:' && url.pathname === '/login' && !url.searchParams.has('asked'));
  if (!hopping(new URL(page.url()))) return;
  await page.waitForURL((url) => !hopping(url), { timeout: 15_000 });
  await hydrated(page);
}

/**
 * Whether this test is the first of the run to audit a page template (what the main element holds
 * first: its tag and classes) in a theme and direction:
 * the walks share the claims through files (each worker is its own process), so axe runs once per
 * template × theme × direction in a run, whichever walk reaches it first.
 */
export async function claimAudit(page: Page): Promise<boolean> {
  const { template, direction, dark } = await page.evaluate(() => {
    const first = document.querySelector('main')?.firstElementChild;
    return {
      template: first ? `${first.tagName.toLowerCase()}.${[...first.classList].sort().join('.')}` : 'empty',
      direction: document.documentElement.dir,
      dark: document.body.classList.contains('dark-mode') || matchMedia('(prefers-color-scheme: dark)').matches,
    };
  });
  const folder = path.resolve('.tmp/e2e-audits', process.env.E2E_RUN_ID ?? 'run');
  mkdirSync(folder, { recursive: true });
  try {
    closeSync(openSync(path.join(folder, `${direction}-${dark ? 'dark' : 'light'}-${template.replace(/[^a-z0-9.-]/gi, '_')}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** axe-core's serious and critical findings on the page as shown, once per template × theme × direction in a run. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  if (!(await claimAudit(page))) return [];
  return seriousAccessibilityProblems(page);
}

/** The scripts a page loads that belong to another site than the given one (support/chunks.ts). */
export function watchForeignScripts(page: Page, set: string): { foreign: string[]; own: string[] } {
  const seen = { foreign: [] as string[], own: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js')) return;
    const owner = CHUNK_OWNERS.get(path);
    if (owner === set) seen.own.push(path);
    else if (owner) seen.foreign.push(path);
  });
  return seen;
}
