import { describe, expect, it } from 'vitest';
import { type CatalogueLoaders, createI18n } from '@client/core/i18n/i18n';
import { createSettingsStore } from '@client/core/settings/settings-store';
import { startLanguages } from './language-runtime';
import { NO_LANGUAGE_CHANGES, addLanguage, deleteLanguage, setCatalogue } from './model/language-operations';
import { ACTIVE_KEY, ADDED_KEY, EDITED_PREFIX } from './model/stored-languages';

const loaders: CatalogueLoaders = {
  './locales/en.json': async () => ({ default: { greeting: 'Hello', farewell: 'Goodbye' } }),
  './locales/de.json': async () => ({ default: { greeting: 'Hallo', farewell: 'Tschüss' } }),
};

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries({ storedDataVersion: '4', ...entries }));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

async function start(language: 'en' | 'de', entries: Record<string, string> = {}) {
  const i18n = await createI18n<string>(language, loaders);
  const storage = memoryStorage(entries);
  const settings = createSettingsStore(storage);
  const root = { lang: '', dir: '' } as HTMLElement;
  const runtime = await startLanguages(i18n, { settings, storage, root, startLanguage: language });
  return { i18n, storage, settings, root, runtime };
}

const english = { greeting: 'Hello', farewell: 'Goodbye' };

describe('language runtime', () => {
  it('applies stored edited catalogues at start-up', async () => {
    const { i18n } = await start('de', { [`${EDITED_PREFIX}de`]: '{"greeting":"Servus","farewell":""}' });
    expect(i18n.t('greeting')).toBe('Servus');
    expect(i18n.t('farewell')).toBe('Goodbye');
  });

  it('keeps shipped texts where a stored catalogue lacks rows', async () => {
    const { i18n } = await start('en', { [`${EDITED_PREFIX}en`]: '{"greeting":"Hi"}' });
    expect(i18n.t('greeting')).toBe('Hi');
    expect(i18n.t('farewell')).toBe('Goodbye');
  });

  it('applies an edit at once and re-renders, and restores the shipped catalogue', async () => {
    const { i18n, runtime } = await start('de');
    let renders = 0;
    i18n.subscribe(() => (renders += 1));
    runtime.store.set(setCatalogue(runtime.store.get(), 'de', { greeting: 'Grüß Gott', farewell: 'Tschüss' }));
    await runtime.settled();
    expect(i18n.t('greeting')).toBe('Grüß Gott');
    expect(renders).toBe(1);
    runtime.store.set(deleteLanguage(runtime.store.get(), 'de'));
    await runtime.settled();
    expect(i18n.t('greeting')).toBe('Hallo');
  });

  it('uses an added language with a region as interface language, English filling its gaps', async () => {
    const { i18n, runtime, root, storage } = await start('en');
    let state = addLanguage(NO_LANGUAGE_CHANGES, { code: 'pt-BR', name: 'Português' }, english);
    state = setCatalogue(state, 'pt-BR', { greeting: 'Olá', farewell: '' });
    runtime.store.set(state);
    await runtime.chooseAdded('pt-BR');
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('greeting')).toBe('Olá');
    expect(i18n.t('farewell')).toBe('Goodbye');
    expect(root.lang).toBe('pt-BR');
    expect(root.dir).toBe('ltr');
    expect(storage.getItem(ACTIVE_KEY)).toBe('"pt-BR"');
  });

  it('starts in the added language chosen before', async () => {
    const { i18n, root } = await start('de', {
      [ADDED_KEY]: '[{"code":"he","name":"עברית"}]',
      [`${EDITED_PREFIX}he`]: '{"greeting":"שלום","farewell":""}',
      [ACTIVE_KEY]: '"he"',
    });
    expect(i18n.language).toBe('he');
    expect(i18n.t('greeting')).toBe('שלום');
    expect(root.dir).toBe('rtl');
  });

  it('forgets the added interface language when a built-in one is chosen, and leaves a deleted one', async () => {
    const { i18n, runtime, storage } = await start('de', {
      [ADDED_KEY]: '[{"code":"fr","name":"Français"}]',
      [`${EDITED_PREFIX}fr`]: '{"greeting":"Bonjour","farewell":""}',
      [ACTIVE_KEY]: '"fr"',
    });
    expect(i18n.language).toBe('fr');
    await i18n.changeLanguage('en');
    expect(runtime.store.get().active).toBeNull();
    expect(storage.getItem(ACTIVE_KEY)).toBeNull();
    await runtime.chooseAdded('fr');
    runtime.store.set(deleteLanguage(runtime.store.get(), 'fr'));
    await runtime.settled();
    expect(i18n.language).toBe('de');
    expect(i18n.t('greeting')).toBe('Hallo');
  });

  it('returns to the shipped catalogues after a factory reset', async () => {
    const { i18n, runtime, settings } = await start('de', { [`${EDITED_PREFIX}de`]: '{"greeting":"Servus","farewell":"Tschau"}' });
    expect(i18n.t('greeting')).toBe('Servus');
    settings.reset();
    await runtime.settled();
    expect(i18n.t('greeting')).toBe('Hallo');
  });
});
