// The administration API (roles admin and owner): accounts, their flags and validity, the audit log.
// Bodies, parameters and answers are typed from their JSON schemas (src/shared/api-schemas.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '@server/http/session-guard';
import { AccountError } from '@server/services/account-error';
import type { AccountService } from '@server/services/account.service';
import type { Actor } from '@server/services/admin.service';
import type { SessionService } from '@server/services/session.service';
import { sendAccountError } from '@server/routes/accounts/accounts.routes';
import { accountNameParams, accountPatchBody, emptyObjectBody, newAccountByAdminBody } from '@server/routes/accounts/accounts.schemas';
import { adminUserListSchema, apiErrorSchema, auditLogSchema } from '@shared/api-schemas';

export async function adminRoutes(plain: FastifyInstance, deps: { accounts: AccountService; sessions: SessionService }): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
  const admin = deps.accounts.admin;

  /**
   * Runs work for the signed-in administrator: no session answers 401, an AccountError its status.
   * A change is logged with the account it touched. Undefined when the refusal has been sent.
   */
  async function asAdministrator<T>(request: FastifyRequest, reply: FastifyReply, target: string | null, work: (actor: Actor) => Promise<T>): Promise<T | undefined> {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return undefined;
    const actor: Actor = { name: session.user.name, roles: session.user.roles };
    try {
      const result = await work(actor);
      if (request.method !== 'GET') {
        request.log.info({ event: 'admin.change', actor: actor.name, action: `${request.method} ${request.routeOptions.url}`, target }, 'account changed by an administrator');
      }
      return result;
    } catch (error) {
      if (error instanceof AccountError) request.log.info({ event: 'admin.refused', actor: actor.name, reason: error.code }, 'administrator request refused');
      sendAccountError(reply, error);
      return undefined;
    }
  }

  app.get('/api/admin/users', { schema: { response: { 200: adminUserListSchema, '4xx': apiErrorSchema } } }, (request, reply) => asAdministrator(request, reply, null, async (actor) => ({ users: await admin.listUsers(actor) })));

  app.post('/api/admin/users', { schema: { body: newAccountByAdminBody } }, (request, reply) =>
    asAdministrator(request, reply, request.body.username, async (actor) => {
      await admin.createUser(actor, request.body, request.requestSite.site);
      return { message: 'Account created.' };
    }),
  );

  app.patch('/api/admin/users/:name', { schema: { params: accountNameParams, body: accountPatchBody } }, (request, reply) =>
    asAdministrator(request, reply, request.params.name, async (actor) => {
      await admin.updateUser(actor, request.params.name, request.body);
      return { message: 'Account updated.' };
    }),
  );

  app.delete('/api/admin/users/:name', { schema: { params: accountNameParams } }, (request, reply) =>
    asAdministrator(request, reply, request.params.name, async (actor) => {
      await admin.deleteUser(actor, request.params.name);
      return { message: 'Account deleted.' };
    }),
  );

  app.post('/api/admin/users/:name/initial-password', { schema: { params: accountNameParams, body: emptyObjectBody } }, (request, reply) =>
    asAdministrator(request, reply, request.params.name, async (actor) => {
      const status = await admin.resendInitialPassword(actor, request.params.name, request.requestSite.site);
      return { message: 'Initial password sent.', mail: status };
    }),
  );

  app.get('/api/admin/audit', { schema: { response: { 200: auditLogSchema, '4xx': apiErrorSchema } } }, (request, reply) => asAdministrator(request, reply, null, async (actor) => ({ entries: await admin.auditLog(actor) })));
}
