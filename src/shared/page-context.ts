// What the server decided about a request, sent with the page so the browser renders the same:
// the view, the site (its own entry only), the language, the member and the time of the render.
import type { AuthUser } from './api-types';
import type { LanguageCode } from './languages';
import type { Site } from './site-registry';

/** A site as its own pages know it: no host list, nothing of other sites. */
export type PublicSite = Omit<Site, 'hosts'>;

export type PageView =
  | { kind: 'site' }
  /** Plain http on a public host (SPEC §2). */
  | { kind: 'https-notice'; protocol: string; url: string; port: number }
  /** A domain chosen on a local host that the deployment does not serve. */
  | { kind: 'unknown-domain'; domain: string };

export interface PageContext {
  view: PageView;
  site: PublicSite;
  /** Opened on a local host (localhost, loopback, 192.168.x.x), where the domain switch lives. */
  local: boolean;
  /** Local hosts only: every domain of the deployment, for the domain switch. */
  domains: string[] | null;
  /**
   * Whether this site is the account home (single sign-on, passkeys' relying party); absent on local
   * hosts, which are their own. Its domain is named only in a member's render: a visitor's page names
   * no other site (links to it go through /sign-in/account-home).
   */
  isAccountHome?: boolean;
  accountHome?: string;
  /** The owner's name, shown in every footer. */
  ownerName: string;
  language: LanguageCode;
  /** The member of the request's session, or null. */
  user: AuthUser | null;
  /** That session's token without its signature, for the browser's expiry timers; null without a session. */
  token: string | null;
  /** When the server rendered the page (ms since the epoch): times shown start from it. */
  now: number;
  /** The server's calendar date of the render (YYYY-MM-DD): "today" of date-based pages on both sides. */
  today: string;
}

export function publicSite({ hosts: _hosts, ...site }: Site): PublicSite {
  return site;
}

/** The owner as the imprint and the property page show them (SPEC §1): no street address. */
export interface OwnerContactCard {
  name: string;
  nickName: string;
  phone: string;
  fax: string;
  mobile: string;
  mail: string;
  /** The main site's address. */
  web: string;
}
