import { describe, expect, it } from 'vitest';
import {
  NO_LANGUAGE_CHANGES,
  addLanguage,
  catalogueOf,
  clearEntries,
  deleteLanguage,
  fillEmptyFromEnglish,
  isReferenceLanguage,
  catalogueVersion,
  listLanguages,
  overShipped,
  setActive,
  setCatalogue,
  updateEntries,
} from './language-operations';

const english = { 'routes.home': 'Home', 'shell.items_one': '{{count}} item', 'shell.items_other': '{{count}} items' };
const russianShipped = { 'routes.home': 'Главная', 'shell.items_one': '{{count}} предмет', 'shell.items_few': '', 'shell.items_many': '', 'shell.items_other': '' };
const shipped = { en: english, ru: russianShipped };

describe('add and delete', () => {
  it('adds a language with the keys of English, all empty', () => {
    const state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'fr', name: 'Français' }, english);
    expect(state.added).toEqual([{ code: 'fr', name: 'Français' }]);
    expect(state.edited.fr).toEqual({ 'routes.home': '', 'shell.items_one': '', 'shell.items_other': '' });
  });

  it('never adds a built-in or an existing language twice', () => {
    const state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'fr', name: 'Français' }, english);
    expect(addLanguage(state, { code: 'fr', name: 'Other' }, english)).toBe(state);
    expect(addLanguage(state, { code: 'de', name: 'Deutsch' }, english)).toBe(state);
  });

  it('deletes an added language with its catalogue, and the interface choice of it', () => {
    let state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'fr', name: 'Français' }, english);
    state = setActive(state, 'fr');
    expect(state.active).toBe('fr');
    state = deleteLanguage(state, 'fr');
    expect(state).toEqual(NO_LANGUAGE_CHANGES);
  });

  it('resets a built-in language to its shipped catalogue by deleting its edits', () => {
    const state = setCatalogue(NO_LANGUAGE_CHANGES, 'ru', { ...russianShipped, 'routes.home': 'Дом' });
    expect(catalogueOf(state, shipped, 'ru')?.['routes.home']).toBe('Дом');
    const reset = deleteLanguage(state, 'ru');
    expect(reset.edited).toEqual({});
    expect(catalogueOf(reset, shipped, 'ru')).toBe(russianShipped);
  });

  it('only remembers an added language as interface language', () => {
    expect(setActive(NO_LANGUAGE_CHANGES, 'de')).toBe(NO_LANGUAGE_CHANGES);
    expect(setActive(NO_LANGUAGE_CHANGES, 'xx').active).toBeNull();
    expect(setCatalogue(NO_LANGUAGE_CHANGES, 'xx', { a: 'b' })).toBe(NO_LANGUAGE_CHANGES);
  });
});

describe('edits over the shipped catalogue', () => {
  it('keeps shipped rows the edits lack, and an empty edit stays empty', () => {
    const partial = { 'routes.home': 'Дом', 'shell.items_few': '' };
    expect(overShipped(partial, russianShipped)).toEqual({ ...russianShipped, 'routes.home': 'Дом' });
    const state = setCatalogue(NO_LANGUAGE_CHANGES, 'ru', partial);
    expect(catalogueOf(state, shipped, 'ru')).toEqual({ ...russianShipped, 'routes.home': 'Дом' });
  });

  it('returns a complete edited catalogue itself, and either side alone', () => {
    const complete = { ...russianShipped, extra: 'x' };
    expect(overShipped(complete, russianShipped)).toBe(complete);
    expect(overShipped(undefined, russianShipped)).toBe(russianShipped);
    expect(overShipped(complete, undefined)).toBe(complete);
    expect(overShipped(undefined, undefined)).toBeUndefined();
  });
});

describe('entries', () => {
  it('updates entries the catalogue has and ignores others', () => {
    expect(updateEntries(english, { 'routes.home': 'Start', unknown: 'x' })).toEqual({ ...english, 'routes.home': 'Start' });
  });

  it('fills empty entries from English, plural forms English lacks from its other form', () => {
    expect(fillEmptyFromEnglish(russianShipped, english)).toEqual({
      'routes.home': 'Главная',
      'shell.items_one': '{{count}} предмет',
      'shell.items_few': '{{count}} items',
      'shell.items_many': '{{count}} items',
      'shell.items_other': '{{count}} items',
    });
    expect(fillEmptyFromEnglish({ lonely: '' }, english)).toEqual({ lonely: '' });
  });

  it('clears every entry and keeps the keys', () => {
    expect(clearEntries(russianShipped)).toEqual(Object.fromEntries(Object.keys(russianShipped).map((key) => [key, ''])));
  });

  it('treats English as the reference language', () => {
    expect(isReferenceLanguage('en')).toBe(true);
    expect(isReferenceLanguage('de')).toBe(false);
  });
});

describe('language list', () => {
  it('lists the eight built-in languages first, then the added ones, with rows and empty rows', () => {
    let state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'pt-BR', name: 'Português' }, english);
    state = setCatalogue(state, 'ru', fillEmptyFromEnglish(russianShipped, english));
    const list = listLanguages(state, shipped);
    expect(list.map((row) => row.code)).toEqual(['en', 'de', 'es', 'ru', 'ar', 'lt', 'it', 'ta', 'pt-BR']);
    expect(list[0]).toEqual({ code: 'en', name: 'English', builtIn: true, edited: false, rows: 3, empty: 0, version: catalogueVersion(english), dependencies: [] });
    expect(list.find((row) => row.code === 'ru')).toMatchObject({ edited: true, rows: 5, empty: 0, dependencies: ['en'] });
    expect(list.find((row) => row.code === 'de')).toMatchObject({ rows: 0, empty: 0 });
    expect(list.at(-1)).toEqual({
      code: 'pt-BR',
      name: 'Português',
      builtIn: false,
      edited: true,
      rows: 3,
      empty: 3,
      version: catalogueVersion(state.edited['pt-BR']!),
      dependencies: ['en'],
    });
  });

  it('gives every catalogue a version that changes with its entries and only with them', () => {
    expect(catalogueVersion(english)).toMatch(/^[0-9a-f]{8}$/);
    expect(catalogueVersion({ ...english })).toBe(catalogueVersion(english));
    expect(catalogueVersion({ ...english, 'routes.home': 'Start' })).not.toBe(catalogueVersion(english));
    expect(catalogueVersion({ 'a.b': 'c' })).not.toBe(catalogueVersion({ a: 'b.c' }));
    const edited = setCatalogue(NO_LANGUAGE_CHANGES, 'ru', fillEmptyFromEnglish(russianShipped, english));
    const before = listLanguages(NO_LANGUAGE_CHANGES, shipped).find((row) => row.code === 'ru')!;
    const after = listLanguages(edited, shipped).find((row) => row.code === 'ru')!;
    expect(after.version).not.toBe(before.version);
  });
});
