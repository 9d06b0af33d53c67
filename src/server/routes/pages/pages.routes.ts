// GET /api/page?path=…&lang=…: a page's text for the site of the host (on local hosts the site
// chosen with &domain=). Member texts need a session (401) and the page's flag (403 with the code
// needs_internal or needs_entitled); they are never cached by browsers or proxies.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { findSiteByDomain } from '@shared/hosts';
import { LANGUAGE_CODES } from '@shared/languages';
import type { OwnerContactCard } from '@shared/page-context';
import type { SiteRegistry } from '@shared/site-registry';
import { toRoutePath } from '@shared/routes';
import { forbiddenCode, isForbidden } from '@shared/content';
import type { PageService } from '../../content/page-service';
import { sendError } from '../../http/errors';
import { requireSession } from '../../http/session-guard';
import type { SessionService } from '../../services/session.service';

export interface PageApiDeps {
  pages: PageService;
  sessions: SessionService;
  registry: SiteRegistry;
  /** The owner as every imprint shows them. */
  contact: OwnerContactCard;
}

const pageQuerySchema = {
  querystring: {
    type: 'object',
    required: ['path', 'lang'],
    additionalProperties: false,
    properties: {
      path: { type: 'string', maxLength: 200 },
      lang: { type: 'string', enum: LANGUAGE_CODES },
      domain: { type: 'string', maxLength: 253 },
    },
  },
} as const;

export async function pageApiRoutes(plain: FastifyInstance, deps: PageApiDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
  // Public: every site's imprint shows the owner's contact (SPEC §1).
  app.get('/api/contact', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return deps.contact;
  });

  app.get('/api/page', { schema: pageQuerySchema }, async (request, reply) => {
    const { path, lang, domain } = request.query;
    const site = domain && request.requestSite.local ? findSiteByDomain(deps.registry, domain) : request.requestSite.site;
    const page = toRoutePath(path);
    const access = site ? deps.pages.access(site, page) : null;
    if (!site || access === null) return sendError(reply, 404, 'not_found', 'No such page.');
    if (access === 'public') {
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      const outcome = deps.pages.load(site, page, lang, null);
      return outcome.kind === 'page' ? outcome.data : sendError(reply, 404, 'not_found', 'No such page.');
    }
    reply.header('cache-control', 'private, no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    const outcome = deps.pages.load(site, page, lang, session.user);
    if (outcome.kind !== 'page') return sendError(reply, 404, 'not_found', 'No such page.');
    if (isForbidden(outcome.data)) {
      return sendError(reply, 403, forbiddenCode(outcome.data.forbidden), 'Your account may not read this page.');
    }
    return outcome.data;
  });
}
