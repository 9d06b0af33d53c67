// How long a client may take and how many connections one address may hold (issue 18 item 4).
// Without limits a client sending one body byte every few seconds kept its connection for minutes,
// and a thousand such connections from one address used up the process's open files.
import type { Server } from 'node:net';

export interface ConnectionSettings {
  /** The whole request, headers and body, must arrive within this time; 408 and closed otherwise. */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this time (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time (longer than a proxy's own keep-alive). */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves in either direction is closed after this time. */
  idleTimeoutMs: number;
  /**
   * Open connections one client address may hold when the server faces clients directly (no
   * TRUST_PROXY); further ones are closed at once. 0: no bound. Behind a proxy every connection
   * comes from the proxy, which bounds clients itself (limit_conn in deploy/nginx.conf).
   */
  perClient: number;
}

/**
 * Request bodies here are small (16 KiB at most), so 30 s for a whole request is generous even on
 * a bad mobile connection; headers come first and quickly (10 s). 10 s keep-alive lets a browser
 * reuse its connection for the next click and lies above nginx's upstream keepalive_timeout (5 s in
 * deploy/nginx.conf), so the server never closes a connection nginx is about to use. 64
 * connections per address leave room for several browsers behind one NAT (six each).
 */
export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  perClient: 64,
};

/** The Fastify options for these timeouts; `http` goes to http(s).createServer as well. */
export function serverTimeoutOptions(settings: ConnectionSettings) {
  return {
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionTimeout: settings.idleTimeoutMs,
    http: {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      // Node looks for expired requests at this interval (30 s by default, which would double the limit).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(settings.headersTimeoutMs / 2))),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `max`. Warns once when an
 * address reaches the bound (not per refused connection, which a flood would turn into a flood of
 * log lines) and once when it is under the bound again.
 */
export function limitConnectionsPerClient(server: Server, max: number, log: { warn(details: object, message: string): void }): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!refusing.has(address)) {
        refusing.add(address);
        log.warn({ event: 'connections.refused', client: address, max }, 'a client holds the most connections one address may have: further ones are closed');
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (refusing.delete(address)) log.warn({ event: 'connections.accepted', client: address }, 'the client is under the connection bound again');
    });
  });
}
