// A browser error as the page reports it to POST /api/client-errors (issue 18 item 20): what went
// wrong and on which page, nothing about the visitor. One schema for the server's check and the
// client's type; the limits are the client's trimming and the server's refusal at once.
import type { FromSchema } from 'json-schema-to-ts';

export const CLIENT_ERROR_PATH = '/api/client-errors';
/** A page reports at most this many errors, however many it has. */
export const CLIENT_ERRORS_PER_PAGE = 5;
export const CLIENT_ERROR_MESSAGE_MAX_LENGTH = 500;
/** The stack is cut to its first frames and this many characters. */
export const CLIENT_ERROR_STACK_MAX_LENGTH = 2000;
export const CLIENT_ERROR_STACK_MAX_LINES = 12;
export const CLIENT_ERROR_PAGE_PATH_MAX_LENGTH = 512;
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'render'] as const;

export const clientErrorReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'message', 'page'],
  properties: {
    /** A window error, an unhandled promise rejection, or an error a React error boundary caught. */
    kind: { type: 'string', enum: CLIENT_ERROR_KINDS },
    message: { type: 'string', minLength: 1, maxLength: CLIENT_ERROR_MESSAGE_MAX_LENGTH },
    /** The page's path only: no query, no fragment (they may carry a reset link's secret or a name). */
    page: { type: 'string', maxLength: CLIENT_ERROR_PAGE_PATH_MAX_LENGTH, pattern: '^/[^?#\\s]*$' },
    stack: { type: 'string', maxLength: CLIENT_ERROR_STACK_MAX_LENGTH },
  },
} as const;

export type ClientErrorReport = FromSchema<typeof clientErrorReportSchema>;
