// /feed.xml (Atom) and /events.ics (iCalendar) of the host's own site, in the language of ?lang=
// (English without it); a site without dated content or without a calendar answers 404. Both are
// cached like the sitemap: public, for an hour.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATOM_TYPE, CALENDAR_PATH, CALENDAR_TYPE, FEED_PATH } from '@shared/feeds';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode, isLanguageCode } from '@shared/languages';
import type { SiteRegistry } from '@shared/site-registry';
import type { Clock } from '../clock';
import type { PageService } from '../content/page-service';
import { eventsCalendar } from './calendar/calendar';
import { atomFeed } from './feeds';

export interface FeedRouteDeps {
  registry: SiteRegistry;
  pages: PageService;
  clock: Clock;
}

/** The cache header the sitemap and robots.txt are sent with. */
export const GENERATED_DOCUMENT_CACHE = 'public, max-age=3600';

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/** The language of ?lang=, English without it, or null for a language the sites do not have. */
function languageOf(request: FastifyRequest): LanguageCode | null {
  const asked = (request.query as Record<string, unknown>).lang;
  if (asked === undefined) return FALLBACK_LANGUAGE;
  return isLanguageCode(asked) ? asked : null;
}

const badLanguage = (reply: FastifyReply) =>
  reply.code(400).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`Unknown language in ?lang=: use one of ${LANGUAGE_CODES.join(', ')}.`);

export async function feedRoutes(app: FastifyInstance, deps: FeedRouteDeps): Promise<void> {
  app.get(FEED_PATH, async (request, reply) => {
    const language = languageOf(request);
    if (!language) return badLanguage(reply);
    const xml = atomFeed(request.requestSite.site, language, { registry: deps.registry, pages: deps.pages, today: deps.clock.now() });
    if (!xml) return notFound(reply);
    return reply.header('cache-control', GENERATED_DOCUMENT_CACHE).type(`${ATOM_TYPE}; charset=utf-8`).send(xml);
  });

  app.get(CALENDAR_PATH, async (request, reply) => {
    const language = languageOf(request);
    if (!language) return badLanguage(reply);
    const ics = eventsCalendar(deps.registry, request.requestSite.site, language, deps.clock.now());
    if (!ics) return notFound(reply);
    return reply.header('cache-control', GENERATED_DOCUMENT_CACHE).type(`${CALENDAR_TYPE}; charset=utf-8`).send(ics);
  });
}
