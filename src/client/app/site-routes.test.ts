// The route table of every site against the one list of src/shared/site-pages.ts, from which the
// server decides what it keeps in memory for everyone: a member route outside membersOnly (or a
// guarded route missing from the list) would be served to visitors or cached for them.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteHandle } from '@client/core/pages/route-handle';
import { SITE_MODULES } from '@client/sites/site-modules';
import { memberRoutes, publicRoutes } from '@shared/site-pages';
import type { SiteSet } from '@shared/site-registry';
import { commonRoutes } from '@client/sites/common/common-routes';
import { LAYOUT_ROUTE_ID, commonRouteGroup, patchCommonRoutes, siteRouteTable } from './site-routes';

/** The paths of a route table, with whether a membersOnly parent guards them. */
function pathsOf(routes: RouteObject[], guarded = false): { path: string; guarded: boolean }[] {
  return routes.flatMap((route) => {
    const inside = guarded || (route.handle as RouteHandle | undefined)?.membersOnly === true;
    const own = route.path !== undefined ? [{ path: route.path, guarded: inside }] : route.index ? [{ path: '', guarded: inside }] : [];
    return [...own, ...pathsOf(route.children ?? [], inside)];
  });
}

describe.each(Object.keys(SITE_MODULES) as SiteSet[])('the routes of the %s sites', (set) => {
  it('guard exactly the member routes of the shared list and leave exactly its public routes open', async () => {
    const { site } = await SITE_MODULES[set]();
    const paths = pathsOf(siteRouteTable(site, commonRoutes)).filter(({ path }) => path !== '*' && path !== 'index.html' && path !== 'start');
    const sorted = (list: string[]) => [...list].sort();
    expect(sorted(paths.filter((entry) => entry.guarded).map((entry) => entry.path))).toEqual(sorted(memberRoutes(set)));
    expect(sorted(paths.filter((entry) => !entry.guarded).map((entry) => entry.path))).toEqual(sorted(publicRoutes(set)));
  });
});

describe('the browser\'s first table', () => {
  it('has the home, the site\'s own routes and the not-found page, and gets the common routes patched in under the layout', async () => {
    const { site } = await SITE_MODULES.forum();
    const first = pathsOf(siteRouteTable(site)).map(({ path }) => path);
    expect(first).not.toContain('login');
    expect(first).toContain('*');
    const patches: { parent: string | null; routes: RouteObject[] }[] = [];
    const patch = patchCommonRoutes(site, () => Promise.resolve({ commonRoutes }));
    await patch({ patch: (parent, routes) => patches.push({ parent, routes }), path: '/login', matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    expect(patches).toEqual([{ parent: LAYOUT_ROUTE_ID, routes: [commonRouteGroup(site, commonRoutes)] }]);
    // The forum's own imprint stays its own.
    expect(pathsOf(patches[0]!.routes).map(({ path }) => path)).toEqual(expect.arrayContaining(['login', 'dashboard']));
    expect(pathsOf(patches[0]!.routes).map(({ path }) => path)).not.toContain('imprint');
  });
});
