import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { routeTitle } from './route-title';

describe('routeTitle', () => {
  it('translates a route path the catalogue has a title for, home included', async () => {
    const i18n = await createI18n('de');
    const translation = { t: i18n.t, has: (key: string) => i18n.exists(key) };
    expect([routeTitle(translation, ''), routeTitle(translation, 'various/settings')]).toEqual(['Startseite', 'Einstellungen']);
  });
  it('shows the key of a route path without a title, as a missing text does', async () => {
    const i18n = await createI18n('en');
    expect(routeTitle({ t: i18n.t, has: (key: string) => i18n.exists(key) }, 'no-such-page')).toBe('routes.no-such-page');
  });
});
