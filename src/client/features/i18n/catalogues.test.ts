// Every catalogue has every key of English, with the plural forms its language needs, the same
// placeholders, and a translated value (an explicit allow-list names what may equal English).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_CODES } from '../../../shared/languages';

type Tree = { [key: string]: string | Tree };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Values that may stay in English: brand names and language-neutral formats. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  '*': ['shell.footer.hi', 'dates.longWithTime', 'routes.contentWriting'],
  de: ['routes.auschwitz', 'morpheme.categories.suffix'],
  es: ['dashboard.no', 'routes.auschwitz'],
  it: ['dashboard.no', 'routes.auschwitz'],
};

function load(code: string): Tree {
  return JSON.parse(readFileSync(new URL(`./locales/${code}.json`, import.meta.url), 'utf8')) as Tree;
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

const english = flatten(load('en'));
const pluralBases = new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
const simpleKeys = [...english.keys()].filter((key) => !PLURAL_SUFFIX.test(key));

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('catalogue %s', (code) => {
  const catalogue = flatten(load(code));
  const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[code] ?? [])]);

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
