// What the app shows for the address it was opened at (SPEC §2): nothing for a host that is not
// allowed, the HTTPS notice on plain http, 'Domain {host} unknown!' for an unknown chosen domain,
// or a site.
import { findSiteByDomain, needsHttpsNotice, normalizeHost, resolveHost } from '../../shared/hosts';
import type { Site, SiteRegistry } from '../../shared/site-registry';

export interface PageAddress {
  protocol: string;
  host: string;
  href: string;
}

export type AppView =
  | { kind: 'nothing' }
  | { kind: 'https-notice'; protocol: string; url: string; port: number }
  | { kind: 'unknown-domain'; domain: string }
  | { kind: 'site'; site: Site; local: boolean };

export function decideView(registry: SiteRegistry, address: PageAddress, chosenDomain: string | null): AppView {
  const resolution = resolveHost(registry, address.host);
  if (resolution.kind === 'not-allowed') return { kind: 'nothing' };
  const port = normalizeHost(address.host)?.port ?? null;
  if (needsHttpsNotice(address.protocol, resolution.host, port)) {
    const protocol = address.protocol.replace(/:$/, '');
    return { kind: 'https-notice', protocol, url: address.href, port: port ?? (protocol === 'https' ? 443 : 80) };
  }
  if (resolution.local && chosenDomain) {
    const site = findSiteByDomain(registry, chosenDomain);
    return site ? { kind: 'site', site, local: true } : { kind: 'unknown-domain', domain: chosenDomain };
  }
  return { kind: 'site', site: resolution.site, local: resolution.local };
}
