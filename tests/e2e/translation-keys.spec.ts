// No page shows a raw translation key (a missing text shows its key): every route of every site,
// and the member pages and apps, in English and Arabic. Arabic pages also write every number in
// Arabic-Indic digits, as their texts do (Intl output and counts in messages alike); Western digits
// stay only inside names and codes such as UTF-16, FFP2, IEC 61131-3 or a phone number.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SITE_PAGES } from '@shared/site-pages';
import { MEMBER_TOOLS } from '@shared/routes';
import { SITES, httpsUrl } from './support/hosts';
import { TEST_ACCOUNTS } from './support/accounts';
import { logIn } from './support/actions';
import { expect, test } from './support/test';

type Tree = { [key: string]: string | Tree };

/** Every key of every English catalogue (plural suffixes dropped), as a missing text would show it. */
function catalogueKeys(): Set<string> {
  const files = [
    'src/client/core/i18n/locales/en.json',
    'src/client/core/i18n/locales/pages/en.json',
    ...readdirSync('src/client/features').map((feature) => path.join('src/client/features', feature, 'locales/en.json')),
  ].filter((file) => {
    try {
      return readFileSync(file).length > 0;
    } catch {
      return false;
    }
  });
  const keys = new Set<string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') keys.add(full.replace(/_(zero|one|two|few|many|other)$/, ''));
      else walk(value, full);
    }
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')) as Tree, '');
  return keys;
}

/** Keys a text could not contain as an ordinary word ('loading' could; 'routes.home' could not). */
const KEYS = new Set([...catalogueKeys()].filter((key) => /[._/A-Z]/.test(key)));

async function rawKeysOn(page: Page): Promise<string[]> {
  // The catalogue editor shows keys on purpose, in <code>; everything else is text for the visitor.
  const text = await page.evaluate(() => {
    const codes = [...document.querySelectorAll('code')];
    codes.forEach((code) => (code.hidden = true));
    const shown = document.body.innerText;
    codes.forEach((code) => (code.hidden = false));
    return shown;
  });
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    ),
  );
  return [...new Set([text, ...attributes].flatMap((value) => value.split(/[\s()«»"“”,;:!?]+/)).filter((token) => KEYS.has(token)))];
}

/** Numbers in Western digits that are not part of a name or code (see above). */
async function westernNumbersOn(page: Page): Promise<string[]> {
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
    const code = /[A-Za-z]/.test(token) || token.startsWith('+') || /^[0-9]+-[0-9]+$/.test(token) && /^[A-Z]{2,}$/.test(tokens[index - 1] ?? '');
    return !code && !/^[A-Z]{2,}$/.test(tokens[index - 1] ?? '') && !/^[0-9 +]+$/.test(`${tokens[index - 1] ?? ''}`);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`no raw translation key on any public page of any site in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const [name, domain] of Object.entries(SITES)) {
      const set = name.startsWith('provisional') ? 'provisional' : (name as keyof typeof SITE_PAGES);
      for (const pagePath of [...SITE_PAGES[set].pages, 'imprint', 'login', 'signup', 'no-such-page']) {
        await page.goto(httpsUrl(domain, `/${pagePath}?lang=${language}`));
        for (const key of await rawKeysOn(page)) found.push(`${domain}/${pagePath}: ${key}`);
        if (language === 'ar') for (const number of await westernNumbersOn(page)) found.push(`${domain}/${pagePath}: ${number}`);
      }
    }
    expect(found).toEqual([]);
  });

  test(`no raw translation key on the member pages and apps in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(httpsUrl(SITES.peace, '/login?lang=en'));
    await logIn(page, TEST_ACCOUNTS.owner);
    const found: string[] = [];
    for (const pagePath of ['dashboard', 'protected', 'intern', 'intern/chat', 'intern/doc', 'various', ...MEMBER_TOOLS, 'admin']) {
      await page.goto(httpsUrl(SITES.peace, `/${pagePath}?lang=${language}`));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const key of await rawKeysOn(page)) found.push(`${pagePath}: ${key}`);
      if (language === 'ar') for (const number of await westernNumbersOn(page)) found.push(`${pagePath}: ${number}`);
    }
    expect(found).toEqual([]);
  });
}
