// Every GET that is not the API: built files from memory, /sitemap.xml and /robots.txt of the
// host, media of the host's own domain, and pages rendered on the server (docs/decisions/005) —
// public ones kept in memory after their first render, member ones rendered per request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSiteByDomain, needsHttpsNotice, normalizeHost } from '@shared/hosts';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { type PageContext, type PageView, publicSite } from '@shared/page-context';
import { toRoutePath } from '@shared/routes';
import { HOME_ALIASES } from '@shared/routes';
import { memberRoutes, publicRoutes } from '@shared/site-pages';
import { type Site, type SiteRegistry, type SiteSet, accountHomeOf } from '@shared/site-registry';
import { withoutSignature } from '@shared/token';
import type { Clock } from '../clock';
import type { PageService } from '../content/page-service';
import { isDatabaseUnavailable } from '../db/database-errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors';
import type { FrontDoor } from '../http/front-door';
import type { SecurityHeaderSets } from '../http/security-headers';
import { hasPendingLogout, readSessionCookie } from '../http/session-cookie';
import { MEDIA_PREFIX, mediaFile, sendMediaFile } from '../http/media-files';
import { type FastForms, type StaticSite, headerList, isPagePath, safeDecode, sendAsset, writePastReply } from '../http/static-assets';
import type { ResolvedSession, SessionService } from '../services/session.service';
import { feedUrl, hasFeed } from './feeds';
import { headTags } from './head';
import { chooseLanguage } from './language';
import { canonicalPagePath, collapseSlashes, encodePath, pageQuery } from './page-address';
import { type EncodedPage, type FirstAnswer, PageCache, firstAnswer, isDatedPage, pageCacheKey } from './page-cache';
import { NOT_FOUND_STAND_IN, type NotFoundPage, NotFoundPages, fillNotFoundPage } from './not-found-pages';
import { compressOnce, encodingTaken } from './page-once';
import type { PageSource } from './page-source';
import { contactCard, pageServices } from './page-services';
import type { RenderThread } from './render-thread';
import { DEFAULT_RENDER_LIMITS, RenderLimit, type RenderLimits } from './render-limit';
import { publicPages, robotsTxt, sitemapXml } from './sitemap';
import { publicStructuredData } from './structured-data/structured-data';

export interface PageRouteDeps {
  registry: SiteRegistry;
  pages: PageService;
  sessions: SessionService;
  /** The renderer, the document template and the preloads: the build's, or Vite's in development. */
  source: PageSource;
  /** The built client's files (in development: the public folder's media); null in tests that render without a build. */
  files: StaticSite | null;
  /** "Today" of the daily pages and the day their cached renders are kept for. */
  clock: Clock;
  /** Renders at once and waiting; beyond them a miss is answered 503 (DEFAULT_RENDER_LIMITS otherwise). */
  renderLimits?: RenderLimits;
  /** Logs a database outage once (db/outage-watch.ts) instead of once per page. */
  outage?: { noticed(error: unknown): void };
  /** The kept pages (tests pass their own to wait for its background work); a new one otherwise. */
  cache?: PageCache;
  /** Told each page's site and route template, each look into the kept pages and each render's time (the metrics). */
  observer?: PageObserver;
  /**
   * The security headers every answer carries (security-headers.ts): with them a kept page asked
   * for again at an address seen before is written past Fastify's reply (answerKnownAddress).
   */
  security?: SecurityHeaderSets;
  /** Where kept pages at known addresses are also answered from, before Fastify (http/front-door.ts). */
  frontDoor?: FrontDoor;
  /** Renders the pages kept for everyone off the event loop (render-thread.ts); without it they render here. */
  renderThread?: RenderThread;
}

export interface PageObserver {
  /** The site and route template (e.g. '/cv') a page request is counted under. */
  route(request: FastifyRequest, site: string, route: string): void;
  /** A look into the kept pages for a visitor: found or not. */
  cache(site: string, hit: boolean): void;
  /** A page rendered, and how long it took (seconds). */
  rendered(site: string, route: string, seconds: number): void;
}

/** Seconds a visitor turned away by a full render queue waits before trying again. */
export const RENDER_RETRY_AFTER_SECONDS = 1;

