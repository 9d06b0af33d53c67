// POST /api/login, GET /api/check-auth-status, POST /api/logout (SPEC §7).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthStatus, LoginRequest } from '@shared/api-types';
import { needsHttpsNotice } from '@shared/hosts';
import { sendError } from '@server/http/errors';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '@server/http/session-cookie';
import type { UserRepository } from '@server/db/user.repository';
import type { AuthService } from '@server/services/auth.service';
import type { LoginThrottle } from '@server/services/login-throttle';
import { type SessionService, toAuthUser } from '@server/services/session.service';
import { loginSchema, logoutSchema, statusSchema } from './auth.schemas';

export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionService;
  users: UserRepository;
  accessDurationSeconds: number;
  throttle: LoginThrottle;
  /** Counts refused logins by reason (for /metrics). */
  onLoginRefused?: (reason: string) => void;
  /** Waits before a password check of a name under attack (a test records it instead). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { auth, sessions, users, accessDurationSeconds, throttle } = deps;
  const sleep = deps.sleep ?? wait;

  app.post<{ Body: LoginRequest }>(
    '/api/login',
    { schema: loginSchema },
    async (request, reply) => {
      noStore(reply);
      const { host, port } = { host: request.requestSite.host, port: request.port ?? null };
      if (needsHttpsNotice(request.protocol, host, port)) {
        return sendError(reply, 400, 'https_required', 'HTTP is no longer supported. Use HTTPS instead.');
      }
      const { username } = request.body;
      const admission = await throttle.admitLogin(username, request.ip);
      if (!admission.allowed) {
        deps.onLoginRefused?.('throttled');
        request.log.warn({ event: 'login.throttled', user: username, retryAfterSeconds: admission.retryAfterSeconds }, 'login attempt over the limit');
        reply.header('retry-after', String(admission.retryAfterSeconds));
        return sendError(reply, 429, 'rate_limited', 'Too many login attempts. Try again later.');
      }
      if (admission.delayMs > 0) await sleep(admission.delayMs);
      const result = await auth.authenticate(request.body);
      if (!result.ok) {
        await throttle.loginFailed(username, request.ip);
        deps.onLoginRefused?.(result.reason);
        request.log.info({ event: 'login.failed', user: username, reason: result.reason }, 'login failed');
        if (result.reason === 'account_disabled') return sendError(reply, 403, 'account_disabled', 'This account is disabled.');
        if (result.reason === 'account_not_valid') {
          return sendError(reply, 403, 'account_not_valid', 'This account is not valid at this time.');
        }
        return sendError(reply, 401, 'invalid_credentials', 'User name, email address or password is wrong.');
      }
      await throttle.loginSucceeded(username, request.ip);
      request.log.info({ event: 'login.succeeded', user: result.user.name }, 'logged in');
      // A session that existed before this login is ended, so a planted cookie is never promoted.
      const previous = await sessions.verify(readSessionCookie(request) ?? '');
      if (previous) await sessions.revoke(previous.jti);
      const issued = await sessions.issue(result.user);
      await users.recordLogin(result.user.id, new Date());
      setSessionCookie(request, reply, issued.token, accessDurationSeconds);
      const body: AuthStatus = { user: toAuthUser(result.user), token: issued.token };
      return body;
    },
  );

  app.get('/api/check-auth-status', { schema: statusSchema }, async (request: FastifyRequest, reply) => {
    noStore(reply);
    const token = readSessionCookie(request);
    const session = await sessions.resolve(token);
    if (!session || !token) {
      if (token) clearSessionCookie(request, reply);
      return sendError(reply, 401, 'not_authenticated', 'No valid session.');
    }
    const body: AuthStatus = { user: session.user, token };
    return body;
  });

  app.post('/api/logout', { schema: logoutSchema }, async (request, reply) => {
    noStore(reply);
    const verified = await sessions.verify(readSessionCookie(request) ?? '');
    if (verified) await sessions.revoke(verified.jti);
    clearSessionCookie(request, reply);
    return { message: 'Logged out' };
  });
}
