// The routes of every site that a first visit to one of its pages may need: the home under its
// three names and the not-found page. The other common routes are a chunk of their own (common-routes.tsx).
import type { RouteObject } from 'react-router';
import { notFoundLoader } from '@client/core/pages/page-services';
import { NOT_FOUND_ROUTE_ID } from '@client/core/pages/route-handle';
import { lazyPage } from '@client/core/resilience/lazy-page';
import type { PageRoute } from './site-module';

/** The home page under its three names (SPEC §2: /, index.html and start). */
export function homeRoutes(home: PageRoute): RouteObject[] {
  return [
    { index: true, ...home },
    { path: 'index.html', ...home },
    { path: 'start', ...home },
  ];
}

export const notFoundRoute: RouteObject = { id: NOT_FOUND_ROUTE_ID, path: '*', loader: notFoundLoader, lazy: lazyPage(() => import('./pages/not-found-page')) };

/** The table of the other common routes (login, member pages, imprint …): loaded when a navigation needs it. */
export const loadCommonRoutes = (): Promise<{ commonRoutes: RouteObject[] }> => import('./common-routes');

/** Source path (Vite manifest key) of that table, for preloading it with a page of it. */
export const COMMON_ROUTES_MODULE_ID = 'sites/common/common-routes.tsx';
