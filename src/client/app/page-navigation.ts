// Every navigation brings everything its page needs before the page shows, however it is reached
// (a link, the menu, back, a redirect after login, a flag): the router's data strategy resolves the
// matched routes' code and loaders, then loads the translation namespaces their handles name, in
// the language shown and the one asked for, and waits for the catalogues of a language switch in
// progress. Until then the previous page stays (with the shell's 'Loading...' after a moment).
//
// A flag click is a navigation too: the address's ?lang= changes, the text loaders run again in
// the new language (onNewPathOrLanguage), and the interface switches in the commit that shows the
// new text: the router commits a landing page as a React transition, and the interface language
// (a store React renders synchronously) follows in a layout effect of that commit
// (useLanguageOfAddress), so shell, page text and app texts change before the browser paints or
// runs anything else.
import { useLayoutEffect } from 'react';
import { type DataStrategyFunction, type createBrowserRouter, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { I18n } from '@client/core/i18n/i18n';
import { type RouteHandle, handlesOf } from '@client/core/pages/route-handle';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** Loads the namespaces the routes' handles name, and the catalogues of a switch in progress. */
export async function loadPageTranslations(i18n: I18n, handles: readonly RouteHandle[]): Promise<void> {
  const languages = [...new Set([i18n.language, i18n.requested])];
  await Promise.all([i18n.cataloguesReady(), ...handles.flatMap((handle) => handle.namespaces ?? []).map((namespace) => i18n.loadNamespace(namespace, languages))]);
}

/** The router's data strategy: the routes' code and data, then their translations. */
export function pageDataStrategy(i18n: I18n): DataStrategyFunction {
  return async ({ matches }) => {
    const toLoad = matches.filter((match) => match.shouldLoad);
    const results = await Promise.all(toLoad.map((match) => match.resolve()));
    await loadPageTranslations(i18n, handlesOf(matches.map((match) => ({ handle: match.route.handle }))));
    return Object.fromEntries(toLoad.map((match, index) => [match.route.id, results[index]!]));
  };
}

/** The language of an address (?lang=), or null. */
function addressLanguage(search: string): string | null {
  return new URLSearchParams(search).get('lang');
}

/** A language switch goes through the router: the page is loaded again in the language, then shown in it at once. */
export function switchLanguageByNavigation(router: BrowserRouter, i18n: I18n): void {
  i18n.setSwitcher(async (code) => {
    const { location } = router.state;
    const search = new URLSearchParams(location.search);
    search.set('lang', code);
    await router.navigate(
      { pathname: location.pathname, search: `?${search}`, hash: location.hash },
      { replace: true, preventScrollReset: true, flushSync: true, state: location.state },
    );
    // The navigation has landed; its page commits a moment later, and the interface with it. Unless
    // another navigation took its place (then the caller switches the interface by itself).
    const landed = router.state.navigation.state === 'idle' && addressLanguage(router.state.location.search) === code;
    if (landed) await switchedOrAbandoned(i18n, code);
  });
}

/** Settles once the interface shows the language, or another language is asked for. */
function switchedOrAbandoned(i18n: I18n, code: string): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => i18n.language === code || i18n.requested !== code;
    if (settled()) return resolve();
    const stop = i18n.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}

/**
 * In the shell (and its error page): once a page has landed whose address names the language asked
 * for, the interface switches to it, in the same commit as the page (a layout effect), or as soon
 * as that language's catalogues are in.
 */
export function useLanguageOfAddress(): void {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const idle = useNavigation().state === 'idle';
  useLayoutEffect(() => {
    const code = addressLanguage(search);
    if (idle && code !== null && i18n.readyToShow(code)) i18n.switchTo(code);
  });
}
