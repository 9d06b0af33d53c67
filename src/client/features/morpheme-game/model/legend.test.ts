import { describe, expect, it } from 'vitest';
import { legendEntries } from './legend';
import type { Category } from './word-lists';

const CATEGORIES: Category[] = [
  { id: 'prefix', colour: 'green', label: 'Prefijo' },
  { id: 'circumfix', colour: 'yellow', label: 'Circunfijo' },
];
const MORPHEMES = [{ category: 'prefix' }];

describe('the legend', () => {
  it('lists every category and marks none absent that has morphemes', () => {
    const entries = legendEntries(CATEGORIES, [...MORPHEMES, { category: 'circumfix' }], { ownLanguage: true, uploadedMorphemes: false });
    expect(entries.map((entry) => [entry.category.id, entry.absence])).toEqual([
      ['prefix', null],
      ['circumfix', null],
    ]);
  });

  it('says the language has none when its own shipped lists have no morpheme of a category', () => {
    const entries = legendEntries(CATEGORIES, MORPHEMES, { ownLanguage: true, uploadedMorphemes: false });
    expect(entries.map((entry) => [entry.category.id, entry.absence])).toEqual([
      ['prefix', null],
      ['circumfix', 'language'],
    ]);
  });

  it('says only the lists in use have none when they are the English stand-in or an upload', () => {
    expect(legendEntries(CATEGORIES, MORPHEMES, { ownLanguage: false, uploadedMorphemes: false })[1]?.absence).toBe('lists');
    expect(legendEntries(CATEGORIES, MORPHEMES, { ownLanguage: true, uploadedMorphemes: true })[1]?.absence).toBe('lists');
  });
});
