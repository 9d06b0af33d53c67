// The server's renderer (docs/decisions/005): renders a request's page with React 19's
// renderToString and React Router's static data router, around the app the browser hydrates.
// The server calls renderPage with the context it decided and services backed by its stores.
import { renderToString } from 'react-dom/server';
import { type RouteObject, type StaticHandler, type StaticHandlerContext, StaticRouterProvider, createStaticHandler } from 'react-router';
import { type PageData, type PageText, isForbidden } from '@shared/content';
import type { PageContext } from '@shared/page-context';
import type { AppShellResult, RenderInput, RenderResult } from '@shared/render-contract';
import type { SiteSet } from '@shared/site-registry';
import { AuthSession } from '@client/core/auth/model/auth-session';
import { type I18n, type PageNamespace, createI18n } from '@client/core/i18n/i18n';
import { useTranslation } from '@client/core/i18n/i18n-context';
import { loadNamespace } from '@client/core/i18n/use-namespace';
import { pageServicesProvider } from '@client/core/pages/page-services';
import { type RouteHandle, handlesOf } from '@client/core/pages/route-handle';
import { createSettingsStore } from '@client/core/settings/settings-store';
import { commonRoutes } from '@client/sites/common/common-routes';
import { COMMON_ROUTES_MODULE_ID } from '@client/sites/common/routes';
import { SITE_MODULES } from '@client/sites/site-modules';
import { App, type AppStores } from './app/app';
import { requestView } from './app/request-view';
import { serializePageState } from './app/page-state';
import { staticRouter } from './app/static-router';
import { matchedRoutePath, pageTitle, requestViewTitle } from './app/shell/page-title';
import { COMMON_ROUTES_ID, siteRoutes } from './app/site-routes';

export { BOOT_SCRIPT, BOOT_ATTRIBUTES } from '@client/core/settings/boot-script';
export { PAGE_STATE_ID } from './app/page-state';

/** Source path (Vite manifest key) of a site set's route module. */
export function siteModuleId(set: SiteSet): string {
  return `sites/${set}/routes.tsx`;
}

const handlers = new Map<SiteSet, Promise<StaticHandler>>();

function siteHandler(set: SiteSet): Promise<StaticHandler> {
  let handler = handlers.get(set);
  if (!handler) {
    handler = SITE_MODULES[set]().then(({ site }) => createStaticHandler(siteRoutes(site, commonRoutes) as RouteObject[]));
    handlers.set(set, handler);
  }
  return handler;
}


/** One I18n per language with its catalogues loaded, and the namespaces pages have needed: each render forks its own (I18n.fork). */
const loadedLanguages = new Map<string, Promise<I18n>>();

function languageI18n(language: string): Promise<I18n> {
  let loaded = loadedLanguages.get(language);
  if (!loaded) loadedLanguages.set(language, (loaded = createI18n(language)));
  return loaded;
}

/** A render's stores, with translations for the page's namespaces only (what its state carries). */
async function stores({ context }: Pick<RenderInput, 'context'>, namespaces: readonly PageNamespace[]): Promise<AppStores> {
  const shared = await languageI18n(context.language);
  // Loaded into the shared instance once per language; later renders find them there.
  await Promise.all(namespaces.map((namespace) => loadNamespace(shared, namespace, context.language)));
  // A render only reads the session; nothing on the server logs in or out.
  const auth = new AuthSession(() => Promise.reject(new Error('The server renders sessions; it does not change them')), context);
  return { i18n: shared.fork(namespaces.map((namespace) => namespace.name)), settings: createSettingsStore(null), auth, storage: null };
}

function isPageText(data: unknown): data is PageText {
  return typeof data === 'object' && data !== null && 'blocks' in data && !isForbidden(data as PageData);
}

/** Title, description, picture and site name of the document, in the page's language. */
function headOf(i18n: I18n, context: PageContext, routePath: string | null, data: unknown): Extract<RenderResult, { kind: 'page' }>['head'] {
  const { site } = context;
  // The slogan's key is registry data (config/sites.json): checked against the catalogue here.
  const sloganKey = site.title.type === 'slogan' ? `slogans.${site.title.key}` : '';
  const siteName = i18n.exists(sloganKey) ? i18n.t(sloganKey) : site.title.type === 'logo' ? site.title.alt : site.domain;
  const title = context.view.kind === 'site' ? pageTitle(i18n, routePath, site.domain) : requestViewTitle(i18n, context.view.kind, site.domain);
  if (isPageText(data)) return { title, description: data.description, image: data.image, siteName };
  const page = title.slice(0, title.lastIndexOf(' | '));
  const description =
    routePath === 'imprint' || routePath === 'login' ? i18n.t(`meta.${routePath}`, { site: site.domain }) : i18n.t('meta.page', { page, site: site.domain });
  return { title, description, image: null, siteName };
}

