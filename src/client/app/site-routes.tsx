// The routes of a site: the shell layout around the site's own routes and the common ones. The
// server's static handler and the browser's router are made from the same table; the browser
// leaves the common routes out until a page of theirs is rendered or navigated to (docs/decisions/010).
import { useEffect, useRef } from 'react';
import { type PatchRoutesOnNavigationFunction, type RouteObject, isRouteErrorResponse, useRouteError } from 'react-router';
import { useAuth, useAuthController } from '@client/core/auth/auth-context';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { SiteModule } from '@client/sites/common/site-module';
import { homeRoutes, loadCommonRoutes, notFoundRoute } from '@client/sites/common/routes';
import { Layout } from './shell/layout';
import { useLanguageOfAddress } from './page-navigation';

function RouteLoading() {
  const { t } = useTranslation();
  return <p role="status" className="visually-hidden">{t('shell.loading')}</p>;
}

/** When this page last loaded itself again after waiting (sessionStorage): at most one such reload in RELOAD_PAUSE_MS. */
const RELOADED_KEY = 'waiting-for-session-reloaded';
const RELOAD_PAUSE_MS = 10_000;

/**
 * A member's page while the database cannot tell whose session the cookie is (the server answers
 * 503 instead of sending the member to the login): 'Retry Connect…' while the session check
 * retries, and once a check answers, the page loads again — for the member, or the login if the
 * session has ended meanwhile. A check that answers at once (the database was back before the
 * page started) reloads too, but not twice within RELOAD_PAUSE_MS, so a database that comes and
 * goes cannot make the page reload itself in a loop.
 */
function WaitingForSession() {
  const { t } = useTranslation();
  const auth = useAuthController();
  const { connection, user } = useAuth();
  const waited = useRef(false);
  useEffect(() => {
    if (connection.kind !== 'ok') waited.current = true;
    let current = true;
    void auth.settled().then((state) => {
      if (!current || state.connection.kind !== 'ok') return;
      const last = Number(window.sessionStorage.getItem(RELOADED_KEY) ?? 0);
      if (!waited.current && Date.now() - last < RELOAD_PAUSE_MS) return;
      window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      window.location.reload();
    });
    return () => {
      current = false;
    };
  }, [auth, connection.kind, user]);
  return (
    <main className="page narrow">
      <div className="connection-banner" role="status">
        {connection.kind === 'failed' ? (
          <>
            {t('shell.maxRetries')}{' '}
            <button type="button" onClick={() => window.location.reload()}>
              {t('shell.reload')}
            </button>
          </>
        ) : (
          t('shell.retryConnect')
        )}
      </div>
    </main>
  );
}

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const waitingForSession = isRouteErrorResponse(error) && error.status === 503;
  useLanguageOfAddress();
  useEffect(() => {
    if (!waitingForSession) console.error(error);
  }, [error, waitingForSession]);
  if (waitingForSession) return <WaitingForSession />;
  return (
    <main className="page narrow" role="alert">
      <h1>{t('shell.assetError')}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </main>
  );
}

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

/** The id of the shell layout, the parent the common routes are patched into. */
export const LAYOUT_ROUTE_ID = 'layout';
/** The id of the pathless route that holds the common routes: a page under it needs their table. */
export const COMMON_ROUTES_ID = 'common';

/** The common routes under one pathless parent; a common route whose path the site defines itself (the forum's imprint) is left out. */
export function commonRouteGroup(site: SiteModule, commonRoutes: RouteObject[]): RouteObject {
  const own = new Set(pathsOf(site.routes));
  return { id: COMMON_ROUTES_ID, children: commonRoutes.filter((route) => !route.path || !own.has(route.path)) };
}

/** Site routes first, then the common ones (when given) and the not-found page. */
export function siteRouteTable(site: SiteModule, commonRoutes?: RouteObject[]): RouteObject[] {
  return [...homeRoutes(site.home), ...site.routes, ...(commonRoutes ? [commonRouteGroup(site, commonRoutes)] : []), notFoundRoute];
}

/** The whole route table of a site, under the shell layout; without commonRoutes, the table a first visit to a site's page needs. */
export function siteRoutes(site: SiteModule, commonRoutes?: RouteObject[]): RouteObject[] {
  return [
    { id: LAYOUT_ROUTE_ID, path: '/', element: <Layout navigation={site.navigation} />, errorElement: <RouteError />, hydrateFallbackElement: <RouteLoading />, children: siteRouteTable(site, commonRoutes) },
  ];
}

/**
 * For the browser's router, made from the table without the common routes: a navigation that finds
 * no route of the site's, or only the not-found page, loads their table and patches it in under the
 * layout (once: the router keeps a route it has).
 */
export function patchCommonRoutes(site: SiteModule, load = loadCommonRoutes): PatchRoutesOnNavigationFunction {
  return async ({ patch }) => {
    const { commonRoutes } = await load();
    patch(LAYOUT_ROUTE_ID, [commonRouteGroup(site, commonRoutes)]);
  };
}
