import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { routeTitle } from './route-title';
import type { MainKey } from './translation-keys';

describe('routeTitle', () => {
  it('translates a route path the catalogue has a title for, home included', async () => {
    const i18n = await createI18n('de');
    const translation = { t: i18n.t, has: (key: string) => i18n.exists(key) };
    expect([routeTitle(translation, ''), routeTitle(translation, 'various/settings')]).toEqual(['Startseite', 'Einstellungen']);
  });
  it('shows the key of a route path without a title, and asks t only for keys the catalogue has', async () => {
    const i18n = await createI18n('en');
    const asked: string[] = [];
    const t = (key: MainKey) => {
      asked.push(key);
      return i18n.t(key);
    };
    const translation = { t, has: (key: string) => i18n.exists(key) };
    expect([routeTitle(translation, 'no-such-page'), routeTitle(translation, 'imprint')]).toEqual(['routes.no-such-page', 'Imprint']);
    expect(asked).toEqual(['routes.imprint']);
  });
});
