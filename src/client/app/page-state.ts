// The page state the server sends beside the markup (a JSON data block, never executed): the
// request's context, the router's hydration data and every catalogue of the page's language the
// server rendered with, so the browser's first render equals the server's without another
// request. Route errors travel in a plain form and are made into errors again.
import { type HydrationState, isRouteErrorResponse } from 'react-router';
import type { PageContext } from '@shared/page-context';
import type { Catalogue } from '@client/core/i18n/i18n';

export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  context: PageContext;
  router: HydrationState | null;
  /**
   * An app shell (docs/decisions/018): no page was rendered, so there is nothing to hydrate; the
   * browser renders the address's page itself.
   */
  shell?: true;
  /**
   * The page is one of the common routes (login, member pages …), whose table a first visit to a
   * site's own page does not load: the browser hydrates with it (site-routes.tsx).
   */
  commonRoutes?: true;
  /** The catalogues of context.language the server rendered with, by namespace. */
  catalogues: Record<string, Catalogue>;
}

type SerializedError = { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown } | { __type: 'Error'; message: string };

function serializeErrors(errors: HydrationState['errors']): Record<string, SerializedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
        : { __type: 'Error', message: error instanceof Error ? error.message : String(error) },
    ]),
  );
}

/** JSON made safe inside <script type="application/json">: no '<' (so no '</script>'), no line separators JavaScript would choke on. */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Each catalogue as safe JSON, made once: a language's catalogues are the same objects in every
 * render on the server (entry-server.tsx), and the bulk of a page's state (decision 023).
 */
const catalogueTexts = new WeakMap<Catalogue, string>();
function catalogueText(catalogue: Catalogue): string {
  let text = catalogueTexts.get(catalogue);
  if (text === undefined) catalogueTexts.set(catalogue, (text = scriptSafe(JSON.stringify(catalogue))));
  return text;
}

/** The state as text that is safe inside <script type="application/json">. */
export function serializePageState(state: PageState): string {
  const router = state.router ? { ...state.router, errors: serializeErrors(state.router.errors) } : null;
  const catalogues = Object.entries(state.catalogues).map(([name, catalogue]) => `${scriptSafe(JSON.stringify(name))}:${catalogueText(catalogue)}`);
  const shell = state.shell ? ',"shell":true' : '';
  const commonRoutes = state.commonRoutes ? ',"commonRoutes":true' : '';
  return `{"context":${scriptSafe(JSON.stringify(state.context))},"router":${scriptSafe(JSON.stringify(router))}${shell}${commonRoutes},"catalogues":{${catalogues.join(',')}}}`;
}

/** Reads the state back, with route errors as the router expects them. */
export function parsePageState(text: string, toRouteError: (status: number, statusText: string, data: unknown) => unknown): PageState {
  const state = JSON.parse(text) as PageState & { router: (HydrationState & { errors: Record<string, SerializedError> | null }) | null };
  if (!state.router?.errors) return state;
  const errors = Object.fromEntries(
    Object.entries(state.router.errors).map(([id, error]) => [id, error.__type === 'RouteErrorResponse' ? toRouteError(error.status, error.statusText, error.data) : new Error(error.message)]),
  );
  return { ...state, router: { ...state.router, errors } };
}
