// Assembles the app around what the server decided for the request (PageContext): the providers of
// the translations, settings, session and site, around the view — the site's router, the HTTPS
// notice or the unknown-domain page (request-view.tsx). The same tree renders on the server and
// hydrates in the browser.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PageContext } from '@shared/page-context';
import { AuthContext } from '@client/core/auth/auth-context';
import type { AuthSession } from '@client/core/auth/model/auth-session';
import type { I18n } from '@client/core/i18n/i18n';
import { I18nContext } from '@client/core/i18n/i18n-context';
import { SettingsContext } from '@client/core/settings/settings-context';
import type { SettingsStore } from '@client/core/settings/settings-store';
import { SiteContext, type SiteContextValue } from '@client/core/site/site-context';
import type { LanguagesRuntime } from '@client/features/languages/language-runtime';
import { LANGUAGES_STORAGE_PREFIX, LanguagesContext } from '@client/features/languages/languages-context';
import { markLoadHealthy } from '@client/core/resilience/asset-reload';
import { browserReloadEnvironment } from '@client/core/resilience/lazy-page';

/** 'YYYY-MM-DD' as that day's local midnight, the same date in every time zone. */
function localDate(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export interface AppStores {
  i18n: I18n;
  settings: SettingsStore;
  auth: AuthSession;
  /** The browser's local storage; null on the server or when the browser refuses it. */
  storage: Storage | null;
}

export interface AppProps {
  context: PageContext;
  stores: AppStores;
  /** The site's router (StaticRouterProvider on the server, RouterProvider in the browser), or requestView's page. */
  view: ReactNode;
  /** Local hosts: opens another site of the deployment. */
  chooseDomain(domain: string): void;
}

/** Starts the language management's runtime on demand (it is loaded only then). */
function useLanguagesAccess({ i18n, settings, storage }: AppStores, startLanguage: PageContext['language']) {
  const [runtime, setRuntime] = useState<LanguagesRuntime | null>(null);
  const starting = useRef(false);
  const start = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    void import('@client/features/languages/language-runtime')
      .then(({ startLanguages }) => startLanguages(i18n, { settings, storage, root: document.documentElement, startLanguage }))
      .then(setRuntime, (error: unknown) => {
        starting.current = false;
        console.error(error);
      });
  }, [i18n, settings, storage, startLanguage]);
  // Stored edited or added languages apply at start-up, and after an import that brings some.
  useEffect(() => {
    const hasLanguageData = (keys: Iterable<string>) => [...keys].some((key) => key.startsWith(LANGUAGES_STORAGE_PREFIX));
    if (storage && hasLanguageData(Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? ''))) start();
    return settings.onReplace((data) => {
      if (hasLanguageData(data.keys())) start();
    });
  }, [settings, storage, start]);
  return useMemo(() => ({ runtime, start }), [runtime, start]);
}

export function App({ context, stores, view, chooseDomain }: AppProps) {
  const languages = useLanguagesAccess(stores, context.language);
  // This load rendered: the reload-once guard may reload again after a later failure (SPEC §4).
  // The mark tells that the browser has taken over the server's markup (tests wait for it).
  useEffect(() => {
    markLoadHealthy(browserReloadEnvironment(), performance.timeOrigin);
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  const site = useMemo<SiteContextValue>(
    () => ({
      site: context.site,
      local: context.local,
      domains: context.domains,
      isAccountHome: context.local || context.isAccountHome === true,
      accountHome: context.accountHome ?? null,
      ownerName: context.ownerName,
      renderedAt: context.now,
      today: localDate(context.today),
      chooseDomain,
    }),
    [context, chooseDomain],
  );
  return (
    <I18nContext.Provider value={stores.i18n}>
      <SettingsContext.Provider value={stores.settings}>
        <AuthContext.Provider value={stores.auth}>
          <LanguagesContext.Provider value={languages}>
            {context.view.kind === 'site' ? <SiteContext.Provider value={site}>{view}</SiteContext.Provider> : view}
          </LanguagesContext.Provider>
        </AuthContext.Provider>
      </SettingsContext.Provider>
    </I18nContext.Provider>
  );
}
