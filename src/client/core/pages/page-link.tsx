// A link to another page of the site that keeps the address's language (?lang=) and, on local
// hosts, the chosen site (?domain=), so a visitor without JavaScript stays in their language and
// a crawler on a German page finds the German pages. Only valid values are kept, as the server
// renders the page (src/server/pages/page-address.ts): a language code, and a domain of the
// deployment on a local host — so the links after hydration are the server's.
import { forwardRef, useContext } from 'react';
import { Link, type LinkProps, useLocation } from 'react-router';
import { isLanguageCode } from '@shared/languages';
import { SiteContext } from '../site/site-context';

/**
 * The target with the kept parameters of the current address added (its own win): ?lang= when it
 * names a language, ?domain= when it is one of the local host's domains.
 */
export function withKeptParams(to: string, currentSearch: string, domains: readonly string[] | null = null): string {
  // Nothing to keep and nothing to rewrite (the usual case: a menu's links on an address without
  // parameters): the target as it is, without the three URLSearchParams of the general way.
  if (currentSearch === '' && !to.includes('?') && !to.includes('#')) return to;
  const current = new URLSearchParams(currentSearch);
  const [path = '', hashPart] = to.split('#');
  const [pathname = '', query = ''] = path.split('?');
  const target = new URLSearchParams(query);
  const language = current.get('lang');
  if (isLanguageCode(language) && !target.has('lang')) target.set('lang', language);
  const wanted = current.get('domain')?.toLowerCase();
  const domain = domains?.find((candidate) => candidate === wanted);
  if (domain !== undefined && !target.has('domain')) target.set('domain', domain);
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
