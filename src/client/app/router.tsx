// One data router per site: the shell layout around the site's routes and the common ones.
import { createBrowserRouter, type RouteObject, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SiteModule } from '../sites/common/site-module';
import { commonRoutes, homeRoutes } from '../sites/common/routes';
import { Layout } from './shell/layout';

function RouteLoading() {
  const { t } = useTranslation();
  return <p role="status" className="visually-hidden">{t('shell.loading')}</p>;
}

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
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

export function createSiteRouter(site: SiteModule) {
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteLoading />,
      children: siteRouteTable(site),
    },
  ]);
}
