// Refuses hosts that are not on the allow-list (421) and sends www. hosts to the bare host (301).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveHost, normalizeHost } from '../../shared/hosts';
import type { Site, SiteRegistry } from '../../shared/site-registry';
import { errorBody } from './errors';

export interface RequestSite {
  site: Site;
  host: string;
  local: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    requestSite: RequestSite;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function registerHostGuard(app: FastifyInstance, registry: SiteRegistry): void {
  app.decorateRequest('requestSite', null as unknown as RequestSite);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const rawHost = request.host;
    const normalized = normalizeHost(rawHost);
    const resolution = resolveHost(registry, rawHost);
    if (resolution.kind === 'not-allowed') {
      reply.code(421).header('cache-control', 'no-store');
      return isApiPath(request.url)
        ? reply.send(errorBody('misdirected_request', 'This host is not served here.'))
        : reply.type('text/plain; charset=utf-8').send('');
    }
    if (normalized?.hadWww) {
      const port = normalized.port ? `:${normalized.port}` : '';
      return reply.code(301).header('location', `${request.protocol}://${normalized.host}${port}${request.url}`).send();
    }
    request.requestSite = { site: resolution.site, host: resolution.host, local: resolution.local };
  });
}
