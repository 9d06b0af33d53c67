// What a site folder provides: its home page and its own routes, all loaded lazily.
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth/require-auth';
import { RequireInternal } from '../../features/auth/require-internal';
import type { ContentLoaders } from '../../features/content/model/content-source';
import { lazyPage } from '../../features/resilience/lazy-page';

export interface SiteModule {
  home: LazyRouteFunction<RouteObject>;
  routes: RouteObject[];
}

/** A page that is only a content file. */
export function contentPage(loaders: ContentLoaders, page: string, internalPaths: readonly string[] = []): LazyRouteFunction<RouteObject> {
  return lazyPage(async () => {
    const { ContentPage } = await import('../../features/content/components/content-page');
    return { Component: () => <ContentPage loaders={loaders} page={page} internalPaths={internalPaths} /> };
  });
}

/** Content routes for the given paths. */
export function contentRoutes(loaders: ContentLoaders, paths: readonly string[], internalPaths: readonly string[] = []): RouteObject[] {
  return paths.map((path) => ({ path, lazy: contentPage(loaders, path, internalPaths) }));
}

/** Routes reachable only when logged in with the internal flag. */
export function internalOnly(routes: RouteObject[]): RouteObject {
  return { element: <RequireAuth />, children: [{ element: <RequireInternal />, children: routes }] };
}
