// State-changing API requests must be JSON and come from the page's own origin; a browser that says
// the request is cross-site (fetch metadata) is refused even if its Origin matched.
import type { FastifyInstance } from 'fastify';
import { hostHeaderOf, isApiPath } from './host-guard';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerRequestGuards(app: FastifyInstance): void {
  // An empty JSON body is allowed (spec §7 sends one to debug-data); anything else is parsed safely.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    if (body === '') return done(null, {});
    return parseJson(request, String(body), done);
  });

  // Synchronous (no promise per request); a refusal ends the request without done().
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return done();
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      sendError(reply, 403, 'cross_site', 'The request must come from this site.');
      return;
    }
    const origin = request.headers.origin?.toLowerCase();
    const expected = `${request.protocol}://${hostHeaderOf(request).toLowerCase()}`;
    if (origin !== expected) {
      sendError(reply, 403, 'bad_origin', 'The request must come from this site.');
      return;
    }
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      sendError(reply, 415, 'unsupported_media_type', 'Send JSON with the content type application/json.');
      return;
    }
    done();
  });
}
