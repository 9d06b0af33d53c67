// POST /api/signup, POST /api/password, POST /api/unsubscribe.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../../shared/accounts';
import type { PasswordChangeRequest, SignupRequest } from '../../../shared/api-types';
import { sendError } from '../../http/errors';
import { requireSession } from '../../http/session-guard';
import { AccountError, type AccountService } from '../../services/account.service';
import type { SessionService } from '../../services/session.service';
import { newAccountProperties, newAccountRequired } from './accounts.schemas';

export interface AccountRouteDeps {
  accounts: AccountService;
  sessions: SessionService;
  signupsPerHour: number;
}

export function sendAccountError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof AccountError) return sendError(reply, error.status, error.code, error.message);
  throw error;
}

export async function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  await app.register(rateLimit, { global: false });

  app.post<{ Body: SignupRequest }>(
    '/api/signup',
    {
      config: { rateLimit: { max: deps.signupsPerHour, timeWindow: 3_600_000 } },
      schema: {
        body: { type: 'object', required: newAccountRequired, additionalProperties: false, properties: newAccountProperties },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await deps.accounts.signUp({ ...request.body, site: request.requestSite.site });
      } catch (error) {
        return sendAccountError(reply, error);
      }
      return { message: 'If the data is correct, an email with your initial password is on its way.' };
    },
  );

  app.post<{ Body: PasswordChangeRequest }>(
    '/api/password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          additionalProperties: false,
          properties: {
            currentPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
            newPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(deps.sessions, request, reply, { allowPasswordChange: true });
      if (!session) return reply;
      try {
        await deps.accounts.changePassword(session.userId, session.user.name, request.body.currentPassword, request.body.newPassword);
      } catch (error) {
        return sendAccountError(reply, error);
      }
      return { message: 'Password changed.' };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/unsubscribe',
    {
      schema: {
        body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', maxLength: 1024 } } },
      },
    },
    async (request, reply) => {
      if (!(await deps.accounts.unsubscribe(request.body.token))) {
        return sendError(reply, 400, 'invalid_token', 'This unsubscribe link is not valid.');
      }
      return { message: 'Unsubscribed.' };
    },
  );
}
