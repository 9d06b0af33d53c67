// What a route tells the renderers about itself through its handle.
import type { UIMatch } from 'react-router';
import type { PageNamespace } from '@client/core/i18n/use-namespace';

/** The id of the not-found route (status 404, its own title). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export interface RouteHandle {
  /** The pathless parent of member routes: noindex, never cached. */
  membersOnly?: true;
  /** Source path of the page module, for preloading its chunk and styles. */
  moduleId?: string;
  /** Translation namespaces the page needs before it renders. */
  namespaces?: PageNamespace[];
}

export function handlesOf(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}
