// The administration API (roles admin and owner): accounts, their flags and validity, the audit log.
import { LOGIN_NAME_MAX_LENGTH } from '@shared/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLES } from '@shared/api-types';
import { requireSession } from '@server/http/session-guard';
import type { AccountPatch } from '@shared/api-types';
import { AccountError } from '@server/services/account-error';
import type { AccountService } from '@server/services/account.service';
import type { Actor } from '@server/services/admin.service';
import type { SessionService } from '@server/services/session.service';
import { sendAccountError } from '@server/routes/accounts/accounts.routes';
import { newAccountProperties, newAccountRequired } from '@server/routes/accounts/accounts.schemas';

const dateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const patchProperties = {
  entitled: { type: 'boolean' },
  internal: { type: 'boolean' },
  roles: { type: 'array', items: { type: 'string', enum: [...ROLES] }, uniqueItems: true },
  validFrom: dateTime,
  validTo: dateTime,
  disabled: { type: 'boolean' },
} as const;
const nameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: LOGIN_NAME_MAX_LENGTH } } } as const;

export async function adminRoutes(app: FastifyInstance, deps: { accounts: AccountService; sessions: SessionService }): Promise<void> {
  async function actorOf(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
    const session = await requireSession(deps.sessions, request, reply);
    return session ? { name: session.user.name, roles: session.user.roles } : null;
  }

  function handle<T>(work: (actor: Actor, request: FastifyRequest) => Promise<T>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const actor = await actorOf(request, reply);
      if (!actor) return reply;
      try {
        const result = await work(actor, request);
        if (request.method !== 'GET') {
          const target = (request.params as { name?: string }).name ?? (request.body as { username?: string } | undefined)?.username;
          request.log.info({ event: 'admin.change', actor: actor.name, action: `${request.method} ${request.routeOptions.url}`, target }, 'account changed by an administrator');
        }
        return result;
      } catch (error) {
        if (error instanceof AccountError) request.log.info({ event: 'admin.refused', actor: actor.name, reason: error.code }, 'administrator request refused');
        return sendAccountError(reply, error);
      }
    };
  }

  app.get('/api/admin/users', handle(async (actor) => ({ users: await deps.accounts.admin.listUsers(actor) })));

  app.post(
    '/api/admin/users',
    {
      schema: {
        body: {
          type: 'object',
          required: newAccountRequired,
          additionalProperties: false,
          properties: { ...newAccountProperties, ...patchProperties },
        },
      },
    },
    handle(async (actor, request) => {
      const body = request.body as { username: string; email: string; language: string } & AccountPatch;
      await deps.accounts.admin.createUser(actor, body, request.requestSite.site);
      return { message: 'Account created.' };
    }),
  );

  app.patch(
    '/api/admin/users/:name',
    { schema: { params: nameParams, body: { type: 'object', additionalProperties: false, minProperties: 1, properties: patchProperties } } },
    handle(async (actor, request) => {
      await deps.accounts.admin.updateUser(actor, (request.params as { name: string }).name, request.body as AccountPatch);
      return { message: 'Account updated.' };
    }),
  );

  app.delete(
    '/api/admin/users/:name',
    { schema: { params: nameParams } },
    handle(async (actor, request) => {
      await deps.accounts.admin.deleteUser(actor, (request.params as { name: string }).name);
      return { message: 'Account deleted.' };
    }),
  );

  app.post(
    '/api/admin/users/:name/initial-password',
    { schema: { params: nameParams, body: { type: 'object', additionalProperties: false, properties: {} } } },
    handle(async (actor, request) => {
      const status = await deps.accounts.admin.resendInitialPassword(actor, (request.params as { name: string }).name, request.requestSite.site);
      return { message: 'Initial password sent.', mail: status };
    }),
  );

  app.get('/api/admin/audit', handle(async (actor) => ({ entries: await deps.accounts.admin.auditLog(actor) })));
}
