// Single sign-on across the sites (docs/decisions/016), over HTTPS on public hosts only:
//
//   GET /sign-in/start?from=P     a site without a session asks the account home (also GET /login)
//   GET /sign-in/pass?from=P      after a password login: the account home learns the sign-in
//   GET /sign-in/adopt?from=URL   (account home) asks the site that just logged in for a code
//   GET /sign-in/authorize        the side that holds the sign-in answers with a one-time code
//   GET /sign-in/callback         the asking side checks its state, exchanges the code on the server
//   GET /sign-in/account-home?to=P  a visitor's link to the account home (its page does not name it)
//   GET /sign-in/landing?to=P     arrives on a site with a request of its own, so its SameSite=Strict
//                                 session cookie goes along
//
// Only top-level redirects: no frame, no third-party cookie. The asking side keeps state and PKCE
// verifier in a SameSite=Lax cookie of its own; the account home knows the sign-in by a Lax cookie
// (a Strict one is not sent on a navigation another site started). No token but the code is in a URL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSiteByHost, isLocalHost, normalizeHost } from '@shared/hosts';
import { isLanguageCode } from '@shared/languages';
import { safeReturnPath } from '@shared/routes';
import { ACCOUNT_HOME_PATH, SIGN_IN_ASKED_PARAM, SIGN_IN_PASS_PATH, SIGN_IN_START_PATH, withAskedMark } from '@shared/sign-in-handoff';
import { type Site, type SiteRegistry, accountHomeOf } from '@shared/site-registry';
import type { FrontDoor } from '@server/http/front-door';
import { readSessionCookie, setSessionCookie } from '@server/http/session-cookie';
import { sessionOrigin } from '@server/services/session-origin';
import type { SessionService } from '@server/services/session.service';
import { HANDOFF_CODE_SECONDS, type SignInHandoffService, codeChallengeOf, isTokenShaped, randomToken, sameSecret } from '@server/services/sign-in-handoff.service';

export interface SignInHandoffDeps {
  registry: SiteRegistry;
  sessions: SessionService;
  handoff: SignInHandoffService;
  accessDurationSeconds: number;
  /** Told to leave a browser's navigation to a login page to this hook (http/front-door.ts). */
  frontDoor?: FrontDoor | null;
}

/** The account home's sign-in: a secret whose SHA-256 the database keeps. */
const SIGN_IN_COOKIE = '__Host-sign-in';
/** The asking side's state, PKCE verifier and where to go afterwards. */
const HANDOFF_COOKIE = '__Host-sign-in-handoff';
const HANDOFF_COOKIE_SECONDS = 120;
const CALLBACK_PATH = '/sign-in/callback';
const LANDING_PATH = '/sign-in/landing';

interface HandoffCookie {
  /** state */
  s: string;
  /** PKCE verifier */
  v: string;
  /** where to go when signed in: a path of this site, or (account home) a URL of the site that logged in */
  f: string;
  /** where to go when not: the login form, or that URL */
  b: string;
}

type Query = Record<string, unknown>;

