// A member's sessions: GET /api/sessions, DELETE /api/sessions/:id, POST /api/sessions/end-others;
// an administrator's view of an account's: GET and DELETE /api/admin/users/:name/sessions[/:id].
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_NAME_MAX_LENGTH } from '@shared/accounts';
import { sessionIdParams, sessionListSchema, sessionsEndedSchema } from '@shared/session-api';
import { sendError } from '@server/http/errors';
import { clearSessionCookie } from '@server/http/session-cookie';
import { requireSession } from '@server/http/session-guard';
import { sendAccountError } from '@server/routes/accounts/accounts.routes';
import type { SessionListService } from '@server/services/session-list.service';
import type { SessionService } from '@server/services/session.service';

export interface SessionRouteDeps {
  sessions: SessionService;
  list: SessionListService;
}

const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;
const nameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: LOGIN_NAME_MAX_LENGTH } } } as const;
const nameAndIdParams = {
  type: 'object',
  required: ['name', 'id'],
  properties: { name: nameParams.properties.name, id: sessionIdParams.properties.id },
} as const;

export async function sessionRoutes(plain: FastifyInstance, deps: SessionRouteDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();

  app.get('/api/sessions', { schema: { response: { 200: sessionListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    return { sessions: await deps.list.list(session.userId, session.token.jti) };
  });

  app.delete('/api/sessions/:id', { schema: { params: sessionIdParams, body: emptyBody, response: { 200: sessionsEndedSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    // Bound to the member: another member's session id ends nothing and is answered like an ended one.
    if (!(await deps.list.endOwn({ id: session.userId, name: session.user.name }, request.params.id))) {
      return sendError(reply, 404, 'session_not_found', 'This session has ended already.');
    }
    if (request.params.id === session.token.jti) clearSessionCookie(request, reply);
    return { ended: 1 };
  });

  app.post('/api/sessions/end-others', { schema: { body: emptyBody, response: { 200: sessionsEndedSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    return { ended: await deps.list.endOthers({ id: session.userId, name: session.user.name }, session.token.jti) };
  });

  app.get('/api/admin/users/:name/sessions', { schema: { params: nameParams, response: { 200: sessionListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    try {
      const sessions = await deps.list.listOf({ name: session.user.name, roles: session.user.roles }, request.params.name);
      return { sessions: sessions.map((entry) => ({ ...entry, current: entry.id === session.token.jti })) };
    } catch (error) {
      return sendAccountError(reply, error);
    }
  });

  /** An administrator ends one session of an account (id) or every one (null). */
  async function endAsAdministrator(request: FastifyRequest, reply: FastifyReply, name: string, id: string | null) {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(deps.sessions, request, reply);
    if (!session) return reply;
    try {
      const ended = await deps.list.endOf({ name: session.user.name, roles: session.user.roles }, name, id);
      request.log.info({ event: 'admin.change', actor: session.user.name, action: 'end sessions', target: name }, 'sessions ended by an administrator');
      if (id === session.token.jti || (id === null && name.toLowerCase() === session.user.name.toLowerCase())) clearSessionCookie(request, reply);
      return { ended };
    } catch (error) {
      return sendAccountError(reply, error);
    }
  }

  app.delete('/api/admin/users/:name/sessions', { schema: { params: nameParams, body: emptyBody, response: { 200: sessionsEndedSchema } } }, (request, reply) =>
    endAsAdministrator(request, reply, request.params.name, null),
  );
  app.delete('/api/admin/users/:name/sessions/:id', { schema: { params: nameAndIdParams, body: emptyBody, response: { 200: sessionsEndedSchema } } }, (request, reply) =>
    endAsAdministrator(request, reply, request.params.name, request.params.id),
  );
}
