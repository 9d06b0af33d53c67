// Errors the visitor's browser runs into, reported to the server (issue 18 item 20): uncaught
// errors, unhandled rejections and errors a React error boundary caught. A report carries the kind,
// the message, the first frames of the stack and the page's path — nothing about the visitor — and
// a page sends at most CLIENT_ERRORS_PER_PAGE of them, each error once. Nothing is sent without an
// error: the page loads this module with its first error (error-capture.ts).
import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_PAGE_PATH_MAX_LENGTH,
  CLIENT_ERROR_PATH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LINES,
  CLIENT_ERRORS_PER_PAGE,
  type ClientErrorReport,
} from '@shared/client-error-report';
import type { ClientErrorKind, ErrorReporter } from './error-capture';

/** The stack's first lines, within the length the server takes. */
export function trimStack(stack: string): string {
  return stack.split('\n').slice(0, CLIENT_ERROR_STACK_MAX_LINES).join('\n').slice(0, CLIENT_ERROR_STACK_MAX_LENGTH);
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.trim().slice(0, CLIENT_ERROR_MESSAGE_MAX_LENGTH) || 'Unknown error';
}

/** A report of an error on the page at `pathname` (the path only: a query or fragment may hold a secret). */
export function describeError(kind: ClientErrorKind, error: unknown, pathname: string): ClientErrorReport {
  const page = /^\/[^?#\s]*$/.test(pathname) ? pathname.slice(0, CLIENT_ERROR_PAGE_PATH_MAX_LENGTH) : '/';
  const stack = error instanceof Error && error.stack ? trimStack(error.stack) : '';
  return { kind, message: messageOf(error), page, ...(stack ? { stack } : {}) };
}

/** Reports each distinct error once, and no more than CLIENT_ERRORS_PER_PAGE for the life of the page. */
export function createErrorReporter(send: (report: ClientErrorReport) => void, pathname: () => string): ErrorReporter {
  const seen = new Set<string>();
  return {
    report(kind, error) {
      if (seen.size >= CLIENT_ERRORS_PER_PAGE) return;
      const report = describeError(kind, error, pathname());
      const key = `${report.kind}\n${report.message}\n${report.page}`;
      if (seen.has(key)) return;
      seen.add(key);
      send(report);
    },
  };
}

/** Sends a report as same-origin JSON that survives the page's unload; a failed report is dropped, never a new error. */
export function sendReport(report: ClientErrorReport): void {
  fetch(CLIENT_ERROR_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
