import { describe, expect, it } from 'vitest';
import { STORED_DATA_VERSION } from '@shared/constants';
import { DEFAULT_SETTINGS, VERSION_KEY, createSettingsStore } from './settings-store';
import { MemoryStorage } from '@client/testing/memory-storage';

describe('settings store versioning', () => {
  it('clears storage and writes defaults with version 4 when the stored version is older', () => {
    const storage = new MemoryStorage();
    storage.setItem(VERSION_KEY, '3');
    storage.setItem('languageShort', '"de"');
    storage.setItem('someOldEntry', 'x');
    const store = createSettingsStore(storage);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(storage.getItem(VERSION_KEY)).toBe(String(STORED_DATA_VERSION));
    expect(storage.getItem('someOldEntry')).toBeNull();
    expect(storage.getItem('languageShort')).toBe('null');
  });

  it('keeps the data of a newer version (written by a later release) instead of clearing it', () => {
    const storage = new MemoryStorage();
    storage.setItem(VERSION_KEY, String(STORED_DATA_VERSION + 1));
    storage.setItem('languageShort', '"ar"');
    storage.setItem('someLaterEntry', 'kept');
    expect(createSettingsStore(storage).get().languageShort).toBe('ar');
    expect(storage.getItem('someLaterEntry')).toBe('kept');
  });

  it('treats a missing or corrupt version like an old one', () => {
    const storage = new MemoryStorage();
    storage.setItem(VERSION_KEY, '{broken');
    storage.setItem('darkMode', 'true');
    expect(createSettingsStore(storage).get().darkMode).toBeNull();
  });

  it('reads a version written as a big integer', () => {
    const storage = new MemoryStorage();
    storage.setItem(VERSION_KEY, '"4n"');
    storage.setItem('darkMode', 'false');
    expect(createSettingsStore(storage).get().darkMode).toBe(false);
  });

  it('keeps current settings and ignores invalid entries', () => {
    const storage = new MemoryStorage();
    createSettingsStore(storage).set({ languageShort: 'ar', darkMode: true });
    storage.setItem('path', '42');
    const reopened = createSettingsStore(storage).get();
    expect(reopened).toMatchObject({ languageShort: 'ar', darkMode: true, path: '/' });
  });
});

describe('browser-memory option', () => {
  it('clears stored entries when switched off and keeps only that choice', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    store.set({ languageShort: 'de', darkMode: false });
    store.set({ keepOptions: false });
    expect(store.get().languageShort).toBe('de');
    expect(storage.getItem('languageShort')).toBeNull();
    expect(storage.getItem('keepOptions')).toBe('false');
    store.set({ languageShort: 'it' });
    expect(storage.getItem('languageShort')).toBeNull();
    const reopened = createSettingsStore(storage).get();
    expect(reopened).toMatchObject({ keepOptions: false, languageShort: null });
  });

  it('factory reset restores the defaults and notifies listeners', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    store.set({ languageShort: 'ru', keepOptions: false });
    const seen: unknown[] = [];
    store.subscribe((settings) => seen.push(settings));
    store.reset();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(storage.getItem('keepOptions')).toBe('true');
    expect(seen).toHaveLength(1);
  });

  it('works without any storage', () => {
    const store = createSettingsStore(null);
    store.set({ darkMode: true });
    expect(store.get().darkMode).toBe(true);
    expect(store.usage()).toEqual([]);
  });
});

describe('stored entries, import and replace listeners', () => {
  it('lists every stored entry with its text, sorted by key', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    storage.setItem('timeRecording.events', '[]');
    const entries = store.entries();
    expect(entries.map((entry) => entry.key)).toEqual([...entries.map((entry) => entry.key)].sort());
    expect(entries).toContainEqual({ key: 'timeRecording.events', text: '[]' });
    expect(entries).toContainEqual({ key: VERSION_KEY, text: String(STORED_DATA_VERSION) });
  });

  it('replaces settings and all other entries on import, and tells the replace listeners first', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    storage.setItem('dataTypes.area', '"old"');
    storage.setItem('stray', 'x');
    const order: string[] = [];
    store.onReplace((data) => order.push(`replace:${[...data.keys()].join(',')}`));
    store.subscribe(() => order.push('settings'));
    store.replaceAll({ ...DEFAULT_SETTINGS, languageShort: 'de' }, new Map([['timeRecording.events', '[1]'], ['languageShort', '"ru"']]));
    expect(order).toEqual(['replace:timeRecording.events,languageShort', 'settings']);
    expect(store.get().languageShort).toBe('de');
    expect(storage.getItem('languageShort')).toBe('"de"');
    expect(storage.getItem('timeRecording.events')).toBe('[1]');
    expect(storage.getItem('dataTypes.area')).toBeNull();
    expect(storage.getItem('stray')).toBeNull();
  });

  it('keeps imported data out of the browser when the imported settings say so', () => {
    const storage = new MemoryStorage();
    const store = createSettingsStore(storage);
    store.replaceAll({ ...DEFAULT_SETTINGS, keepOptions: false }, new Map([['timeRecording.events', '[1]']]));
    expect(storage.getItem('timeRecording.events')).toBeNull();
    expect(storage.getItem('keepOptions')).toBe('false');
  });

  it('tells the replace listeners about a factory reset with no data', () => {
    const store = createSettingsStore(new MemoryStorage());
    const seen: number[] = [];
    const stop = store.onReplace((data) => seen.push(data.size));
    store.reset();
    stop();
    store.reset();
    expect(seen).toEqual([0]);
  });
});
