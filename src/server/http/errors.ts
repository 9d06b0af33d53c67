// One shape for every API error: { error: { code, message } }, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@shared/api-types';
import { isDatabaseUnavailable } from '@server/db/database-errors';

/** How long a client is asked to wait before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(errorBody(code, message));
}

/**
 * Maps validation, parsing and size errors to 4xx, a database that is away to 503 (reported to the
 * outage watch, which logs the outage once, not per request), anything else to a plain 500.
 */
export function installErrorHandler(app: FastifyInstance, outage?: { noticed(error: unknown): void }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(reply, 400, 'invalid_request', `Invalid request: ${error.message}`);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 400, 'body_too_large', 'The request body is too large.');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'rate_limited', 'Too many requests. Try again later.');
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.code ? error.code.toLowerCase() : 'bad_request', error.message);
    }
    if (isDatabaseUnavailable(error)) {
      outage?.noticed(error);
      request.log.debug({ reason: error.message }, 'answered 503: database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'database_unavailable', 'The database cannot be reached right now. Try again shortly.');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal_error', 'An unexpected error occurred.');
  });
}
