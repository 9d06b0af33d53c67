// Every navigation brings everything its page needs before the page shows, however it is reached
// (a link, the menu, back, a redirect after login, a flag): the router's data strategy resolves the
// matched routes' code and loaders, then loads the translation namespaces their handles name, in
// the language shown and the one asked for, and waits for the catalogues of a language switch in
// progress. Until then the previous page stays (with the shell's 'Loading...' after a moment).
//
// A flag click is a navigation too: the address's ?lang= changes, the text loaders run again in
// the new language (onNewPathOrLanguage), and the interface switches in the same render as the new
// text (the navigation commits with flushSync right after the router's listener below), so shell,
// page text and app texts change at once.
import type { DataStrategyFunction, createBrowserRouter } from 'react-router';
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
  });
  // Subscribed before the router's provider, so the interface language changes just before the
  // router's state, and React renders both in one commit.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const code = addressLanguage(state.location.search);
    if (code !== null && code === i18n.requested && i18n.hasCatalogue(code)) i18n.switchTo(code);
  });
}