function text(query: unknown, name: string): string | undefined {
  const value = (query as Query | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An https URL on a public host of the registry, on this deployment's port; null for anything else. */
export function registrySiteUrl(registry: SiteRegistry, raw: string | undefined, port: number | null): { url: URL; site: Site } | null {
  if (!raw || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return null;
  const host = normalizeHost(url.host);
  if (!host || host.hadWww || isLocalHost(host.host) || host.port !== port) return null;
  const site = findSiteByHost(registry, host.host);
  return site ? { url, site } : null;
}

/** The account home keeps a sign-in (single sign-on) in this cookie: a sign-in by passkey there sets it too. */
export function keepSignInCookie(reply: FastifyReply, secret: string, maxAgeSeconds: number): void {
  reply.setCookie(SIGN_IN_COOKIE, secret, { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds });
}

export function registerSignInHandoff(app: FastifyInstance, deps: SignInHandoffDeps): void {
  const { registry, sessions, handoff } = deps;
  const home = accountHomeOf(registry);

  /** Only public hosts over HTTPS take part; local hosts keep their own login (development). */
  const takesPart = (request: FastifyRequest) => request.protocol === 'https' && !request.requestSite.local;
  const isHome = (request: FastifyRequest) => request.requestSite.site.id === home.id;
  const portOf = (request: FastifyRequest) => normalizeHost(request.requestSite.hostHeader)?.port ?? null;
  const suffix = (request: FastifyRequest) => (portOf(request) === null ? '' : `:${portOf(request)}`);
  const ownOrigin = (request: FastifyRequest) => `https://${request.requestSite.host}${suffix(request)}`;
  const homeOrigin = (request: FastifyRequest) => `https://${home.domain}${suffix(request)}`;

  const siteUrl = (request: FastifyRequest, raw: string | undefined) => registrySiteUrl(registry, raw, portOf(request));

  const cookieOptions = (maxAge: number) => ({ httpOnly: true, secure: true, sameSite: 'lax' as const, path: '/', maxAge });

  function readHandoff(request: FastifyRequest): HandoffCookie | null {
    const raw = request.cookies[HANDOFF_COOKIE];
    if (!raw || raw.length > 4096) return null;
    try {
      const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<HandoffCookie>;
      if (!isTokenShaped(value.s) || !isTokenShaped(value.v) || typeof value.f !== 'string' || typeof value.b !== 'string') return null;
      return { s: value.s, v: value.v, f: value.f, b: value.b };
    } catch {
      return null;
    }
  }

  /** Sends the browser on with a request of its own page (meta refresh), never a redirect: see LANDING_PATH. */
  function bounce(reply: FastifyReply, path: string): FastifyReply {
    const target = escapeAttribute(safeReturnPath(path, '/'));
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      // The site's icon named, so the browser does not ask for /favicon.ico (a 404 on the console) on the way.
      .send(`<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title></title></head><body></body></html>`);
  }

  const redirect = (reply: FastifyReply, location: string) => reply.code(302).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('location', location).send();

  /** A path of this site, or (account home) a checked URL of another site reached through its landing. */
  function goTo(request: FastifyRequest, reply: FastifyReply, target: string): FastifyReply {
    if (target.startsWith('/')) return bounce(reply, target);
    const other = siteUrl(request, target);
    if (!other) return bounce(reply, '/');
    return redirect(reply, `${other.url.origin}${LANDING_PATH}?to=${encodeURIComponent(safeReturnPath(`${other.url.pathname}${other.url.search}`, '/'))}`);
  }

  /** Asks the side at providerOrigin for a code, keeping state and verifier in this site's cookie. */
  function askFor(request: FastifyRequest, reply: FastifyReply, providerOrigin: string, then: string, otherwise: string): FastifyReply {
    const state = randomToken();
    const verifier = randomToken();
    const cookie: HandoffCookie = { s: state, v: verifier, f: then, b: otherwise };
    reply.setCookie(HANDOFF_COOKIE, Buffer.from(JSON.stringify(cookie)).toString('base64url'), cookieOptions(HANDOFF_COOKIE_SECONDS));
    const query = new URLSearchParams({
      response_type: 'code',
      redirect_uri: `${ownOrigin(request)}${CALLBACK_PATH}`,
      state,
      code_challenge: codeChallengeOf(verifier),
      code_challenge_method: 'S256',
    });
    return redirect(reply, `${providerOrigin}/sign-in/authorize?${query}`);
  }

  async function hasSession(request: FastifyRequest): Promise<boolean> {
    return (await sessions.resolve(readSessionCookie(request))) !== null;
  }

  /** The login page of a site other than the account home, asked by a browser's navigation: ask the account home first. */
  async function loginNavigation(request: FastifyRequest, reply: FastifyReply, params: URLSearchParams): Promise<void> {
    try {
      if (await hasSession(request)) return;
    } catch (error) {
      // The database is away: the login page is shown as it is (it says so and retries).
      request.log.warn({ err: error }, 'login page shown without asking the account home: session unknown');
      return;
    }
    const from = safeReturnPath(params.get('from'), '/dashboard');
    askFor(request, reply, homeOrigin(request), from, withAskedMark(request.url));
  }

  // The login page of a site other than the account home asks the account home first; a visitor
  // with a session, or sent back without a sign-in (?asked=1), sees the page as it is. Only a
  // browser's navigation is sent on (fetch metadata): a crawler or a link checker gets the page.
  // Every request passes this hook: a callback hook, so all but that navigation cost no promise
  // and no microtask turn (docs/decisions/020); after an answer Fastify goes no further.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers['sec-fetch-mode'] !== 'navigate' || !takesPart(request) || isHome(request)) return done();
    const [path, query = ''] = request.url.split(/\?(.*)/s, 2);
    const params = new URLSearchParams(query);
    if (path !== '/login' || params.has(SIGN_IN_ASKED_PARAM)) return done();
    loginNavigation(request, reply, params).then(() => done(), done);
  });
  // A kept login page must not be answered before this hook looks at the navigation.
  deps.frontDoor?.standAsideFor((request) => request.headers['sec-fetch-mode'] === 'navigate' && (request.url === '/login' || request.url?.startsWith('/login?') === true));

  app.get(SIGN_IN_START_PATH, async (request, reply) => {
    const from = safeReturnPath(text(request.query, 'from'), '/dashboard');
    // The login form shown when no sign-in comes back is in the language the visitor was reading.
    const language = text(request.query, 'lang');
    const login = `/login?from=${encodeURIComponent(from)}${isLanguageCode(language) ? `&lang=${language}` : ''}`;
    if (!takesPart(request)) return redirect(reply, login);
    if (await hasSession(request)) return redirect(reply, from);
    // The account home has asked itself: its login form, marked like every site's after the hand-off.
    if (isHome(request)) return redirect(reply, withAskedMark(login));
    return askFor(request, reply, homeOrigin(request), from, withAskedMark(login));
  });

  app.get(SIGN_IN_PASS_PATH, async (request, reply) => {
    const from = safeReturnPath(text(request.query, 'from'), '/dashboard');
    const session = await sessions.resolve(readSessionCookie(request));
    if (!session) return redirect(reply, `/login?from=${encodeURIComponent(from)}`);
    if (!takesPart(request)) return redirect(reply, from);
    const secret = await handoff.signInFromSession({ jti: session.token.jti, exp: session.token.exp, userId: session.userId });
    if (isHome(request)) {
      reply.setCookie(SIGN_IN_COOKIE, secret, cookieOptions(deps.accessDurationSeconds));
      return redirect(reply, from);
    }
    // Good for the one question the account home asks next.
    reply.setCookie(SIGN_IN_COOKIE, secret, cookieOptions(HANDOFF_CODE_SECONDS));
    return redirect(reply, `${homeOrigin(request)}/sign-in/adopt?from=${encodeURIComponent(`${ownOrigin(request)}${from}`)}`);
  });

  app.get('/sign-in/adopt', async (request, reply) => {
    if (!takesPart(request) || !isHome(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const from = siteUrl(request, text(request.query, 'from'));
    if (!from || from.site.id === home.id) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    const back = `${from.url.origin}${safeReturnPath(`${from.url.pathname}${from.url.search}`, '/')}`;
    return askFor(request, reply, from.url.origin, back, back);
  });

  app.get('/sign-in/authorize', async (request, reply) => {
    if (!takesPart(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const target = siteUrl(request, text(request.query, 'redirect_uri'));
    const state = text(request.query, 'state');
    const challenge = text(request.query, 'code_challenge');
    const fits =
      target !== null &&
      target.url.pathname === CALLBACK_PATH &&
      target.url.search === '' &&
      target.site.id !== request.requestSite.site.id &&
      // Every site asks the account home; the account home asks only the site that just logged in.
      (isHome(request) || target.site.id === home.id) &&
      text(request.query, 'response_type') === 'code' &&
      text(request.query, 'code_challenge_method') === 'S256' &&
      isTokenShaped(state) &&
      isTokenShaped(challenge);
    if (!fits) {
      request.log.warn({ event: 'sign-in.refused', reason: 'bad_request' }, 'sign-in hand-off asked for an address or in a form it does not serve');
      return reply.code(400).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Bad request');
    }
    const answer = new URL(target.url.href);
    const signIn = await handoff.activeSignIn(request.cookies[SIGN_IN_COOKIE]);
    if (!signIn) {
      answer.search = new URLSearchParams({ error: 'login_required', state }).toString();
      return redirect(reply, answer.href);
    }
    const code = await handoff.issueCode(signIn, answer.origin, challenge);
    if (!isHome(request)) reply.clearCookie(SIGN_IN_COOKIE, { path: '/', secure: true, sameSite: 'lax', httpOnly: true });
    answer.search = new URLSearchParams({ code, state }).toString();
    return redirect(reply, answer.href);
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    if (!takesPart(request)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const kept = readHandoff(request);
    reply.clearCookie(HANDOFF_COOKIE, { path: '/', secure: true, sameSite: 'lax', httpOnly: true });
    const refuse = (reason: string, back: string) => {
      request.log.warn({ event: 'sign-in.refused', reason }, 'sign-in hand-off refused');
      return goTo(request, reply, back);
    };
    if (!kept) return refuse('no_state', withAskedMark('/login'));
    const state = text(request.query, 'state');
    if (!state || !sameSecret(state, kept.s)) return refuse('wrong_state', kept.b);
    if (text(request.query, 'error') !== undefined) return goTo(request, reply, kept.b);
    const outcome = await handoff.exchange(text(request.query, 'code') ?? '', ownOrigin(request), kept.v, sessionOrigin(request));
    if (!outcome.ok) return refuse(outcome.reason, kept.b);
    setSessionCookie(request, reply, outcome.session.token, deps.accessDurationSeconds);
    if (isHome(request)) reply.setCookie(SIGN_IN_COOKIE, await handoff.renewSecret(outcome.signInId), cookieOptions(deps.accessDurationSeconds));
    request.log.info({ event: 'sign-in.handed-off' }, 'signed in by the account home');
    return goTo(request, reply, kept.f);
  });

  // A visitor's page names no other site: its links to the account home (passkeys) come through here.
  app.get(ACCOUNT_HOME_PATH, async (request, reply) => {
    const to = safeReturnPath(text(request.query, 'to'), '/');
    return redirect(reply, takesPart(request) && !isHome(request) ? `${homeOrigin(request)}${to}` : to);
  });

  app.get(LANDING_PATH, async (request, reply) => bounce(reply, safeReturnPath(text(request.query, 'to'), '/')));
}
