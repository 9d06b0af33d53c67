import { describe, expect, it } from 'vitest';
import { type CatalogueLoaders, I18n, MAIN_NAMESPACE, PAGE_TEXTS_NAMESPACE, createI18n, i18nWithCatalogues, interpolate } from './i18n';

const loaders: CatalogueLoaders = {
  './locales/en.json': async () => ({
    default: { greeting: 'Hello', only: { english: 'Only in English' }, entries_one: '{{count}} entry', entries_other: '{{count}} entries', size: '{{size, number}} bytes' },
  }),
  './locales/de.json': async () => ({ default: { greeting: 'Hallo' } }),
  './locales/ru.json': async () => {
    throw new Error('network down');
  },
  './locales/ar.json': async () => ({
    default: {
      entries_zero: 'لا إدخالات',
      entries_one: 'إدخال واحد',
      entries_two: 'إدخالان',
      entries_few: '{{count}} إدخالات',
      entries_many: '{{count}} إدخالًا',
      entries_other: '{{count}} إدخال',
      port: 'المنفذ {{port}}',
    },
  }),
};

describe('createI18n', () => {
  it('uses the chosen language', async () => {
    const i18n = await createI18n<string>('de', loaders);
    expect(i18n.t('greeting')).toBe('Hallo');
  });
  it('falls back to English for a missing key', async () => {
    const i18n = await createI18n<string>('de', loaders);
    expect(i18n.t('only.english')).toBe('Only in English');
    expect(i18n.exists('only.english')).toBe(true);
    expect(i18n.exists('nothing.here')).toBe(false);
  });
  it('falls back to English for a missing or failing file', async () => {
    expect((await createI18n<string>('it', loaders)).t('greeting')).toBe('Hello');
    expect((await createI18n<string>('ru', loaders)).t('greeting')).toBe('Hello');
  });
  it('answers an unknown key with the default value, else the key', async () => {
    const i18n = await createI18n<string>('en', loaders);
    expect(i18n.t('missing.key', { defaultValue: 'Fallback {{name}}', name: 'x' })).toBe('Fallback x');
    expect(i18n.t('missing.key')).toBe('missing.key');
  });
});

describe('keys put together at run time', () => {
  it('are let through to t only once the catalogue (or English) is found to have them', async () => {
    const i18n = await createI18n<'greeting' | 'only.english'>('de', loaders);
    const built = ['greeting', 'only.english', 'only', 'nothing.here'].filter((key) => i18n.exists(key));
    expect(built.map((key) => i18n.t(key))).toEqual(['Hallo', 'Only in English']);
  });
  it('are checked in the namespace they are built for', async () => {
    const i18n = await createI18n('en', loaders);
    const app = { name: 'app', loaders: {} };
    i18n.setBundle('en', 'app', { title: 'App' });
    expect([i18n.existsIn(app, 'title'), i18n.existsIn(app, 'greeting'), i18n.exists('title')]).toEqual([true, false, false]);
  });
});

describe('plural forms and numbers', () => {
  it('chooses the form by the language’s plural rules', async () => {
    const ar = await createI18n<string>('ar', loaders);
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('entries', { count }))).toEqual([
      'لا إدخالات',
      'إدخال واحد',
      'إدخالان',
      '٣ إدخالات',
      '١١ إدخالًا',
      '١٠٠ إدخال',
    ]);
    const en = await createI18n<string>('en', loaders);
    expect([1, 1234].map((count) => en.t('entries', { count }))).toEqual(['1 entry', '1,234 entries']);
  });

  it('writes every number of a message in the language’s digits, grouping only counts and formatted numbers', async () => {
    const ar = await createI18n<string>('ar', loaders);
    expect(ar.t('port', { port: 3080 })).toBe('المنفذ ٣٠٨٠');
    expect(interpolate('{{size, number}} / {{year}}', { size: 12345, year: 2025 }, 'de-DE')).toBe('12.345 / 2025');
    expect(interpolate('{{name}} {{missing}}', { name: 'Ada' }, 'en-US')).toBe('Ada {{missing}}');
  });
});

describe('I18n', () => {
  it('tells subscribers about catalogue and language changes', async () => {
    const i18n = new I18n<string>('en', loaders);
    await i18n.load('en');
    const versions: number[] = [];
    const languages: string[] = [];
    i18n.subscribe(() => versions.push(i18n.getVersion()));
    i18n.onLanguageChanged((code) => languages.push(code));
    i18n.setBundle('en', 'app', { title: 'App' });
    await i18n.changeLanguage('de');
    expect(i18n.translateIn({ name: 'app', loaders: {} }, 'title')).toBe('App');
    expect(i18n.t('greeting')).toBe('Hallo');
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(languages).toEqual(['de']);
    i18n.removeBundle('de', 'translation');
    expect(i18n.t('greeting')).toBe('Hello');
  });
});

