// Requests the HTTP parser refuses before Fastify sees them (a malformed request line, headers too
// large, too slow) are answered in the API's error shape too: 431 for oversized headers, 408 for a
// request that did not arrive within REQUEST_TIMEOUT_MS/HEADERS_TIMEOUT_MS, else 400.
import type { Socket } from 'node:net';
import { errorBody } from './errors';

const ANSWERS: Record<number, { reason: string; code: string; message: string }> = {
  400: { reason: 'Bad Request', code: 'bad_request', message: 'The request could not be read.' },
  408: { reason: 'Request Timeout', code: 'request_timeout', message: 'The request did not arrive in time.' },
  431: { reason: 'Request Header Fields Too Large', code: 'headers_too_large', message: 'The request headers are too large.' },
};

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const { reason, code, message } = ANSWERS[status]!;
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
