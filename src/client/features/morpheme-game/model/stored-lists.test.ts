import { describe, expect, it } from 'vitest';
import { type StoredLists, decodeStoredLists, encodeStoredLists } from './stored-lists';

describe('stored lists', () => {
  const lists: StoredLists = {
    en: { morphemes: [{ text: 'un', category: 'prefix', meaning: 'not' }] },
    de: { categories: [{ id: 'prefix', colour: 'green', label: 'Präfix' }] },
  };

  it('read back what was written', () => {
    expect(decodeStoredLists(encodeStoredLists(lists))).toEqual(lists);
  });

  it('drop what is damaged', () => {
    expect(decodeStoredLists(null)).toEqual({});
    expect(decodeStoredLists('{not json')).toEqual({});
    expect(decodeStoredLists('[1,2]')).toEqual({});
    expect(decodeStoredLists(JSON.stringify({ en: { categories: [{ id: 'x', colour: 'teal', label: 'X' }] }, de: 'x' }))).toEqual({});
    expect(decodeStoredLists(JSON.stringify({ en: { morphemes: [], categories: lists.de!.categories } }))).toEqual({ en: { categories: lists.de!.categories } });
  });
});
