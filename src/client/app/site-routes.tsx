// The routes of a site: the shell layout around the site's own routes and the common ones. The
// server's static handler and the browser's router are made from the same table.
import { useEffect } from 'react';
import { type RouteObject, useRouteError } from 'react-router';
import { useTranslation } from '@client/core/i18n/i18n-context';
import type { SiteModule } from '@client/sites/common/site-module';
import { commonRoutes, homeRoutes } from '@client/sites/common/routes';
import { Layout } from './shell/layout';

function RouteLoading() {
  const { t } = useTranslation();
  return <p role="status" className="visually-hidden">{t('shell.loading')}</p>;
}

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
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
