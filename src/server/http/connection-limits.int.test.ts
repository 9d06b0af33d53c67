// Slow and greedy clients (issue 18 item 4): a body that trickles in is cut off with 408 once the
// request timeout passes, and one address cannot hold more connections than the bound while
// another address is still served. Short timeouts here; the defaults are in connection-limits.ts.
import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { databaseCases, startTestServer } from '@server/testing/test-server';
import { DEFAULT_CONNECTION_SETTINGS } from './connection-limits';

const [embedded] = databaseCases();

/** A raw connection from the given local address; resolves once connected. */
function open(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
}

/** One GET over a fresh connection, answered status line. */
async function get(port: number, localAddress: string): Promise<string> {
  const socket = await open(port, localAddress);
  const answer = untilClosed(socket);
  socket.end('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  return (await answer).split('\r\n')[0]!;
}

describe('slow and greedy clients', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, {
      connections: { ...DEFAULT_CONNECTION_SETTINGS, requestTimeoutMs: 1500, headersTimeoutMs: 1000, perClient: 3 },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  it('answers 408 and closes a connection whose body trickles in byte by byte', async () => {
    const socket = await open(port);
    const closed = untilClosed(socket);
    socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n');
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed && sent < 200) {
        socket.write('{');
        sent += 1;
      }
    }, 400);
    try {
      const answer = await closed;
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer).toContain('"code":"request_timeout"');
      expect(sent).toBeLessThan(200);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection whose headers never finish', async () => {
    const socket = await open(port);
    const closed = untilClosed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expect((await closed).split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('closes connections above the bound from one address while another address is served', async () => {
    const held = await Promise.all([open(port), open(port), open(port)]);
    try {
      const refused = await open(port);
      expect(await untilClosed(refused)).toBe('');
      expect(await get(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Once the held connections are gone, the first address is served again.
    await expect.poll(() => get(port, '127.0.0.1')).toBe('HTTP/1.1 200 OK');
  });
});
