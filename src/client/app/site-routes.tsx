// The routes of a site: the shell layout around the site's own routes and the common ones. The
// server's static handler and the browser's router are made from the same table.
import { useEffect, useRef } from 'react';
import { type RouteObject, isRouteErrorResponse, useRouteError } from 'react-router';
import { useAuth, useAuthController } from '@client/core/auth/auth-context';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { SiteModule } from '@client/sites/common/site-module';
import { commonRoutes, homeRoutes } from '@client/sites/common/routes';
import { Layout } from './shell/layout';

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

/** Site routes first; a common route whose path the site defines itself (the forum's imprint) is left out. */
export function siteRouteTable(site: SiteModule): RouteObject[] {
  const own = new Set(pathsOf(site.routes));
  const common = commonRoutes.filter((route) => !route.path || !own.has(route.path));
  return [...homeRoutes(site.home), ...site.routes, ...common];
}

/** The whole route table of a site, under the shell layout. */
export function siteRoutes(site: SiteModule): RouteObject[] {
  return [{ path: '/', element: <Layout navigation={site.navigation} />, errorElement: <RouteError />, hydrateFallbackElement: <RouteLoading />, children: siteRouteTable(site) }];
}
