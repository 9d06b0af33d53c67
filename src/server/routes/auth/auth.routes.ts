// POST /api/login, GET /api/check-auth-status, POST /api/logout (SPEC §7).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthStatus, AuthUser } from '@shared/api-types';
import { needsHttpsNotice } from '@shared/hosts';
import { withoutSignature } from '@shared/token';
import { sendError } from '@server/http/errors';
import type { SecurityHeaderSets } from '@server/http/security-headers';
import { headerList, writeListPastReply } from '@server/http/static-assets';
import type { FrontDoor } from '@server/http/front-door';
import { clearSessionCookie, pendingLogoutIn, readSessionCookie, sessionCookieIn, setSessionCookie } from '@server/http/session-cookie';
import type { LoginService } from '@server/services/login.service';
import { sessionOrigin } from '@server/services/session-origin';
import { type ResolvedSession, type SessionService, toAuthUser } from '@server/services/session.service';
import { loginSchema, logoutSchema, statusSchema } from './auth.schemas';

export interface AuthRouteDeps {
  login: LoginService;
  sessions: SessionService;
  accessDurationSeconds: number;
  /** Counts refused logins by reason (for /metrics). */
  onLoginRefused?: (reason: string) => void;
  /** Logging out ends the sign-in the session belongs to and every session it started (single sign-on, docs/decisions/016). */
  endSignIn?: (sessionId: string) => Promise<void>;
  /**
   * The security headers every answer carries (security-headers.ts): with them the status of a
   * session known to this process is written past Fastify's reply (answerKnownStatus).
   */
  security?: SecurityHeaderSets;
  /** Where a known session's status is also answered from, before Fastify (http/front-door.ts). */
  frontDoor?: FrontDoor | null;
}

/** A session's status answer as sent: for the member shown (the same object while their session row is unchanged), per protocol. */
interface StatusAnswer {
  user: AuthUser;
  body: Buffer;
  https: string[];
  http: string[];
}

/** Status answers kept at most, by token; beyond, they are made again. */
const MAX_STATUS_ANSWERS = 10_000;

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export async function authRoutes(plain: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
  const { login, sessions, accessDurationSeconds } = deps;

  app.post(
    '/api/login',
    { schema: loginSchema },
    async (request, reply) => {
      noStore(reply);
      const { host, port } = { host: request.requestSite.host, port: request.port ?? null };
      if (needsHttpsNotice(request.protocol, host, port)) {
        return sendError(reply, 400, 'https_required', 'HTTP is no longer supported. Use HTTPS instead.');
      }
      const { username } = request.body;
      const outcome = await login.login(request.body, request.ip, readSessionCookie(request) ?? null, sessionOrigin(request));
      if (outcome.kind === 'throttled') {
        deps.onLoginRefused?.('throttled');
        request.log.warn({ event: 'login.throttled', user: username, retryAfterSeconds: outcome.retryAfterSeconds }, 'login attempt over the limit');
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        return sendError(reply, 429, 'rate_limited', 'Too many login attempts. Try again later.');
      }
      if (outcome.kind === 'refused') {
        deps.onLoginRefused?.(outcome.reason);
        request.log.info({ event: 'login.failed', user: username, reason: outcome.reason }, 'login failed');
        if (outcome.reason === 'account_disabled') return sendError(reply, 403, 'account_disabled', 'This account is disabled.');
        if (outcome.reason === 'account_not_valid') return sendError(reply, 403, 'account_not_valid', 'This account is not valid at this time.');
        return sendError(reply, 401, 'invalid_credentials', 'User name, email address or password is wrong.');
      }
      request.log.info({ event: 'login.succeeded', user: outcome.user.name }, 'logged in');
      setSessionCookie(request, reply, outcome.token, accessDurationSeconds);
      // The browser gets the token unsigned: the signed one is in the httpOnly cookie only.
      const body: AuthStatus = { user: toAuthUser(outcome.user), token: withoutSignature(outcome.token) };
      return body;
    },
  );

  /** The status answer: the member and the unsigned token, or 401 (and the cookie cleared) without a live session. */
  const answerStatus = (request: FastifyRequest, reply: FastifyReply, token: string | undefined, session: ResolvedSession | null): void => {
    if (!session || !token) {
      if (token) clearSessionCookie(request, reply);
      sendError(reply, 401, 'not_authenticated', 'No valid session.');
      return;
    }
    const body: AuthStatus = { user: session.user, token: withoutSignature(token) };
    reply.send(body);
  };

  const statusAnswers = new Map<string, StatusAnswer>();

  /**
   * A live session's status written past Fastify's reply, as the kept pages and built files are
   * (docs/decisions/020): the body serialised by the route's schema and the headers — type,
   * length, cache-control and the security headers — made once per token and member shown, then
   * the request id and the drain's 'connection: close'. What the onSend hooks would add is in the
   * list; no cookie is set on this answer (the route sets one only when it clears a dead session).
   */
  function answerKnownStatus(request: FastifyRequest, reply: FastifyReply, token: string, session: ResolvedSession, security: SecurityHeaderSets): void {
    let made = statusAnswers.get(token);
    if (!made || made.user !== session.user) {
      const status: AuthStatus = { user: session.user, token: withoutSignature(token) };
      const body = Buffer.from(reply.serialize(status) as string);
      const own = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(body.length) };
      if (statusAnswers.size >= MAX_STATUS_ANSWERS) statusAnswers.clear();
      statusAnswers.set(token, (made = { user: session.user, body, https: headerList(own, security.https), http: headerList(own, security.http) }));
    }
    writeListPastReply(request, reply, 200, request.protocol === 'https' ? made.https : made.http, made.body);
  }

  // Asked by every page of a member: a session known to this process (token verified before,
  // session in the trusted cache) is answered in the same turn, without a promise (issue 19).
  app.get('/api/check-auth-status', { schema: statusSchema }, (request: FastifyRequest, reply) => {
    const token = readSessionCookie(request);
    const known = sessions.resolveKnown(token);
    if (known && token && deps.security) {
      answerKnownStatus(request, reply, token, known, deps.security);
      return;
    }
    // A token that takes the whole check may have ended: its kept answer goes (a new one is made if it is alive).
    if (token) statusAnswers.delete(token);
    noStore(reply);
    if (known !== undefined) {
      answerStatus(request, reply, token, known);
      return;
    }
    return sessions.resolve(token).then((session) => answerStatus(request, reply, token, session));
  });

  // The same answer from the front door: a session this process knows, whose answer was made by
  // the route above for the same member, and no pending logout (its hook would end the session).
  const STATUS_PATH = '/api/check-auth-status';
  deps.frontDoor?.addForCookies((protocol, requestSite, request, cookies) => {
    if (request.url !== STATUS_PATH || pendingLogoutIn(cookies, protocol)) return null;
    const token = sessionCookieIn(cookies, protocol);
    const made = token === undefined ? undefined : statusAnswers.get(token);
    if (!made) return null;
    const known = sessions.resolveKnown(token);
    if (!known || known.user !== made.user) return null;
    const list = made[protocol];
    return { forms: { body: list, br: null, gzip: null, revalidated: list }, bodies: { body: made.body, br: null, gzip: null, etag: '' }, site: requestSite.site.domain, route: STATUS_PATH };
  });

  app.post('/api/logout', { schema: logoutSchema }, async (request, reply) => {
    noStore(reply);
    const verified = await sessions.verify(readSessionCookie(request) ?? '');
    if (verified) {
      await deps.endSignIn?.(verified.jti);
      await sessions.revoke(verified.jti);
    }
    clearSessionCookie(request, reply);
    return { message: 'Logged out' };
  });
}
