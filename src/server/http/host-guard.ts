// Refuses hosts that are not on the allow-list (421), a request with two Host headers (400), and
// sends www. hosts to the bare host (301) — built from the configured host and the path alone, so
// an absolute-form request target ('GET http://elsewhere/x') cannot choose where it leads. The
// site is chosen by the Host header alone — the one the proxy sets — never by X-Forwarded-Host,
// which a client can send through a proxy that passes it on (Fastify's request.host believes it).
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveHost, normalizeHost } from '@shared/hosts';
import type { Site, SiteRegistry } from '@shared/site-registry';
import { EMPTY_DOCUMENT } from '../pages/document';
import { errorBody } from './errors';
import { METRICS_PATH } from './metrics';
import { isUnforwardedLoopbackPeer } from './peer';

export interface RequestSite {
  site: Site;
  host: string;
  local: boolean;
  /** The Host header as sent (with its port): what the site was chosen by. */
  hostHeader: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    requestSite: RequestSite;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The Host header of a request, never a forwarded host. */
export function hostHeaderOf(request: FastifyRequest): string {
  return request.headers.host ?? '';
}

/** The path and query of a request target, also of an absolute-form one. */
export function pathOfTarget(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

/** How many Host headers a request names (Node's raw list, names as sent): more than one is refused. */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  // The length first: most names are not four letters long, and those are not lower-cased.
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    if (name.length === 4 && name.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/** Probes and the scraper a load balancer, systemd or Prometheus on this machine may call by address, whatever Host it sends. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', METRICS_PATH]);

/** A Host that is an IP address ('10.0.0.5:3000', '[fd00::5]'): how a Prometheus on another machine names this one. */
export function isAddressHost(host: string | null | undefined): boolean {
  return !!host && isIP(host.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * Allowed Host headers as sent, with the site they chose: a request with a Host seen before costs
 * one Map lookup instead of parsing the host and walking the registry (address ranges included).
 * Only hosts that reached a site are kept, at most MAX_KNOWN_HOSTS (a client inventing hosts gets
 * 421s, which are not kept); the objects are frozen, since requests share them.
 */
export const MAX_KNOWN_HOSTS = 1024;

/** The host guard's verdict on a Host header it allowed before, for the front door (front-door.ts). */
export type KnownHosts = (hostHeader: string) => RequestSite | undefined;

export function registerHostGuard(app: FastifyInstance, registry: SiteRegistry): KnownHosts {
  app.decorateRequest('requestSite', null as unknown as RequestSite);
  const known = new Map<string, RequestSite>();
  // Synchronous (no promise per request); an answer here ends the request without done().
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    if (hostHeaderCount(request.raw.rawHeaders) > 1) {
      reply.code(400).header('cache-control', 'no-store').send(errorBody('bad_request', 'A request has one Host header.'));
      return;
    }
    const rawHost = hostHeaderOf(request);
    const seen = known.get(rawHost);
    if (seen) {
      request.requestSite = seen;
      return done();
    }
    const normalized = normalizeHost(rawHost);
    const resolution = resolveHost(registry, rawHost);
    if (resolution.kind === 'not-allowed') {
      if (PROBE_PATHS.has(request.url) && isUnforwardedLoopbackPeer(request)) return done();
      // A scraper on another machine by this one's address: the metrics route still asks for the token.
      if (request.url === METRICS_PATH && isAddressHost(normalized?.host)) return done();
      reply.code(421).header('cache-control', 'no-store');
      if (isApiPath(request.url)) reply.send(errorBody('misdirected_request', 'This host is not served here.'));
      else reply.type('text/html; charset=utf-8').send(EMPTY_DOCUMENT);
      return;
    }
    if (normalized?.hadWww) {
      const port = normalized.port ? `:${normalized.port}` : '';
      reply.code(301).header('location', `${request.protocol}://${normalized.host}${port}${pathOfTarget(request.url)}`).send();
      return;
    }
    const site: RequestSite = Object.freeze({ site: resolution.site, host: resolution.host, local: resolution.local, hostHeader: rawHost });
    if (known.size >= MAX_KNOWN_HOSTS) known.clear();
    known.set(rawHost, site);
    request.requestSite = site;
    done();
  });
  return (hostHeader) => known.get(hostHeader);
}
