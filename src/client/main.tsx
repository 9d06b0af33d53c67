// The browser's start: reads the page state the server rendered with, builds the same stores and
// route tree, resolves the matched lazy routes and their translations (preloaded by the HTML), and
// hydrates. Everything that touches window happens here, once, and reaches components via context.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { isLanguageCode } from '@shared/languages';
import { App, type AppStores } from './app/app';
import { PAGE_STATE_ID, parsePageState } from './app/page-state';
import { loadPageTranslations, pageDataStrategy, switchLanguageByNavigation } from './app/page-navigation';
import { loadOnIntent } from './app/load-on-intent';
import { patchCommonRoutes, siteRoutes } from './app/site-routes';
import { startingAddress } from './app/shell/language-in-address';
import { AuthSession } from './core/auth/model/auth-session';
import { markedMember } from './core/auth/model/auth-state';
import { i18nWithCatalogues } from './core/i18n/i18n';
import { browserPageServices, pageServicesProvider } from './core/pages/page-services';
import { handlesOf } from './core/pages/route-handle';
import { installAssetErrorReload } from './core/resilience/asset-reload';
import { reportCaughtErrors, reportWindowErrors, reporterOnFirstError } from './core/errors/error-capture';
import { browserReloadEnvironment } from './core/resilience/lazy-page';
import { createSettingsStore } from './core/settings/settings-store';
import { domainNameToStore, recordSessionSettings } from './core/settings/session-settings';
import { loadCommonRoutes } from './sites/common/routes';
// The plain content page, the home of every site, is in the entry chunk: no second round of requests
// before the first paint of a home (docs/decisions/010).
import './sites/common/site-module';
import { SITE_MODULES } from './sites/site-modules';
import './app/styles.css';
import './app/print.css';
import { hasSessionMarker } from '@shared/session-marker';

function openStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function routeError(status: number, statusText: string, data: unknown): Error & { status: number; statusText: string; data: unknown; internal: boolean } {
  return Object.assign(new Error(statusText), { status, statusText, data, internal: false });
}

/** The auth state machine with the browser's API calls and clock: loaded once the session has work (auth-session.ts). */
async function createAuthMachine() {
  return (await import('./core/auth/model/browser-auth-machine')).createAuthMachine();
}

/** The reporter of the page's errors (error-reports.ts), loaded with the first error. */
async function loadErrorReporter(pathname: () => string) {
  const { createErrorReporter, sendReport } = await import('./core/errors/error-reports');
  return createErrorReporter(sendReport, pathname);
}

/** The browser's calendar date (YYYY-MM-DD), as the server writes "today". */
function browserToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function start(): Promise<void> {
  const errors = reporterOnFirstError(loadErrorReporter, () => window.location.pathname);
  reportWindowErrors(window, errors);
  installAssetErrorReload(window, browserReloadEnvironment(), () => undefined);
  const stateElement = document.getElementById(PAGE_STATE_ID);
  const root = document.getElementById('root');
  // A host that is not served gets an empty page without state: nothing to start.
  if (!stateElement?.textContent || !root) return;
  const state = parsePageState(stateElement.textContent, routeError);
  // An app shell (docs/decisions/018, served by the worker offline) was rendered for no one, maybe
  // days ago: its times are the browser's, and the page of the address is rendered here, not hydrated.
  const shell = state.shell === true;
  const context = shell ? { ...state.context, now: Date.now(), today: browserToday() } : state.context;

  const storage = openStorage();
  const settings = createSettingsStore(storage);
  const i18n = i18nWithCatalogues(context.language, state.catalogues);
  // In the shell the browser knows a member only by the session marker (nothing personal is kept
  // offline); the session check answers when it can (decision 026: no answer keeps the member).
  const rendered = shell && hasSessionMarker(document.cookie) ? { user: markedMember(settings.get().entitled), token: null } : context;
  const auth = new AuthSession(createAuthMachine, rendered);
  const stores: AppStores = { i18n, settings, auth, storage };
  const chooseDomain = (domain: string) => {
    settings.set({ domainName: domain });
    window.location.assign(`/?${new URLSearchParams({ domain, lang: i18n.language })}`);
  };

  let router: ReturnType<typeof createBrowserRouter> | null = null;
  if (context.view.kind === 'site' && (state.router || shell)) {
    // The site shown on a public host, or opened by its link on a local host (?domain=), is stored (SPEC §3).
    const domainName = domainNameToStore(context.site, context.local, new URL(window.location.href));
    if (domainName !== null && settings.get().domainName !== domainName) settings.set({ domainName });
    // A page of the common routes (login, member pages …) starts with their table, which the server
    // preloaded; a site's own page leaves it for a navigation that needs it.
    const [{ site }, common] = await Promise.all([SITE_MODULES[context.site.set](), state.commonRoutes || shell ? loadCommonRoutes() : null]);
    const routes = siteRoutes(site, common?.commonRoutes);
    // The address names the page's language before the router reads it (language-in-address.ts).
    const named = startingAddress(window.location, i18n);
    if (named !== null) window.history.replaceState(window.history.state, '', named);
    // The matched pages' code first, so the first render equals the server's (their translations
    // came with the page state).
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (!route.lazy) return;
        const resolved = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...resolved, lazy: undefined });
      }),
    );
    // Their namespaces are in use from now on (a language switch loads them too).
    await loadPageTranslations(i18n, handlesOf(matches.map(({ route }) => ({ handle: route.handle }))));
    const services = browserPageServices({
      // A page loads its text in the language asked for last, so a switch brings text and shell together.
      language: () => (isLanguageCode(i18n.requested) ? i18n.requested : isLanguageCode(i18n.language) ? i18n.language : context.language),
      domain: context.local ? context.site.domain : null,
      currentUser: async () => (await auth.settled()).user,
    });
    router = createBrowserRouter(routes, {
      ...(state.router && !shell ? { hydrationData: state.router } : {}),
      getContext: () => pageServicesProvider(services),
      dataStrategy: pageDataStrategy(i18n),
      patchRoutesOnNavigation: patchCommonRoutes(site),
    });
    if (!common) loadOnIntent(document, loadCommonRoutes);
    switchLanguageByNavigation(router, i18n);
  }
  const view = router ? <RouterProvider router={router} /> : (await import('./app/request-view')).requestView(context, chooseDomain);

  const app = (
    <StrictMode>
      <App context={context} stores={stores} view={view} chooseDomain={chooseDomain} />
    </StrictMode>
  );
  // Hydration as a transition yields to the browser every few milliseconds instead of holding the
  // main thread in one long task; the server's markup is on screen meanwhile.
  if (shell) createRoot(root, reportCaughtErrors(errors)).render(app);
  else startTransition(() => void hydrateRoot(root, app, reportCaughtErrors(errors)));
  recordSessionSettings(settings, auth, document);
  // A visitor without a session is not asked about one (see @shared/session-marker).
  if (auth.getState().user || hasSessionMarker(document.cookie)) void auth.revalidate();
}

void start();