const noDomainSwitch = () => undefined;

type PageResult = Extract<RenderResult, { kind: 'page' }>;

/**
 * What the browser hydrates with: every catalogue of the page's language the render used. English
 * is not sent, for every shipped catalogue has every key (catalogues.test.ts).
 */
function cataloguesOf({ i18n }: AppStores, context: PageContext) {
  return i18n.bundlesOf(context.language);
}

/** A matched route's page, rendered. */
async function renderMatched(input: RenderInput, handler: StaticHandler, result: StaticHandlerContext): Promise<PageResult> {
  const { context } = input;
  const handles: RouteHandle[] = handlesOf(result.matches.map((match) => ({ handle: match.route.handle })));
  const appStores = await stores(input, [...new Set(handles.flatMap((handle) => handle.namespaces ?? []))]);
  const router = staticRouter(handler, result);
  const html = renderToString(
    <App context={context} stores={appStores} view={<StaticRouterProvider router={router} context={result} hydrate={false} />} chooseDomain={noDomainSwitch} />,
  );
  const deepest = result.matches[result.matches.length - 1];
  const data: unknown = deepest ? result.loaderData[deepest.route.id] : undefined;
  const routePath = matchedRoutePath(result.matches.map((match) => ({ id: match.route.id, pathname: match.pathname })));
  const common = result.matches.some((match) => match.route.id === COMMON_ROUTES_ID);
  return {
    kind: 'page',
    status: result.statusCode,
    html,
    state: serializePageState({
      context,
      router: { loaderData: result.loaderData, actionData: result.actionData, errors: result.errors },
      ...(common ? { commonRoutes: true } : {}),
      catalogues: cataloguesOf(appStores, context),
    }),
    routePath,
    head: headOf(appStores.i18n, context, routePath, data),
    membersOnly: handles.some((handle) => handle.membersOnly),
    modules: [siteModuleId(context.site.set), ...(common ? [COMMON_ROUTES_MODULE_ID] : []), ...handles.flatMap((handle) => (handle.moduleId ? [handle.moduleId] : []))],
  };
}

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const { context, request, services } = input;
  if (context.view.kind !== 'site') {
    const appStores = await stores(input, []);
    const html = renderToString(<App context={context} stores={appStores} view={requestView(context, noDomainSwitch)} chooseDomain={noDomainSwitch} />);
    const head = headOf(appStores.i18n, context, null, null);
    return { kind: 'page', status: 200, html, state: serializePageState({ context, router: null, catalogues: cataloguesOf(appStores, context) }), routePath: null, head, membersOnly: false, modules: [] };
  }
  const handler = await siteHandler(context.site.set);
  const result = await handler.query(request, { requestContext: pageServicesProvider(services) });
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('location') ?? '/' };
  }
  return renderMatched(input, handler, result);
}

/** What the app shell shows until the browser's router has opened the address (a moment, from the worker's caches). */
function ShellLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow">
      <p role="status">{t('shell.loading')}</p>
    </main>
  );
}

/**
 * The app shell (docs/decisions/018): the document of a site with its shell's texts and no page,
 * rendered for no one, so the service worker may keep it and answer a member's tool with it offline.
 * The browser renders the address's page into it (main.tsx) instead of hydrating.
 */
export async function renderAppShell(context: PageContext): Promise<AppShellResult> {
  if (context.user || context.token) throw new Error('The app shell is rendered for no one');
  const appStores = await stores({ context }, []);
  const html = renderToString(<App context={context} stores={appStores} view={<ShellLoading />} chooseDomain={noDomainSwitch} />);
  // Named by the site alone: the page's title follows once the browser has opened the address.
  const { siteName } = headOf(appStores.i18n, context, null, null);
  return {
    html,
    state: serializePageState({ context, router: null, shell: true, catalogues: cataloguesOf(appStores, context) }),
    head: { title: siteName, description: '', siteName },
  };
}
