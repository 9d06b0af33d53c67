// POST /api/signup, POST /api/password, POST /api/unsubscribe.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '@server/http/errors';
import { requireSession } from '@server/http/session-guard';
import { AccountError } from '@server/services/account-error';
import type { AccountService } from '@server/services/account.service';
import type { LoginThrottle } from '@server/services/login-throttle';
import type { SessionService } from '@server/services/session.service';
import { passwordChangeBody, signupBody, unsubscribeBody } from './accounts.schemas';

export interface AccountRouteDeps {
  accounts: AccountService;
  sessions: SessionService;
  throttle: LoginThrottle;
}

export function sendAccountError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof AccountError) return sendError(reply, error.status, error.code, error.message);
  throw error;
}

export async function accountRoutes(plain: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();

  app.post('/api/signup', { schema: { body: signupBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const retryAfter = await deps.throttle.admitSignup(request.ip);
    if (retryAfter > 0) {
      request.log.warn({ event: 'signup.throttled', retryAfterSeconds: retryAfter }, 'sign-up over the limit');
      reply.header('retry-after', String(retryAfter));
      return sendError(reply, 429, 'rate_limited', 'Too many sign-ups from this address. Try again later.');
    }
    try {
      await deps.accounts.signup.signUp({ ...request.body, site: request.requestSite.site });
      request.log.info({ event: 'signup', user: request.body.username, site: request.requestSite.site.domain }, 'sign-up requested');
    } catch (error) {
      if (error instanceof AccountError) request.log.info({ event: 'signup.refused', reason: error.code }, 'sign-up refused');
      return sendAccountError(reply, error);
    }
    return { message: 'If the data is correct, an email with your initial password is on its way.' };
  });

  app.post('/api/password', { schema: { body: passwordChangeBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply, { allowPasswordChange: true });
    if (!session) return reply;
    try {
      await deps.accounts.passwords.change(session.userId, session.user.name, request.body.currentPassword, request.body.newPassword, session.token.jti);
    } catch (error) {
      return sendAccountError(reply, error);
    }
    return { message: 'Password changed.' };
  });

  app.post('/api/unsubscribe', { schema: { body: unsubscribeBody } }, async (request, reply) => {
    if (!(await deps.accounts.unsubscribe.unsubscribe(request.body.token))) {
      return sendError(reply, 400, 'invalid_token', 'This unsubscribe link is not valid.');
    }
    return { message: 'Unsubscribed.' };
  });
}
