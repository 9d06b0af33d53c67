// Host resolution (SPEC §2, §9): which site a Host header asks for, and whether it is local.
import { DEV_SERVER_PORT } from './constants';
import type { Site, SiteRegistry } from './site-registry';

export interface NormalizedHost {
  /** Lower case, without port, trailing dot or 'www.' prefix; IPv6 keeps its brackets. */
  host: string;
  port: number | null;
  /** The original host carried a 'www.' prefix. */
  hadWww: boolean;
}

/** Normalises a Host header value or URL host. Returns null for an empty or malformed value. */
export function normalizeHost(raw: string | undefined | null): NormalizedHost | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  let name: string;
  let portText: string | undefined;
  const ipv6 = /^(\[[0-9a-f:.]+\])(?::(\d+))?$/.exec(value);
  if (ipv6) {
    name = ipv6[1]!;
    portText = ipv6[2];
  } else {
    const match = /^([a-z0-9.-]+?)\.?(?::(\d+))?$/.exec(value);
    if (!match) return null;
    name = match[1]!;
    portText = match[2];
  }
  const port = portText === undefined ? null : Number(portText);
  if (port !== null && (port < 1 || port > 65535)) return null;
  const hadWww = name.startsWith('www.');
  if (hadWww) name = name.slice(4);
  if (!name || name.startsWith('.') || name.includes('..')) return null;
  return { host: name, port, hadWww };
}

/** Parses a dotted-quad IPv4 address strictly (no leading zeros, each octet 0-255). */
export function parseIPv4(value: string): number[] | null {
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    octets.push(octet);
  }
  return octets;
}

function matchesCidr(host: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const address = parseIPv4(host);
  const network = base ? parseIPv4(base) : null;
  const bits = Number(bitsText);
  if (!address || !network || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const toNumber = (octets: number[]) => octets.reduce((sum, octet) => sum * 256 + octet, 0);
  const mask = bits === 0 ? 0 : 2 ** 32 - 2 ** (32 - bits);
  const masked = (n: number) => Math.floor(n / 2 ** (32 - bits)) * 2 ** (32 - bits);
  return mask === 0 || masked(toNumber(address)) === masked(toNumber(network));
}

/** Local hosts: localhost, loopback 127.0.0.1 and [::1], and IPv4 addresses in 192.168.0.0/16. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || matchesCidr(host, '192.168.0.0/16');
}

function hostMatchesEntry(host: string, entry: string): boolean {
  return entry.includes('/') ? matchesCidr(host, entry) : host === entry;
}

/** The site the registry serves at a normalised host, or null when the host is not allowed. */
export function findSiteByHost(registry: SiteRegistry, host: string): Site | null {
  return registry.sites.find((site) => site.hosts.some((entry) => hostMatchesEntry(host, entry))) ?? null;
}

/** The site whose public domain name is the given name (used by the local domain switch). */
export function findSiteByDomain(registry: SiteRegistry, domain: string): Site | null {
  const normalized = normalizeHost(domain)?.host;
  return registry.sites.find((site) => site.domain === normalized) ?? null;
}

export type HostResolution =
  | { kind: 'not-allowed'; host: string }
  | { kind: 'site'; host: string; site: Site; local: boolean };

/** Resolves a raw Host value against the allow-list of the registry. */
export function resolveHost(registry: SiteRegistry, rawHost: string): HostResolution {
  const normalized = normalizeHost(rawHost);
  if (!normalized) return { kind: 'not-allowed', host: rawHost };
  const site = findSiteByHost(registry, normalized.host);
  if (!site) return { kind: 'not-allowed', host: normalized.host };
  return { kind: 'site', host: normalized.host, site, local: isLocalHost(normalized.host) };
}

/** Plain http is refused on every non-local host, except on Vite's dev port. */
export function needsHttpsNotice(protocol: string, host: string, port: number | null): boolean {
  if (protocol.replace(/:$/, '') !== 'http') return false;
  if (port === DEV_SERVER_PORT) return false;
  return !isLocalHost(host);
}
