// The one address a page is rendered, cached and linked under: a path spelt as its route is (one
// slash between segments, none at the end, the route's own letter case) and a query of only a
// valid ?lang= and, on a local host, a known ?domain=. Tracking parameters (utm_*, fbclid, ref …)
// and invalid values change nothing, so they neither miss the page cache nor end up in links.
import { isLanguageCode } from '@shared/languages';

/** The route-spelt path of a page path ('/cv/' and '//cv' → '/cv'; '/CV' → '/cv' when 'cv' is a route). */
export function canonicalPagePath(urlPath: string, routes: readonly string[]): string {
  const trimmed = urlPath.split('/').filter((segment) => segment !== '').join('/');
  if (routes.includes(trimmed)) return `/${trimmed}`;
  const lower = trimmed.toLowerCase();
  const route = routes.find((candidate) => candidate.toLowerCase() === lower);
  return `/${route ?? trimmed}`;
}

/** A path as a Location header value: each segment encoded, so it can never read as '//host' or '/\host'. */
export function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}

/** Collapses runs of slashes: '//media//x' → '/media/x'. */
export function collapseSlashes(urlPath: string): string {
  return urlPath.replace(/\/{2,}/g, '/');
}

/**
 * The query a page is rendered with: ?lang= when it names a language, ?domain= when the host is
 * local and the domain is a known site's (its registered spelling); nothing else.
 */
export function pageQuery(search: URLSearchParams, knownDomain: (domain: string) => string | null): URLSearchParams {
  const kept = new URLSearchParams();
  const language = search.get('lang');
  if (isLanguageCode(language)) kept.set('lang', language);
  const domain = search.get('domain');
  const known = domain === null ? null : knownDomain(domain);
  if (known !== null) kept.set('domain', known);
  return kept;
}
