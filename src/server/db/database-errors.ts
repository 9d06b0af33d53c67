// Tells a database that cannot be reached (down, restarting, refusing connections, a connection
// cut mid-query) from a failing statement, so the API can answer 503 instead of 500.

/** Error codes of Node's sockets and PostgreSQL's SQLSTATEs that mean "no usable connection". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Class 08: connection exception.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Class 57P: operator intervention (admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped).
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  // too_many_connections
  '53300',
  // "database … is not currently accepting connections" (ALLOW_CONNECTIONS false).
  '55000',
]);

const UNAVAILABLE_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /client has encountered a connection error/i, /connection (is )?closed/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** A write refused by a unique index (SQLSTATE 23505), in PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
