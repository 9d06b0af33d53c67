// The shipped word lists of every language in data/<code>/: every file parses with the same
// columns and the standard categories, every word is built exactly from morphemes of its own
// language, nothing is listed twice, the lists are large enough to play with, and no word or hint
// of a non-English list is an English one.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@shared/languages';
import { MORPHEME_CATEGORIES } from './categories';
import { CATEGORY_COLUMNS, MORPHEME_COLUMNS, WORD_COLUMNS, parseCategoriesCsv, parseMorphemesCsv, parseWordsCsv } from './csv';
import { LIST_FALLBACK_LANGUAGE } from './list-language';
import { buildWord, normaliseWord, resolveParts } from './word-building';
import { morphemeKey } from './word-lists';

const DATA = 'src/client/features/morpheme-game/data';
const LIST_NAMES = ['categories', 'morphemes', 'words'] as const;
/** A category a language may lack: the legend then says the language has none (SPEC §3 names it "where it exists"). */
const OPTIONAL_CATEGORIES = ['circumfix'];
/** Words of a language spelt as a word of the English list: real cognates, each checked by hand. */
const SHARED_SPELLINGS: Record<string, readonly string[]> = {
  de: ['kinder', 'thermometer', 'astronaut'],
};

const read = (language: string, list: string) => readFileSync(`${DATA}/${language}/${list}.csv`, 'utf8');
const header = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!.split(',');
const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

function readLists(language: string) {
  const categories = parseCategoriesCsv(read(language, 'categories'));
  const categoryRows = categories.ok ? categories.rows : [];
  const morphemes = parseMorphemesCsv(read(language, 'morphemes'), categoryRows);
  const words = parseWordsCsv(read(language, 'words'));
  return { categories, morphemes, words, categoryRows, morphemeRows: morphemes.ok ? morphemes.rows : [], wordRows: words.ok ? words.rows : [] };
}

const LANGUAGES = readdirSync(DATA, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const english = readLists(LIST_FALLBACK_LANGUAGE);

it('has lists in English and German at least, each in a folder named by a language of the site', () => {
  expect(LANGUAGES).toEqual(expect.arrayContaining(['de', 'en']));
  expect(LANGUAGES.filter((code) => !(LANGUAGE_CODES as readonly string[]).includes(code))).toEqual([]);
});

describe.each(LANGUAGES)('the %s lists', (language) => {
  const { categories, morphemes, words, categoryRows, morphemeRows, wordRows } = readLists(language);

  it('have the three files with the columns of the format, in its order', () => {
    const columns = { categories: CATEGORY_COLUMNS, morphemes: MORPHEME_COLUMNS, words: WORD_COLUMNS };
    for (const list of LIST_NAMES) expect(header(read(language, list)), list).toEqual([...columns[list]]);
  });

  it('parse without problems', () => {
    expect(categories.ok ? [] : categories.problems).toEqual([]);
    expect(morphemes.ok ? [] : morphemes.problems).toEqual([]);
    expect(words.ok ? [] : words.problems).toEqual([]);
  });

  it('name exactly the standard categories, with their colours, once each', () => {
    expect(categoryRows.map(({ id, colour }) => ({ id, colour }))).toEqual(MORPHEME_CATEGORIES.map(({ id, colour }) => ({ id, colour })));
  });

  it('hold enough morphemes and words, and morphemes of every category but one the language lacks', () => {
    expect(morphemeRows.length).toBeGreaterThanOrEqual(150);
    expect(wordRows.length).toBeGreaterThanOrEqual(250);
    const empty = categoryRows.filter((category) => !morphemeRows.some((morpheme) => morpheme.category === category.id)).map((category) => category.id);
    expect(empty.filter((id) => !OPTIONAL_CATEGORIES.includes(id))).toEqual([]);
  });

  it('build every word from morphemes of the same language', () => {
    const wrong = wordRows.flatMap((entry) => {
      const resolution = resolveParts(entry.parts, morphemeRows);
      if (!resolution.ok) return [`${entry.word}: ${resolution.reason} ${resolution.reference}`];
      const built = buildWord(resolution.morphemes);
      return normaliseWord(built) === normaliseWord(entry.word) ? [] : [`${entry.word}: built ${built}`];
    });
    expect(wrong).toEqual([]);
  });

  it('list each morpheme, word and hint once', () => {
    expect(duplicates(morphemeRows.map(morphemeKey))).toEqual([]);
    expect(duplicates(wordRows.map((entry) => normaliseWord(entry.word)))).toEqual([]);
    expect(duplicates(wordRows.map((entry) => entry.hint))).toEqual([]);
  });

});

describe.each(LANGUAGES.filter((language) => language !== LIST_FALLBACK_LANGUAGE))('the %s lists beside the English ones', (language) => {
  const { wordRows } = readLists(language);

  it('hold no word or hint of the English lists', () => {
    const englishWords = new Set(english.wordRows.map((entry) => normaliseWord(entry.word)));
    const englishHints = new Set(english.wordRows.map((entry) => entry.hint));
    const shared = SHARED_SPELLINGS[language] ?? [];
    const englishOnes = wordRows.map((entry) => normaliseWord(entry.word)).filter((word) => englishWords.has(word));
    expect(englishOnes.filter((word) => !shared.includes(word))).toEqual([]);
    expect(wordRows.filter((entry) => englishHints.has(entry.hint)).map((entry) => entry.hint)).toEqual([]);
  });
});
