import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, createSettingsStore } from '@client/core/settings/settings-store';
import { NO_LANGUAGE_CHANGES, addLanguage, setCatalogue } from './language-operations';
import { createLanguageStore } from './language-store';
import { ADDED_KEY, EDITED_PREFIX } from './stored-languages';
import { MemoryStorage } from '@client/testing/memory-storage';


const english = { 'routes.home': 'Home' };

function open(storage = new MemoryStorage()) {
  const settings = createSettingsStore(storage);
  return { storage, settings, languages: createLanguageStore(storage, settings) };
}

describe('language store', () => {
  it('keeps changes in local storage and reads them again', () => {
    const { storage, settings, languages } = open();
    const seen: unknown[] = [];
    languages.subscribe((state, previous) => seen.push([state, previous]));
    const state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'fr', name: 'Français' }, english);
    expect(languages.set(state)).toBe(true);
    expect(seen).toEqual([[state, NO_LANGUAGE_CHANGES]]);
    expect(storage.getItem(ADDED_KEY)).toBe('[{"code":"fr","name":"Français"}]');
    expect(createLanguageStore(storage, settings).get()).toEqual(state);
    languages.set(NO_LANGUAGE_CHANGES);
    expect(storage.getItem(ADDED_KEY)).toBeNull();
    expect(storage.getItem(`${EDITED_PREFIX}fr`)).toBeNull();
  });

  it('keeps changes in memory only while the browser memory is off, and stores them when it is on again', () => {
    const { storage, settings, languages } = open();
    settings.set({ keepOptions: false });
    const state = setCatalogue(NO_LANGUAGE_CHANGES, 'de', { 'routes.home': 'Start' });
    languages.set(state);
    expect(languages.get()).toBe(state);
    expect(storage.getItem(`${EDITED_PREFIX}de`)).toBeNull();
    settings.set({ keepOptions: true });
    expect(storage.getItem(`${EDITED_PREFIX}de`)).toBe('{"routes":{"home":"Start"}}');
  });

  it('forgets everything on a factory reset, even from memory-only mode', () => {
    const { storage, settings, languages } = open();
    settings.set({ keepOptions: false });
    languages.set(setCatalogue(NO_LANGUAGE_CHANGES, 'de', { 'routes.home': 'Start' }));
    settings.reset();
    expect(languages.get()).toEqual(NO_LANGUAGE_CHANGES);
    expect(storage.getItem(`${EDITED_PREFIX}de`)).toBeNull();
  });

  it('takes the languages of an import', () => {
    const { settings, languages } = open();
    settings.replaceAll({ ...DEFAULT_SETTINGS, keepOptions: false }, new Map([[`${EDITED_PREFIX}ru`, '{"routes":{"home":"Дом"}}'], ['timeRecording.events', '[]']]));
    expect(languages.get().edited).toEqual({ ru: { 'routes.home': 'Дом' } });
  });

  it('says when the browser refused to store, and still applies the change', () => {
    const { storage, languages } = open();
    storage.failWrites = true;
    const state = setCatalogue(NO_LANGUAGE_CHANGES, 'de', { 'routes.home': 'Start' });
    expect(languages.set(state)).toBe(false);
    expect(languages.get()).toBe(state);
  });

  it('works without storage', () => {
    const settings = createSettingsStore(null);
    const languages = createLanguageStore(null, settings);
    expect(languages.set(setCatalogue(NO_LANGUAGE_CHANGES, 'de', english))).toBe(true);
  });
});
