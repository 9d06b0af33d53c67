// POST /api/login, GET /api/check-auth-status, POST /api/logout (SPEC §7).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthStatus, LoginRequest } from '../../../shared/api-types';
import { needsHttpsNotice } from '../../../shared/hosts';
import type { LoginLimits } from '../../config';
import { sendError } from '../../http/errors';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../http/session-cookie';
import type { UserRepository } from '../../db/user.repository';
import type { AuthService } from '../../services/auth.service';
import { FixedWindowLimiter } from '../../services/rate-limiter';
import { type SessionService, toAuthUser } from '../../services/session.service';
import { loginSchema, logoutSchema, statusSchema } from './auth.schemas';

export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionService;
  users: UserRepository;
  accessDurationSeconds: number;
  limits: LoginLimits;
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { auth, sessions, users, accessDurationSeconds, limits } = deps;
  const perUser = new FixedWindowLimiter(limits.perUserMax, limits.perUserWindowMs);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Too many requests. Try again later.'), { statusCode: context.statusCode }),
  });

  app.post<{ Body: LoginRequest }>(
    '/api/login',
    {
      schema: loginSchema,
      config: { rateLimit: { max: limits.perClientMax, timeWindow: limits.perClientWindowMs } },
    },
    async (request, reply) => {
      noStore(reply);
      const { host, port } = { host: request.requestSite.host, port: request.port ?? null };
      if (needsHttpsNotice(request.protocol, host, port)) {
        return sendError(reply, 400, 'https_required', 'HTTP is no longer supported. Use HTTPS instead.');
      }
      const userKey = request.body.username.trim().toLowerCase();
      const retryAfter = perUser.retryAfterSeconds(userKey);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        return sendError(reply, 429, 'rate_limited', 'Too many login attempts. Try again later.');
      }
      const result = await auth.authenticate(request.body);
      if (!result.ok) {
        perUser.hit(userKey);
        if (result.reason === 'account_disabled') return sendError(reply, 403, 'account_disabled', 'This account is disabled.');
        if (result.reason === 'account_not_valid') {
          return sendError(reply, 403, 'account_not_valid', 'This account is not valid at this time.');
        }
        return sendError(reply, 401, 'invalid_credentials', 'User name, email address or password is wrong.');
      }
      perUser.reset(userKey);
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
