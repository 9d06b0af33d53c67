// GET /api/health and POST /api/debug-data (SPEC §7: debug data only in debug mode, only on local hosts).
import type { FastifyInstance } from 'fastify';
import type { DebugData } from '../../../shared/api-types';
import { emptyBodySchema } from '../auth/auth.schemas';

export interface SystemRouteDeps {
  debugUser: { name: string; pass: string } | null;
}

export async function systemRoutes(app: FastifyInstance, deps: SystemRouteDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.post('/api/debug-data', { schema: emptyBodySchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!deps.debugUser || !request.requestSite.local) return reply.code(204).send();
    const body: DebugData = { debug: true, user: deps.debugUser };
    return body;
  });
}
