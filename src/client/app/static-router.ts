// React Router's static router for a server render, with the site's route table converted once
// per handler instead of once per request (docs/decisions/023).
import { type StaticHandler, type StaticHandlerContext, createStaticRouter } from 'react-router';

export type StaticRouter = ReturnType<typeof createStaticRouter>;

/** Kept routers by handler: the converted routes and React Router's stateless router methods. */
const routerBases = new WeakMap<StaticHandler, StaticRouter>();

/** A context of no request: the kept router is made from it, so it holds nobody's data. */
const NO_REQUEST = {
  basename: '/',
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  matches: [],
  loaderData: {},
  actionData: null,
  errors: null,
  statusCode: 200,
  loaderHeaders: {},
  actionHeaders: {},
} as unknown as StaticHandlerContext;

/**
 * What createStaticRouter(handler.dataRoutes, result) answers, without converting the whole route
 * table anew on every call (2.5 % of a /dashboard request's CPU and 22 KB of its garbage): each
 * render gets an object on top of the handler's kept router with the request's own basename and
 * state — the state's fields as React Router makes them (its fetchers and blockers new each time)
 * with the request's location, matches (on the kept router's routes, as React Router maps them),
 * loader data, action data and errors put over them.
 */
export function staticRouter(handler: StaticHandler, result: StaticHandlerContext): StaticRouter {
  let base = routerBases.get(handler);
  // A lazy route's module, once loaded, is put into the handler's route (its `lazy` then goes), not
  // into a copy converted before: the kept router is converted anew when a matched route of the
  // handler has lost its `lazy` since — once per lazily loaded page at most.
  if (!base || result.matches.some((match) => base!.manifest[match.route.id]?.lazy !== match.route.lazy)) {
    routerBases.set(handler, (base = createStaticRouter(handler.dataRoutes, NO_REQUEST)));
  }
  const { manifest } = base;
  const matches = result.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route }));
  const state = { ...base.state, location: result.location, matches, loaderData: result.loaderData, actionData: result.actionData, errors: result.errors };
  return Object.create(base, { basename: { value: result.basename }, state: { value: state } }) as StaticRouter;
}
