// POST /api/password-reset/request ("Forgot your password?"), POST /api/password-reset/check (is a
// link still usable) and POST /api/password-reset (new password with the link; logs in).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { passwordResetCheckAnswerSchema, passwordResetCheckSchema, passwordResetRequestSchema, passwordResetSchema } from '@shared/session-api';
import { withoutSignature } from '@shared/token';
import { sendError } from '@server/http/errors';
import { setSessionCookie } from '@server/http/session-cookie';
import { sendAccountError } from '@server/routes/accounts/accounts.routes';
import { AccountError } from '@server/services/account-error';
import type { PasswordResetService } from '@server/services/password-reset.service';
import { sessionOrigin } from '@server/services/session-origin';
import { toAuthUser } from '@server/services/session.service';

export interface PasswordResetRouteDeps {
  resets: PasswordResetService;
  accessDurationSeconds: number;
}

export async function passwordResetRoutes(plain: FastifyInstance, deps: PasswordResetRouteDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();

  app.post('/api/password-reset/request', { schema: { body: passwordResetRequestSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const outcome = await deps.resets.request({ login: request.body.login, site: request.requestSite.site, client: request.ip });
    if (outcome.kind === 'throttled') {
      request.log.warn({ event: 'password_reset.throttled', retryAfterSeconds: outcome.retryAfterSeconds }, 'password recovery requests over the limit');
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return sendError(reply, 429, 'rate_limited', 'Too many requests from this address. Try again later.');
    }
    request.log.info({ event: 'password_reset.requested' }, 'password recovery requested');
    return { message: 'If an account with an email address matches, a link to choose a new password is on its way.' };
  });

  app.post('/api/password-reset/check', { schema: { body: passwordResetCheckSchema, response: { 200: passwordResetCheckAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const account = await deps.resets.check(request.body.token);
    if (!account) return sendError(reply, 400, 'invalid_reset_link', 'This link is not valid (any more). Ask for a new one.');
    return account;
  });

  app.post('/api/password-reset', { schema: { body: passwordResetSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const { user, sessionToken } = await deps.resets.reset(request.body.token, request.body.newPassword, sessionOrigin(request));
      request.log.info({ event: 'password_reset.used', user: user.name }, 'password set with a recovery link');
      setSessionCookie(request, reply, sessionToken, deps.accessDurationSeconds);
      return { user: toAuthUser(user), token: withoutSignature(sessionToken) };
    } catch (error) {
      if (error instanceof AccountError) request.log.info({ event: 'password_reset.refused', reason: error.code }, 'password recovery refused');
      return sendAccountError(reply, error);
    }
  });
}
