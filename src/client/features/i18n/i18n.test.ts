import { describe, expect, it } from 'vitest';
import { createI18n, type CatalogueLoaders } from './i18n';

const loaders: CatalogueLoaders = {
  './locales/en.json': async () => ({ default: { greeting: 'Hello', only: { english: 'Only in English' } } }),
  './locales/de.json': async () => ({ default: { greeting: 'Hallo' } }),
  './locales/ru.json': async () => {
    throw new Error('network down');
  },
};

describe('createI18n', () => {
  it('uses the chosen language', async () => {
    const i18n = await createI18n('de', loaders);
    expect(i18n.t('greeting')).toBe('Hallo');
  });
  it('falls back to English for a missing key', async () => {
    const i18n = await createI18n('de', loaders);
    expect(i18n.t('only.english')).toBe('Only in English');
  });
  it('falls back to English for a missing or failing file', async () => {
    expect((await createI18n('it', loaders)).t('greeting')).toBe('Hello');
    expect((await createI18n('ru', loaders)).t('greeting')).toBe('Hello');
  });
});
