// Every catalogue has every key of English, with the plural forms its language needs, the same
// placeholders, and a translated value (an explicit allow-list names what may equal English).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Values that may stay in English: brand names and language-neutral formats. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  '*': ['shell.footer.hi', 'dates.longWithTime', 'routes.contentWriting'],
  de: ['routes.auschwitz', 'morpheme.categories.suffix'],
  es: ['dashboard.no', 'routes.auschwitz'],
  it: ['dashboard.no', 'routes.auschwitz', 'routes.cv', 'login.password'],
};

/** The main catalogue (its shell and page texts parts), every feature's own namespace catalogue and the server's mail and structured-data catalogues. */
const FEATURES_DIR = 'src/client/features';
const MAIN_DIR = 'src/client/core/i18n/locales';
const CATALOGUE_DIRS = [
  MAIN_DIR,
  `${MAIN_DIR}/pages`,
  ...readdirSync(FEATURES_DIR).map((feature) => `${FEATURES_DIR}/${feature}/locales`),
  'src/server/mail/locales',
  'src/server/pages/structured-data/locales',
  'src/server/pages/calendar/locales',
  'src/server/pages/offline-page/locales',
].filter((dir) => existsSync(`${dir}/en.json`));

function load(dir: string, code: string): Tree {
  return JSON.parse(readFileSync(`${dir}/${code}.json`, 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, childValue] of flatten(value, path)) entries.set(childPath, childValue);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

const cases = CATALOGUE_DIRS.flatMap((dir) => LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => [dir, code] as const));

describe.each(cases)('catalogue %s/%s', (dir, code) => {
  const english = flatten(load(dir, 'en'));
  const pluralBases = new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const simpleKeys = [...english.keys()].filter((key) => !PLURAL_SUFFIX.test(key));
  it('exists', () => expect(existsSync(`${dir}/${code}.json`)).toBe(true));
  const catalogue = existsSync(`${dir}/${code}.json`) ? flatten(load(dir, code)) : new Map<string, string>();
  // A feature may list its own brand words and units in locales/same-as-english.json.
  const local = (existsSync(`${dir}/same-as-english.json`) ? JSON.parse(readFileSync(`${dir}/same-as-english.json`, 'utf8')) : {}) as Record<string, string[]>;
  const lists = dir.startsWith(MAIN_DIR) ? SAME_AS_ENGLISH : local;
  const allowed = new Set([...(lists['*'] ?? []), ...(lists[code] ?? [])]);

  it('has every key that English has, and no others', () => {
    expect(simpleKeys.filter((key) => !catalogue.has(key))).toEqual([]);
    const known = (key: string) => english.has(key) || pluralBases.has(key.replace(PLURAL_SUFFIX, ''));
    expect([...catalogue.keys()].filter((key) => !known(key))).toEqual([]);
  });

  it('has exactly the plural forms of its language', () => {
    const categories = new Intl.PluralRules(LANGUAGES[code].locale).resolvedOptions().pluralCategories.slice().sort();
    for (const base of pluralBases) {
      const forms = [...catalogue.keys()].filter((key) => key.replace(PLURAL_SUFFIX, '') === base).map((key) => PLURAL_SUFFIX.exec(key)![1]);
      expect(forms.sort(), base).toEqual(categories);
    }
  });

  it('translates every value', () => {
    const untranslated = simpleKeys.filter((key) => !allowed.has(key) && catalogue.get(key) === english.get(key));
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of every value', () => {
    for (const key of simpleKeys) {
      expect(placeholders(catalogue.get(key) ?? ''), key).toEqual(placeholders(english.get(key)!));
    }
  });
});

describe.each(LANGUAGE_CODES)('main catalogue %s', (code) => {
  it('has its parts side by side: no top-level key in both the shell texts and the page texts', () => {
    const shell = Object.keys(load(MAIN_DIR, code));
    const pages = Object.keys(load(`${MAIN_DIR}/pages`, code));
    expect(pages.length).toBeGreaterThan(0);
    expect(shell.filter((key) => pages.includes(key))).toEqual([]);
  });
});
