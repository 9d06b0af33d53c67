import { renderToString } from 'react-dom/server';
import { Link, Outlet, type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter, useLoaderData, useLocation, useMatches } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staticRouter } from './static-router';

function Layout() {
  const { pathname, search } = useLocation();
  return (
    <div>
      <nav>
        <Link to="/members/dashboard">Dashboard</Link> <Link to="../public">Public</Link>
      </nav>
      <p>
        {pathname}
        {search}
      </p>
      <p>{useMatches().map((match) => match.id).join(' ')}</p>
      <Outlet />
    </div>
  );
}

function Member() {
  const { name } = useLoaderData<{ name: string }>();
  return <main>Hello, {name}</main>;
}

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    children: [
      { id: 'member', path: 'members/:name', loader: ({ params }) => ({ name: params.name }), Component: Member },
      { id: 'public', path: 'public', Component: () => <main>For everyone</main> },
      { id: 'lazy', path: 'later', lazy: async () => ({ loader: () => ({ note: 'loaded on first use' }), Component: () => <main>{useLoaderData<{ note: string }>().note}</main> }) },
      { id: 'not-found', path: '*', loader: () => new Response(null, { status: 404 }), Component: () => <main>Not found</main> },
    ],
  },
];

async function render(handler: ReturnType<typeof createStaticHandler>, url: string, makeRouter: typeof staticRouter) {
  const result = await handler.query(new Request(`https://site.example${url}`));
  if (result instanceof Response) throw new Error('redirect');
  const router = makeRouter(handler, result);
  return { html: renderToString(<StaticRouterProvider router={router} context={result} hydrate={false} />), state: router.state };
}
const reactRouters: typeof staticRouter = (handler, result) => createStaticRouter(handler.dataRoutes, result);

describe('staticRouter', () => {
  it('renders what React Router’s own static router renders, request after request on the same handler', async () => {
    const handler = createStaticHandler(routes);
    for (const url of ['/members/mara', '/public?lang=de', '/later', '/members/jonas', '/nowhere', '/later', '/members/mara']) {
      const kept = await render(handler, url, staticRouter);
      const own = await render(handler, url, reactRouters);
      expect(kept.html, url).toBe(own.html);
      const { fetchers, blockers, matches, ...rest } = kept.state;
      const { fetchers: ownFetchers, blockers: ownBlockers, matches: ownMatches, ...ownRest } = own.state;
      expect(rest, url).toEqual(ownRest);
      expect(matches.map((match) => [match.route.id, match.pathname, match.params])).toEqual(ownMatches.map((match) => [match.route.id, match.pathname, match.params]));
      expect([fetchers.size, blockers.size]).toEqual([ownFetchers.size, ownBlockers.size]);
    }
  });

  it('renders a lazily loaded route’s page from its first request on', async () => {
    const handler = createStaticHandler(routes);
    expect((await render(handler, '/public', staticRouter)).html).toContain('For everyone');
    expect((await render(handler, '/later', staticRouter)).html).toContain('loaded on first use');
  });

  it('gives every render its own state: nothing of one member’s render in the next one’s', async () => {
    const handler = createStaticHandler(routes);
    const mara = await render(handler, '/members/mara', staticRouter);
    const visitor = await render(handler, '/public', staticRouter);
    expect(mara.html).toContain('Hello, <!-- -->mara');
    expect(visitor.html).not.toContain('mara');
    expect(JSON.stringify(visitor.state.loaderData)).not.toContain('mara');
    expect(visitor.state.location.pathname).toBe('/public');
    expect(mara.state.location.pathname).toBe('/members/mara');
    expect(visitor.state.fetchers).not.toBe(mara.state.fetchers);
  });
});