/** The answer while every render turn is taken: the browser loads the page again by itself, no text to read. */
const BUSY_DOCUMENT = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="${RENDER_RETRY_AFTER_SECONDS}"><title></title></head><body></body></html>`;

/** The <html> element's attributes of a page: its language and direction, and what the boot script reads (the language, the site's languages, its domain, a local host). */
export function documentAttributes(
  boot: { language: string; languages: string; domain: string; local: string },
  language: LanguageCode,
  languages: string,
  domain: string,
  local: boolean,
): Record<string, string | true> {
  return {
    lang: LANGUAGES[language].locale,
    dir: LANGUAGES[language].dir,
    [boot.language]: language,
    [boot.languages]: languages,
    [boot.domain]: domain,
    ...(local ? { [boot.local]: true as const } : {}),
  };
}

/** The calendar date in the server's time zone: cached pages with "today" (the daily Gospel) renew daily. */
function today(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A kept page: the form the client takes with its headers made once (docs/decisions/020), or 304. */
function sendPageBody(request: FastifyRequest, reply: FastifyReply, page: EncodedPage): FastifyReply {
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).headers(page.revalidated).send();
  const encoding = encodingTaken(request.headers['accept-encoding']);
  const [headers, body] = encoding ? [page.headers[encoding], page[encoding]] : [page.headers.body, page.body];
  // HEAD too: Fastify leaves the body out and keeps the length of the form (RFC 9110 §9.3.2).
  return reply.headers(headers).send(body);
}

/** A page's first answer (page-cache.ts): the form its request takes, or 304. */
function sendFirstAnswer(request: FastifyRequest, reply: FastifyReply, first: FirstAnswer): FastifyReply {
  if (request.headers['if-none-match'] === first.etag) return reply.code(304).headers(first.revalidated).send();
  return reply.headers(first.headers).send(first.body);
}

/** A kept page's answers per protocol, made at its first answer past Fastify and kept with it. */
const keptAnswers = new WeakMap<EncodedPage, { https: FastForms; http: FastForms }>();

function answersOf(page: EncodedPage, security: SecurityHeaderSets): { https: FastForms; http: FastForms } {
  let made = keptAnswers.get(page);
  if (!made) {
    const answers = (secure: Readonly<Record<string, string>>): FastForms => ({
      body: headerList(page.headers.body, secure),
      br: headerList(page.headers.br, secure),
      gzip: headerList(page.headers.gzip, secure),
      revalidated: headerList(page.revalidated, secure),
    });
    made = { https: answers(security.https), http: answers(security.http) };
    keptAnswers.set(page, made);
  }
  return made;
}

/**
 * An address a visitor got a kept page at: the page's cache key, what the metrics count it under,
 * and until when the key holds (the end of the day for a page that shows the date).
 */
interface KnownAddress {
  cacheKey: string;
  site: string;
  route: string;
  until: number;
}

/** Addresses kept at most (a client inventing query strings or languages makes new ones; they are dropped all at once beyond). */
export const MAX_KNOWN_ADDRESSES = 4096;
/** Longer addresses are not kept: a visitor's are far shorter, and the bound keeps the whole map to a few MB. */
const MAX_ADDRESS_LENGTH = 512;

/**
 * Everything a kept page's cache key is made from (renderPage): the protocol and the Host header
 * (the site, local or not, the https notice), the request target (path and query: the page, its
 * language and domain switch) and Accept-Language (the language when the query names none).
 */
const addressKey = (protocol: string, hostHeader: string, target: string | undefined, acceptLanguage: string | undefined) => `${protocol} ${hostHeader} ${target} ${acceptLanguage ?? ''}`;
const addressOf = (request: FastifyRequest) => addressKey(request.protocol, request.requestSite.hostHeader, request.url, request.headers['accept-language']);

/** The first moment of the next calendar day in the server's time zone (today() changes then). */
function nextDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** A page rendered for one request only: compressed at the levels chosen for that (./page-once), not kept. */
async function sendPageOnce(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  const { body, headers } = await compressOnce(html, request.headers['accept-encoding']);
  return reply.headers(headers).type('text/html; charset=utf-8').send(request.method === 'HEAD' ? undefined : body);
}

export async function pageRoutes(app: FastifyInstance, deps: PageRouteDeps): Promise<void> {
  const { registry, source, files } = deps;
  const cache = deps.cache ?? new PageCache(undefined, (error) => app.log.warn({ err: error }, 'page not recompressed: its first compression stays'));
  // A closing server recompresses nothing more (its pages go with it).
  app.addHook('onClose', async () => cache.stop());
  const renderLimit = new RenderLimit(deps.renderLimits ?? DEFAULT_RENDER_LIMITS);
  const notFoundPages = new NotFoundPages();
  const contact = contactCard(registry);
  const ownerName = contact.name;
  const domains = registry.sites.map((site) => site.domain);
  const languagesAttribute = LANGUAGE_CODES.join(' ');

  /** The session of the cookie; `unknown` when there is a cookie but the database cannot tell whose. */
  async function sessionOf(request: FastifyRequest): Promise<{ session: ResolvedSession | null; token: string | null; unknown: boolean }> {
    const token = readSessionCookie(request) ?? null;
    if (!token) return { session: null, token: null, unknown: false };
    try {
      const session = await deps.sessions.resolve(token);
      // The page state is readable by every script: the token without its signature (src/shared/token.ts).
      return { session, token: session ? withoutSignature(token) : null, unknown: false };
    } catch (error) {
      // The database is away: a public page renders as for a visitor, a member's page waits (503,
      // services below); the browser shows 'Retry Connect…' and retries the session.
      if (!isDatabaseUnavailable(error)) throw error;
      deps.outage?.noticed(error);
      return { session: null, token: null, unknown: true };
    }
  }

  function viewOf(request: FastifyRequest, query: URLSearchParams): { view: PageView; site: Site } {
    const { site, host, local } = request.requestSite;
    const port = normalizeHost(request.requestSite.hostHeader)?.port ?? null;
    if (needsHttpsNotice(request.protocol, host, port)) {
      const protocol = request.protocol;
      return { view: { kind: 'https-notice', protocol, url: `${protocol}://${request.requestSite.hostHeader}${request.url}`, port: port ?? (protocol === 'https' ? 443 : 80) }, site };
    }
    const chosen = local ? query.get('domain') : null;
    if (chosen === null) return { view: { kind: 'site' }, site };
    const found = findSiteByDomain(registry, chosen);
    return found ? { view: { kind: 'site' }, site: found } : { view: { kind: 'unknown-domain', domain: chosen }, site };
  }

  /** The registered spelling of a domain the local domain switch may choose, or null. */
  function switchableDomain(request: FastifyRequest, domain: string): string | null {
    return request.requestSite.local ? (findSiteByDomain(registry, domain)?.domain ?? null) : null;
  }

  /** The routes kept for everyone per site set: a site's public routes (src/shared/site-pages.ts). */
  const keptRoutes = new Map<SiteSet, ReadonlySet<string>>();
  const isKeptRoute = (set: SiteSet, routePath: string) => {
    let routes = keptRoutes.get(set);
    if (!routes) keptRoutes.set(set, (routes = new Set(publicRoutes(set))));
    return routes.has(routePath);
  };

  const routeSets = new Map<SiteSet, ReadonlySet<string>>();
  /** Every route of a site set (public and member ones, home as ''). */
  const knownRoutes = (set: SiteSet) => {
    let routes = routeSets.get(set);
    if (!routes) routeSets.set(set, (routes = new Set(['', ...publicRoutes(set), ...memberRoutes(set)])));
    return routes;
  };

  /** Renders of pages to keep, by cache key, while under way (settled either way). */
  const rendersUnderWay = new Map<string, Promise<void>>();
  /**
   * The kept page, counted in the metrics as a hit when it is there; a miss is counted when the
   * request goes on to render it, so a visitor who waited for another's render of the page, and was
   * answered with it, counts as a hit. Made once, not per request: the fast path calls it.
   */
  const lookUpKept = (cacheKey: string, domain: string): EncodedPage | undefined => {
    const kept = cache.get(cacheKey);
    if (kept) deps.observer?.cache(domain, true);
    return kept;
  };
  /** Keeps a rendered page in every fast form, made after its first answer has left (the next turn of the event loop). */
  const keepWhole = async (cacheKey: string, first: FirstAnswer): Promise<void> => {
    await new Promise((resolve) => setImmediate(resolve));
    void cache.keep(cacheKey, await first.whole());
  };

  /** Addresses at which a visitor got a kept page, by addressOf. */
  const knownAddresses = new Map<string, KnownAddress>();

  function rememberAddress(request: FastifyRequest, address: KnownAddress): void {
    const key = addressOf(request);
    if (!deps.security || key.length > MAX_ADDRESS_LENGTH) return;
    if (knownAddresses.size >= MAX_KNOWN_ADDRESSES) knownAddresses.clear();
    knownAddresses.set(key, address);
  }

  /**
   * The fast path of kept pages (issue 19, docs/decisions/020): a visitor asking again at an
   * address where a kept page was answered gets that page without the path's decoding, the
   * query's parsing, the language and view choice or the cache key being made again, written
   * past Fastify's reply with headers made once per page and protocol — the page's own, the
   * security headers, the request id and the drain's 'connection: close' — as the built files
   * are (static-assets.ts). Every onRequest hook ran before, the host guard first; the metrics
   * count the request and the cache hit as before. A request with a session cookie or a pending
   * logout (whose answer clears cookies) takes the whole route; so does a page no longer kept,
   * or a dated page's address after its day. Answers whether it answered.
   */
  function answerKnownAddress(request: FastifyRequest, reply: FastifyReply): boolean {
    const { security } = deps;
    if (!security || knownAddresses.size === 0) return false;
    if (request.headers.cookie && (readSessionCookie(request) !== undefined || hasPendingLogout(request))) return false;
    const found = keptPageAt(addressOf(request), security);
    if (!found) return false;
    deps.observer?.route(request, found.known.site, found.known.route);
    writePastReply(request, reply, found.answers[request.protocol === 'https' ? 'https' : 'http'], found.page);
    return true;
  }

  /** The kept page at a known address, counted as a hit; null for an unknown address, a dated page after its day or a page no longer kept (the route renders it and counts the miss). */
  function keptPageAt(address: string, security: SecurityHeaderSets): { known: KnownAddress; page: EncodedPage; answers: { https: FastForms; http: FastForms } } | null {
    const known = knownAddresses.get(address);
    if (!known || (known.until !== Infinity && deps.clock.now().getTime() >= known.until)) return null;
    const page = cache.get(known.cacheKey);
    if (!page) return null;
    deps.observer?.cache(known.site, true);
    return { known, page, answers: answersOf(page, security) };
  }

  // The same answers from the front door (http/front-door.ts), for requests without a cookie.
  deps.frontDoor?.add((protocol, requestSite, request) => {
    if (!deps.security || knownAddresses.size === 0) return null;
    const found = keptPageAt(addressKey(protocol, requestSite.hostHeader, request.url, request.headers['accept-language']), deps.security);
    return found && { forms: found.answers[protocol], bodies: found.page, site: found.known.site, route: found.known.route };
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply, urlPath: string, rawQuery: string | undefined) {
    // Background recompressions of kept pages wait while pages are being asked for.
    cache.noteActivity();
    const asked = new URLSearchParams(rawQuery ?? '');
    const query = pageQuery(asked, (domain) => switchableDomain(request, domain));
    const search = query.size ? `?${query}` : '';
    const { language, explicit } = chooseLanguage(query.get('lang'), request.headers['accept-language']);
    const { view, site } = viewOf(request, asked);
    const { local } = request.requestSite;
    const routePath = toRoutePath(urlPath);
    // A route template, never the raw path (an unknown one would grow the metrics without bound).
    const routeLabel = knownRoutes(site.set).has(routePath) ? `/${routePath}` : '/*';
    deps.observer?.route(request, site.domain, routeLabel);
    const now = deps.clock.now();
    const day = today(now);
    // Only a site's public routes (src/shared/site-pages.ts), never a member's render, are kept for everyone.
    const keepable = source.keepsPages && view.kind === 'site' && isKeptRoute(site.set, routePath);
    const cacheKey = keepable ? pageCacheKey({ local, domain: site.domain, set: site.set, routePath, address: `${urlPath}${search}`, language, day }) : '';
    const hasCookie = readSessionCookie(request) !== undefined;
    // The fast path: a visitor without a session cookie gets a kept page before any session or context work.
    if (keepable && !hasCookie) {
      const kept = lookUpKept(cacheKey, site.domain);
      if (kept) {
        // Not for a pending logout: its answer clears cookies, which only this route sends.
        if (!hasPendingLogout(request)) rememberAddress(request, { cacheKey, site: site.domain, route: routeLabel, until: isDatedPage(site.set, routePath) ? nextDay(now) : Infinity });
        return sendPageBody(request, reply, kept);
      }
    }
    const { session, token, unknown: sessionUnknown } = await sessionOf(request);
    const cacheable = keepable && !session;
    if (cacheable) {
      // A cookie whose session has ended: a visitor like any other. Without a cookie, the page may
      // have been kept while the session was looked up.
      const kept = lookUpKept(cacheKey, site.domain);
      if (kept) return sendPageBody(request, reply, kept);
    }
    // The same page is being rendered for another visitor: wait for it rather than render it again.
    const underWay = cacheable ? rendersUnderWay.get(cacheKey) : undefined;
    if (underWay) {
      await underWay;
      const kept = lookUpKept(cacheKey, site.domain);
      if (kept) return sendPageBody(request, reply, kept);
    }
    if (cacheable) deps.observer?.cache(site.domain, false);
    // The page is rendered (and its links made) from this address alone: path and known parameters.
    const url = new URL(`${urlPath}${search}`, `http://${request.requestSite.host}`);
    const varies = explicit ? 'Accept-Encoding, Cookie' : 'Accept-Encoding, Accept-Language, Cookie';
    const contentLanguage = LANGUAGES[language].locale;
    reply.header('vary', varies).header('content-language', contentLanguage);
    // A path that is no route of the site, asked for without a session: the site's kept 404 page
    // (./not-found-pages) with the path filled in; rendered at the stand-in path when there is none.
    const notFoundKey = !session && !sessionUnknown && view.kind === 'site' && source.keepsPages && !knownRoutes(site.set).has(routePath) ? `${local} ${site.domain} ${language} ${search}` : null;
    const sendNotFound = (page: NotFoundPage) =>
      sendPageOnce(request, reply.code(404).header('x-robots-tag', 'noindex').header('cache-control', 'private, no-store'), fillNotFoundPage(page, url.pathname));
    const keptNotFound = notFoundKey ? notFoundPages.get(notFoundKey, day) : undefined;
    if (keptNotFound) return sendNotFound(keptNotFound);
    const context: PageContext = {
      view,
      site: publicSite(site),
      local,
      domains: local ? domains : null,
      ...(local ? {} : { isAccountHome: site.id === accountHomeOf(registry).id, ...(session ? { accountHome: accountHomeOf(registry).domain } : {}) }),
      ownerName,
      language,
      user: session?.user ?? null,
      token,
      now: now.getTime(),
      today: day,
    };
    const renderUrl = notFoundKey ? new URL(`${NOT_FOUND_STAND_IN}${search}`, url) : url;

    /** Set when this render's page is being kept: whoever waits for the render waits for that too, and finds it. */
    let keeping: Promise<void> | undefined;
    const rendering = renderLimit.run(async () => {
      const started = performance.now();
      const renderer = await source.renderer();
      const headers = new Headers();
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
      // A page rendered to be kept for everyone (a public page, a site's 404 page) is rendered in the
      // render worker while it runs (render-thread.ts), else here.
      const inWorker = cacheable || notFoundKey ? deps.renderThread?.render({ context, url: renderUrl.href, cookie: request.headers.cookie ?? null, siteId: site.id, sessionUnknown }) : null;
      const result = (inWorker && (await inWorker)) ?? (await renderer.renderPage({ context, request: new Request(renderUrl, { headers }), services: pageServices((page) => deps.pages.load(site, page, language, context.user), contact, context, sessionUnknown) }));
      if (result.kind === 'redirect') {
        return reply.code(result.status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('location', result.location).send();
      }
      const indexable = view.kind === 'site' && !result.membersOnly && result.status === 200 && result.routePath !== null && publicPages(context.site).includes(result.routePath);
      const preloads = source.preloadsFor(result.modules);
      const document = await source.document(`${urlPath}${search}`);
      const html = document.compose({
        htmlAttributes: documentAttributes(renderer.BOOT_ATTRIBUTES, language, languagesAttribute, site.domain, local),
        head: headTags({
          domain: site.domain,
          routePath: result.routePath,
          language,
          indexable,
          ...result.head,
          feed: hasFeed(site.set) ? feedUrl(site.domain, language) : null,
          structuredData: indexable ? publicStructuredData(deps.pages, { registry, site, routePath: result.routePath!, language, siteName: result.head.siteName, title: result.head.title, today: day }) : [],
        }),
        preloads: view.kind === 'site' ? preloads : { scripts: [], styles: [] },
        root: result.html,
        state: result.state,
        stateElementId: renderer.PAGE_STATE_ID,
      });
      deps.observer?.rendered(site.domain, routeLabel, (performance.now() - started) / 1000);
      if (notFoundKey) {
        if (result.status !== 404) throw new Error(`${NOT_FOUND_STAND_IN} answered ${result.status}, not 404`);
        return sendNotFound(notFoundPages.keep(notFoundKey, day, html));
      }
      reply.code(result.status);
      if (result.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      if (!indexable) reply.header('x-robots-tag', 'noindex');
      if (cacheable && result.status === 200) {
        const shared = { vary: varies, 'content-language': contentLanguage, 'cache-control': 'no-cache', ...(indexable ? {} : { 'x-robots-tag': 'noindex' }) };
        // Both fast forms are made in the render worker while it runs.
        const first = await firstAnswer(html, encodingTaken(request.headers['accept-encoding']), shared, deps.renderThread && ((body) => deps.renderThread!.compress(body)));
        // The other fast form is made once the answer has left, outside the render turn.
        keeping = keepWhole(cacheKey, first);
        return sendFirstAnswer(request, reply, first);
      }
      return sendPageOnce(request, reply.header('cache-control', 'private, no-store'), html);
    });
    if (rendering && cacheable) {
      // Set with nothing awaited since the look above found none: no second render of this page starts in between.
      const settled = () => void rendersUnderWay.delete(cacheKey);
      rendersUnderWay.set(cacheKey, rendering.then(() => keeping).then(settled, settled));
    }
    if (rendering) return rendering;
    request.log.warn({ event: 'render.busy', ...renderLimit.load }, 'page not rendered: every render turn is taken');
    return reply
      .code(503)
      .header('retry-after', String(RENDER_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(BUSY_DOCUMENT);
  }

  /** Media of a domain are served only on that domain's hosts and on local hosts; urlPath has no '.' or '..' segment. */
  function mediaAllowed(request: FastifyRequest, urlPath: string): boolean {
    const domain = /^\/media\/([^/]+)\//.exec(urlPath)?.[1];
    return domain !== undefined && (request.requestSite.local || domain === request.requestSite.site.domain);
  }

  /** The routes of the host's site as they are spelt, for the canonical path of a page. */
  const routesOf = (site: Site) => [...HOME_ALIASES, ...publicRoutes(site.set), ...memberRoutes(site.set)];

  const redirect = (reply: FastifyReply, location: string) => reply.code(301).header('cache-control', 'public, max-age=3600').header('location', location).send();

  const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

  // Not an async function: a kept page at a known address is answered without a promise.
  app.get('/*', (request, reply) => (answerKnownAddress(request, reply) ? undefined : answerGet(request, reply)));

  async function answerGet(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const [rawPath = '/', rawQuery] = request.url.split(/\?(.*)/s, 2);
    const urlPath = safeDecode(rawPath);
    if (urlPath === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    const query = rawQuery ? `?${rawQuery}` : '';
    // '//x' is one address with '/x', never a host ('//evil.example') or a render of its own.
    if (rawPath.includes('//')) {
      const single = collapseSlashes(urlPath);
      return redirect(reply, `${encodePath(isPagePath(single) ? canonicalPagePath(single, routesOf(request.requestSite.site)) : single)}${query}`);
    }
    const site = publicSite(request.requestSite.site);
    const label = (route: string) => deps.observer?.route(request, request.requestSite.site.domain, route);
    if (urlPath === '/sitemap.xml' || urlPath === '/robots.txt') label(urlPath);
    if (urlPath === '/sitemap.xml') return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(site));
    if (urlPath === '/robots.txt') return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(site));
    if (urlPath.startsWith(MEDIA_PREFIX)) {
      label(`${MEDIA_PREFIX}*`);
      // Judged on the decoded path's segments: '..', '%2e%2e' and '%2f' cannot step into another site's media.
      const plain = !urlPath.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('\\'));
      const media = files && plain && mediaAllowed(request, urlPath) ? mediaFile(files.clientDir, urlPath) : null;
      return media ? sendMediaFile(request, reply, media) : notFound(reply);
    }
    const asset = files?.assets.get(urlPath);
    if (asset) {
      label(urlPath.startsWith('/assets/') ? '/assets/*' : '/* (file)');
      return sendAsset(request, reply, asset);
    }
    if (isPagePath(urlPath)) {
      const canonical = canonicalPagePath(urlPath, routesOf(request.requestSite.site));
      if (canonical !== urlPath) return redirect(reply, `${encodePath(canonical)}${query}`);
      return renderPage(request, reply, urlPath, rawQuery);
    }
    return notFound(reply);
  }
}
