// The shipped word lists: every file parses, every word is built exactly from its parts, and the
// lists are large enough to play with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isStandardCategory } from './categories';
import { parseCategoriesCsv, parseMorphemesCsv, parseWordsCsv } from './csv';
import { buildWord, normaliseWord, resolveParts } from './word-building';

const read = (language: string, list: string) => readFileSync(`src/client/features/morpheme-game/data/${language}/${list}.csv`, 'utf8');

describe.each(['en', 'de'])('the %s lists', (language) => {
  const categories = parseCategoriesCsv(read(language, 'categories'));
  const categoryRows = categories.ok ? categories.rows : [];
  const morphemes = parseMorphemesCsv(read(language, 'morphemes'), categoryRows);
  const words = parseWordsCsv(read(language, 'words'));
  const morphemeRows = morphemes.ok ? morphemes.rows : [];
  const wordRows = words.ok ? words.rows : [];

  it('parse without problems', () => {
    expect(categories.ok ? [] : categories.problems).toEqual([]);
    expect(morphemes.ok ? [] : morphemes.problems).toEqual([]);
    expect(words.ok ? [] : words.problems).toEqual([]);
  });

  it('name every standard category', () => {
    expect(categoryRows.map((category) => category.id).filter(isStandardCategory)).toHaveLength(7);
  });

  it('hold enough morphemes of every category and enough words', () => {
    expect(morphemeRows.length).toBeGreaterThanOrEqual(150);
    expect(wordRows.length).toBeGreaterThanOrEqual(250);
    for (const category of categoryRows) expect(morphemeRows.some((morpheme) => morpheme.category === category.id), category.id).toBe(true);
  });

  it('build every word from its parts', () => {
    const wrong = wordRows.flatMap((entry) => {
      const resolution = resolveParts(entry.parts, morphemeRows);
      if (!resolution.ok) return [`${entry.word}: ${resolution.reason} ${resolution.reference}`];
      const built = buildWord(resolution.morphemes);
      return normaliseWord(built) === normaliseWord(entry.word) ? [] : [`${entry.word}: built ${built}`];
    });
    expect(wrong).toEqual([]);
  });

  it('list each word and each hint once', () => {
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(wordRows.map((entry) => normaliseWord(entry.word)))).toEqual([]);
    expect(duplicates(wordRows.map((entry) => entry.hint))).toEqual([]);
  });
});
