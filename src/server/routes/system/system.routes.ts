// GET /api/health (liveness), GET /api/ready (readiness: a database round trip) and
// POST /api/debug-data (SPEC §7: debug data only in debug mode, only on local hosts).
import type { FastifyInstance } from 'fastify';
import type { DebugData } from '@shared/api-types';
import { DATABASE_RETRY_AFTER_SECONDS, sendError } from '@server/http/errors';
import { emptyBodySchema } from '@server/routes/auth/auth.schemas';
import { isLoopbackAddress, isLoopbackPeer } from '@server/http/peer';

/** What readiness needs of the database (app.ts hands the open DatabaseHandle). */
export interface DatabasePing {
  ping(timeoutMs: number): Promise<void>;
}

export interface SystemRouteDeps {
  debugUser: { name: string; pass: string } | null;
  database: DatabasePing;
  /** True while the instance drains before it stops (graceful-shutdown.ts): not ready any more. */
  draining: () => boolean;
  /** Logs a database outage once (db/outage-watch.ts) instead of once per probe. */
  outage?: { noticed(error: unknown): void };
}

const READY_TIMEOUT_MS = 2000;

export async function systemRoutes(app: FastifyInstance, deps: SystemRouteDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/ready', async (request, reply) => {
    if (deps.draining()) {
      reply.header('cache-control', 'no-store');
      return sendError(reply, 503, 'shutting_down', 'This instance is shutting down.');
    }
    try {
      await deps.database.ping(READY_TIMEOUT_MS);
    } catch (error) {
      deps.outage?.noticed(error);
      request.log.debug({ reason: error instanceof Error ? error.message : String(error) }, 'readiness check: the database does not answer');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'database_unavailable', 'The database cannot be reached right now.');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ready' };
  });

  app.post('/api/debug-data', { schema: emptyBodySchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Local means this machine by address (the connection, and the client a trusted proxy names), not the Host header alone.
    const local = request.requestSite.local && isLoopbackPeer(request) && isLoopbackAddress(request.ip);
    if (!deps.debugUser || !local) return reply.code(204).send();
    const body: DebugData = { debug: true, user: deps.debugUser };
    return body;
  });
}
