// What a site folder provides: its home page and its own routes. Each page's code loads lazily,
// and its text comes through the route's loader, which starts in parallel with the code.
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@client/core/auth/require-auth';
import type { MainKey } from '@client/core/i18n/translation-keys';
import * as contentPage from '@client/core/content/components/content-page';
import { type RouteHandle } from '@client/core/pages/route-handle';
import { memberLoader, onNewPathOrLanguage, textLoader } from '@client/core/pages/page-services';
import { type PageModuleLoader, lazyPage } from '@client/core/resilience/lazy-page';

export type PageRoute = Pick<RouteObject, 'loader' | 'lazy' | 'shouldRevalidate'>;

/** A site's navigation of its public pages: route paths, and groups of them under a heading key. */
export type SiteNavigationEntry = string | { label: MainKey; pages: readonly string[] };

export interface SiteModule {
  home: PageRoute;
  routes: RouteObject[];
  /** The public pages the site's navigation lists, home first (none for a one-page site). */
  navigation: readonly SiteNavigationEntry[];
}

// The plain content page is the home of every site, so it ships in the entry chunk: no second round
// of requests before the first paint.
const plainContentPage: PageModuleLoader = () => Promise.resolve(contentPage);

/**
 * A page whose text is a content file, shown by the plain content page or a page module of its own;
 * a page module that shows only the shell's texts besides its content says so (pageTexts: false).
 */
export function textPage(page: string, module: PageModuleLoader = plainContentPage, { pageTexts = module !== plainContentPage } = {}): PageRoute {
  return { loader: textLoader(page), lazy: lazyPage(module, { pageTexts }), shouldRevalidate: onNewPathOrLanguage };
}

/** Plain content routes for the given paths. */
export function textRoutes(paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, ...textPage(path) }));
}

const MEMBERS_HANDLE: RouteHandle = { membersOnly: true };

/** Routes for logged-in members: without a session the loader sends the visitor to the login and back. */
export function membersOnly(routes: RouteObject[]): RouteObject {
  return { loader: memberLoader, shouldRevalidate: onNewPathOrLanguage, element: <RequireAuth />, handle: MEMBERS_HANDLE, children: routes };
}
