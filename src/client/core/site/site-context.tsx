// The site being shown, as the server decided it for this request (PageContext): its own entry,
// the owner's name, and on local hosts the other domains of the deployment.
import { createContext, useContext } from 'react';
import type { PublicSite } from '@shared/page-context';

export interface SiteContextValue {
  site: PublicSite;
  /** Opened on a local host, where the domain buttons switch sites. */
  local: boolean;
  /** Local hosts only: every domain of the deployment. */
  domains: string[] | null;
  /** This site is where passkeys are made and used: the account home, or a local host (each its own). */
  isAccountHome?: boolean;
  /** The account home's domain, in a member's render only; null otherwise and on local hosts. */
  accountHome?: string | null;
  ownerName: string;
  /** When the server rendered the page (ms since the epoch): "today" starts from it on both sides. */
  renderedAt: number;
  /** The server's date of the render as a local date (midnight): "today" of date-based pages. */
  today: Date;
  /** Local hosts: shows another site of the deployment (and remembers the choice). */
  chooseDomain(domain: string): void;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteContext');
  return value;
}
