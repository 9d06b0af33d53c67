// A link to another page of the site that keeps the address's language (?lang=) and, on local
// hosts, the chosen site (?domain=), so a visitor without JavaScript stays in their language and
// a crawler on a German page finds the German pages. Only valid values are kept, as the server
// renders the page (src/server/pages/page-address.ts): a language code, and a domain of the
// deployment on a local host — so the links after hydration are the server's.
import { forwardRef, useContext } from 'react';
import { Link, type LinkProps, useLocation } from 'react-router';
import { isLanguageCode } from '@shared/languages';
import { SiteContext } from '../site/site-context';

/** The kept parameters of an address (?lang= naming a language, ?domain= one of the local host's), as a query; '' when none. */
function keptQuery(currentSearch: string, domains: readonly string[] | null): string {
  const current = new URLSearchParams(currentSearch);
  const kept = new URLSearchParams();
  const language = current.get('lang');
  if (isLanguageCode(language)) kept.set('lang', language);
  const wanted = current.get('domain')?.toLowerCase();
  const domain = domains?.find((candidate) => candidate === wanted);
  if (domain !== undefined) kept.set('domain', domain);
  return kept.toString();
}

/**
 * The last address's kept query: every link of a render reads the same address, so it is read once
 * per address (three URLSearchParams a link, a page has fifty links), not once per link.
 */
let lastKept: { search: string; domains: readonly string[] | null; query: string } | null = null;

function keptQueryOf(currentSearch: string, domains: readonly string[] | null): string {
  if (lastKept?.search !== currentSearch || lastKept.domains !== domains) lastKept = { search: currentSearch, domains, query: keptQuery(currentSearch, domains) };
  return lastKept.query;
}

/**
 * The target with the kept parameters of the current address added (its own win): ?lang= when it
 * names a language, ?domain= when it is one of the local host's domains.
 */
export function withKeptParams(to: string, currentSearch: string, domains: readonly string[] | null = null): string {
  // Nothing to keep (the usual case on an address without parameters): the target as it is.
  if (currentSearch === '') return to;
  const kept = keptQueryOf(currentSearch, domains);
  if (kept === '') return to;
  // A plain path (a menu's, a page's links): the kept query is its query.
  if (!to.includes('?') && !to.includes('#')) return `${to}?${kept}`;
  const [path = '', hashPart] = to.split('#');
  const [pathname = '', query = ''] = path.split('?');
  const target = new URLSearchParams(query);
  for (const [name, value] of new URLSearchParams(kept)) if (!target.has(name)) target.set(name, value);
  const search = target.toString();
  return `${pathname}${search ? `?${search}` : ''}${hashPart !== undefined ? `#${hashPart}` : ''}`;
}

/**
 * The path in the given language: its own ?lang= wins, else the language is added. For where a
 * page sends the visitor on after leaving the app (the login's hop through the account home), so
 * the page they land on is in the language they were reading.
 */
export function inLanguage(to: string, language: string): string {
  return isLanguageCode(language) ? withKeptParams(to, `?lang=${language}`) : to;
}

export const PageLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function PageLink({ to, ...props }, ref) {
  const { search } = useLocation();
  const domains = useContext(SiteContext)?.domains ?? null;
  return <Link ref={ref} to={withKeptParams(to, search, domains)} {...props} />;
});
