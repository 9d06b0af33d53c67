// A link to another page of the site that keeps the address's language (?lang=) and, on local
// hosts, the chosen site (?domain=), so a visitor without JavaScript stays in their language and
// a crawler on a German page finds the German pages.
import { forwardRef } from 'react';
import { Link, type LinkProps, useLocation } from 'react-router';

const KEPT_PARAMS = ['lang', 'domain'] as const;

/** The target with the kept parameters of the current address added (its own win). */
export function withKeptParams(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [path = '', hashPart] = to.split('#');
  const [pathname = '', query = ''] = path.split('?');
  const target = new URLSearchParams(query);
  for (const name of KEPT_PARAMS) {
    const value = current.get(name);
    if (value !== null && !target.has(name)) target.set(name, value);
  }
  const search = target.toString();
  return `${pathname}${search ? `?${search}` : ''}${hashPart !== undefined ? `#${hashPart}` : ''}`;
}

export const PageLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function PageLink({ to, ...props }, ref) {
  const { search } = useLocation();
  return <Link ref={ref} to={withKeptParams(to, search)} {...props} />;
});
