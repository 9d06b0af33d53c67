import { describe, expect, it } from 'vitest';
import { NO_LANGUAGE_CHANGES, addLanguage, setActive, setCatalogue } from './language-operations';
import { ACTIVE_KEY, ADDED_KEY, EDITED_PREFIX, readStoredLanguages, storedLanguageEntries } from './stored-languages';

const english = { 'routes.home': 'Home', 'routes.login': 'Login' };

describe('stored languages', () => {
  it('round-trips added languages, edited catalogues and the interface choice', () => {
    let state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'pt-BR', name: 'Português' }, english);
    state = setCatalogue(state, 'de', { 'routes.home': 'Start', 'routes.login': '' });
    state = setActive(state, 'pt-BR');
    const entries = storedLanguageEntries(state);
    expect([...entries.keys()].sort()).toEqual([ACTIVE_KEY, ADDED_KEY, `${EDITED_PREFIX}de`, `${EDITED_PREFIX}pt-BR`]);
    expect(entries.get(`${EDITED_PREFIX}de`)).toBe('{"routes":{"home":"Start","login":""}}');
    expect(readStoredLanguages(entries)).toEqual(state);
  });

  it('stores nothing for no changes', () => {
    expect(storedLanguageEntries(NO_LANGUAGE_CHANGES).size).toBe(0);
    expect(readStoredLanguages(new Map())).toEqual(NO_LANGUAGE_CHANGES);
  });

  it('ignores corrupt and unfitting entries one by one', () => {
    const state = readStoredLanguages(
      new Map([
        [ADDED_KEY, JSON.stringify([{ code: 'fr', name: 'Français' }, { code: 'de', name: 'Deutsch' }, { code: 'bad code', name: 'x' }, { code: 'it-CH', name: ' ' }, 'x'])],
        [`${EDITED_PREFIX}de`, '{broken'],
        [`${EDITED_PREFIX}es`, '{"routes":{"home":5}}'],
        [`${EDITED_PREFIX}xx`, '{"routes":{"home":"?"}}'],
        [`${EDITED_PREFIX}ru`, '{"routes":{"home":"Главная"}}'],
        [ACTIVE_KEY, '"xx"'],
      ]),
    );
    expect(state).toEqual({ added: [{ code: 'fr', name: 'Français' }], edited: { fr: {}, ru: { 'routes.home': 'Главная' } }, active: null });
  });
});
