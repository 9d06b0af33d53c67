// POST /api/client-errors: a page reports an error the visitor's browser ran into (issue 18 item
// 20). Checked against the shared schema (kind, message, the page's path, a trimmed stack: nothing
// about the visitor), small, and limited per client address, since anyone can send it; logged, and
// recorded in the trace when error tracking is on.
import rateLimit from '@fastify/rate-limit';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { CLIENT_ERROR_PATH, clientErrorReportSchema } from '@shared/client-error-report';
import type { Telemetry } from '@server/observability/telemetry';

/** Reports per client address and minute; beyond them 429. A page sends at most CLIENT_ERRORS_PER_PAGE. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 10;
/** Far above the largest report the schema allows (about 3 KB of text, escaped). */
const BODY_LIMIT_BYTES = 8 * 1024;

export interface ClientErrorRouteDeps {
  telemetry: Telemetry | null;
}

export async function clientErrorRoutes(plain: FastifyInstance, deps: ClientErrorRouteDeps): Promise<void> {
  const app = plain.withTypeProvider<JsonSchemaToTsProvider>();
  // In-memory counts per instance: the limit protects this instance's log and exporter, not an account.
  await app.register(rateLimit, { global: false });

  app.post(
    CLIENT_ERROR_PATH,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: clientErrorReportSchema },
      config: { rateLimit: { max: CLIENT_ERROR_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn({ event: 'client.error', kind: report.kind, page: report.page, message: report.message, stack: report.stack }, 'browser error');
      deps.telemetry?.recordBrowserError(report, request);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