describe('quick language switches', () => {
  it('end on the language chosen last, whichever catalogue arrives last', async () => {
    let releaseGerman: () => void = () => undefined;
    const slowLoaders: CatalogueLoaders = {
      './locales/en.json': async () => ({ default: { greeting: 'Hello' } }),
      './locales/de.json': () => new Promise((resolve) => (releaseGerman = () => resolve({ default: { greeting: 'Hallo' } }))),
      './locales/it.json': async () => ({ default: { greeting: 'Ciao' } }),
    };
    const i18n = await createI18n<string>('en', slowLoaders);
    const german = i18n.changeLanguage('de');
    await i18n.changeLanguage('it');
    releaseGerman();
    await german;
    expect(i18n.language).toBe('it');
    expect(i18n.t('greeting')).toBe('Ciao');
  });
});

describe('the main catalogue in two parts', () => {
  const parts: CatalogueLoaders = {
    './locales/en.json': async () => ({ default: { shell: { menu: 'Menu' } } }),
    './locales/pages/en.json': async () => ({ default: { login: { heading: 'Log in' } } }),
    './locales/de.json': async () => ({ default: { shell: { menu: 'Menü' } } }),
    './locales/pages/de.json': async () => ({ default: { login: { heading: 'Anmelden' } } }),
  };

  it('starts with the shell part; a page loads its texts into the same namespace', async () => {
    const i18n = await createI18n<string>('de', parts);
    expect(i18n.t('shell.menu')).toBe('Menü');
    expect(i18n.t('login.heading')).toBe('login.heading');
    await i18n.loadPart('de', PAGE_TEXTS_NAMESPACE);
    expect(i18n.t('login.heading')).toBe('Anmelden');
    expect(i18n.exists('login.heading')).toBe(true);
  });

  it('switches both parts once a page has needed the page texts', async () => {
    const i18n = await createI18n<string>('en', parts);
    await i18n.loadPart('en', PAGE_TEXTS_NAMESPACE);
    await i18n.changeLanguage('de');
    expect([i18n.t('shell.menu'), i18n.t('login.heading')]).toEqual(['Menü', 'Anmelden']);
  });

  it('gives the shipped catalogue of a language as one tree, and an edited main bundle wins over the parts', async () => {
    const i18n = await createI18n<string>('de', parts);
    const shipped = await i18n.loadShipped('de');
    expect(shipped).toEqual({ shell: { menu: 'Menü' }, login: { heading: 'Anmelden' } });
    await i18n.loadPart('de', PAGE_TEXTS_NAMESPACE);
    i18n.setBundle('de', MAIN_NAMESPACE, { ...shipped, login: { heading: 'Einloggen' } });
    expect(i18n.t('login.heading')).toBe('Einloggen');
  });

  it('hands a page’s catalogues to the browser, which renders with them without loading', async () => {
    const server = await createI18n<string>('de', parts);
    await server.loadPart('de', PAGE_TEXTS_NAMESPACE);
    let loads = 0;
    const counting = Object.fromEntries(Object.entries(parts).map(([path, load]) => [path, () => (loads++, load())]));
    const browser = i18nWithCatalogues<string>('de', server.bundlesOf('de'), counting);
    expect([browser.t('shell.menu'), browser.t('login.heading')]).toEqual(['Menü', 'Anmelden']);
    expect(loads).toBe(0);
  });
});

describe('an instance per render, forked from one loaded per language', () => {
  const parts: CatalogueLoaders = {
    './locales/en.json': async () => ({ default: { shell: { menu: 'Menu' }, only: 'Only in English' } }),
    './locales/pages/en.json': async () => ({ default: { login: { heading: 'Log in' } } }),
    './locales/de.json': async () => ({ default: { shell: { menu: 'Menü' } } }),
    './locales/pages/de.json': async () => ({ default: { login: { heading: 'Anmelden' } } }),
  };
  const game = { name: 'game', loaders: { './locales/en.json': async () => ({ title: 'Game' }), './locales/de.json': async () => ({ title: 'Spiel' }) } };

  it('carries the main catalogue and only the namespaces named, in the language and English, without loading', async () => {
    const shared = await createI18n<string>('de', parts);
    await shared.loadPart('de', PAGE_TEXTS_NAMESPACE);
    await shared.loadNamespace(game, ['de', 'en']);

    const shellOnly = shared.fork();
    expect(Object.keys(shellOnly.bundlesOf('de'))).toEqual([MAIN_NAMESPACE]);
    expect([shellOnly.t('shell.menu'), shellOnly.t('only'), shellOnly.t('login.heading')]).toEqual(['Menü', 'Only in English', 'login.heading']);

    const withTexts = shared.fork([PAGE_TEXTS_NAMESPACE]);
    expect(Object.keys(withTexts.bundlesOf('de'))).toEqual([MAIN_NAMESPACE, PAGE_TEXTS_NAMESPACE]);
    expect(withTexts.t('login.heading')).toBe('Anmelden');
    expect(withTexts.hasNamespace(game, 'de')).toBe(false);

    const withGame = shared.fork(['game']);
    expect(withGame.translateIn(game, 'title')).toBe('Spiel');
    expect(withGame.language).toBe('de');
  });

  it('keeps what one render adds out of the shared instance and the other renders', async () => {
    const shared = await createI18n<string>('de', parts);
    const first = shared.fork();
    first.setBundle('de', 'game', { title: 'Spiel' });
    expect(Object.keys(shared.bundlesOf('de'))).toEqual([MAIN_NAMESPACE]);
    expect(Object.keys(shared.fork().bundlesOf('de'))).toEqual([MAIN_NAMESPACE]);
  });
});

describe('namespaces in use and switching languages', () => {
  const game = {
    name: 'game',
    loaders: {
      './locales/en.json': async () => ({ title: 'Game' }),
      './locales/de.json': async () => ({ title: 'Spiel' }),
    },
  };

  it('loads a namespace the interface uses in the language it switches to, before switching', async () => {
    const i18n = await createI18n<string>('en', loaders);
    await i18n.loadNamespace(game, ['en']);
    expect(i18n.hasBundle('de', 'game')).toBe(false);
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.translateIn(game, 'title')).toBe('Spiel');
  });

  it('loads English for a language without a file of the namespace', async () => {
    const i18n = new I18n<string>('ar', loaders);
    await i18n.loadNamespace(game, ['ar']);
    expect(i18n.hasNamespace(game, 'ar')).toBe(true);
    expect(i18n.translateIn(game, 'title')).toBe('Game');
  });

  it('hands the switch to the switcher and shows the language only when it says so', async () => {
    const i18n = await createI18n<string>('en', loaders);
    const seen: string[] = [];
    i18n.setSwitcher(async (code, catalogues) => {
      seen.push(`requested ${i18n.requested}, shown ${i18n.language}`);
      await catalogues;
      i18n.switchTo(code);
      seen.push(`shown ${i18n.language}`);
    });
    await i18n.changeLanguage('de');
    expect(seen).toEqual(['requested de, shown en', 'shown de']);
  });

  it('switches after the switcher in any case, unless a later request came meanwhile', async () => {
    const i18n = await createI18n<string>('en', loaders);
    let release = () => undefined as void;
    i18n.setSwitcher((_code, catalogues) => catalogues.then(() => new Promise<void>((resolve) => (release = resolve))));
    const first = i18n.changeLanguage('de');
    await i18n.cataloguesReady();
    await Promise.resolve();
    const second = i18n.changeLanguage('ar');
    release();
    await first;
    expect(i18n.language).toBe('en');
    await i18n.cataloguesReady();
    await Promise.resolve();
    release();
    await second;
    expect(i18n.language).toBe('ar');
  });
});

describe('lookups kept per catalogue and per language', () => {
  it('answers from the catalogue in place now: a replaced, added or removed catalogue counts at once', async () => {
    const i18n = new I18n<string>('de', loaders);
    await i18n.load('de');
    expect(i18n.t('greeting')).toBe('Hallo');
    i18n.setBundle('de', MAIN_NAMESPACE, { greeting: 'Servus' });
    expect(i18n.t('greeting')).toBe('Servus');
    expect(i18n.t('only.english')).toBe('Only in English');
    i18n.setBundle('de', PAGE_TEXTS_NAMESPACE, { only: { english: 'Jetzt auch deutsch' } });
    expect(i18n.t('only.english')).toBe('Jetzt auch deutsch');
    i18n.removeBundle('de', PAGE_TEXTS_NAMESPACE);
    expect(i18n.t('only.english')).toBe('Only in English');
  });

  it('keeps each language’s and each catalogue’s texts to itself, whichever was asked first', () => {
    const german = i18nWithCatalogues<string>('de', { [MAIN_NAMESPACE]: { menu: { title: 'Menü' } } }, loaders);
    const lithuanian = i18nWithCatalogues<string>('lt', { [MAIN_NAMESPACE]: { menu: { title: 'Meniu' } } }, loaders);
    expect([german.t('menu.title'), lithuanian.t('menu.title'), german.t('menu.title')]).toEqual(['Menü', 'Meniu', 'Menü']);
    // A forked render's own namespace stays out of the instance it came from, though the main catalogue is shared.
    const render = german.fork();
    render.setBundle('de', 'game', { title: 'Spiel' });
    expect(render.translateIn({ name: 'game', loaders: {} }, 'title')).toBe('Spiel');
    expect(german.translateIn({ name: 'game', loaders: {} }, 'title')).toBe('title');
  });

  it('finds texts as the nested walk does: strings only, never a name with a dot or an inherited property', () => {
    const i18n = i18nWithCatalogues<string>('de', { [MAIN_NAMESPACE]: { a: { b: 'nested' }, 'a.b': 'dotted name', 'x.y': 'only a dotted name', group: { inner: 'text' }, empty: { '': 'empty name' } } }, loaders);
    expect(i18n.t('a.b')).toBe('nested');
    expect(i18n.t('x.y')).toBe('x.y');
    expect(i18n.t('group')).toBe('group');
    expect(i18n.t('group.inner')).toBe('text');
    expect(i18n.t('empty.')).toBe('empty name');
    expect(i18n.t('toString')).toBe('toString');
    expect(i18n.t('group.constructor')).toBe('group.constructor');
    expect(i18n.exists('a.b')).toBe(true);
    expect(i18n.exists('a.c')).toBe(false);
  });
});
