import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import type { DatabaseHandle } from '@server/db/database';
import { EMPTY_DOCUMENT } from '@server/pages/document';
import { serverForTests, startTestServer } from '@server/testing/test-server';

describe('host guard and headers', () => {
  let server: BuiltServer;
  let handle: DatabaseHandle;
  serverForTests({}, (started, opened) => {
    server = started;
    handle = opened;
  });

  it('answers a host not on the list with 421: empty for pages, JSON for the API', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(421);
    expect(page.body).toBe(EMPTY_DOCUMENT);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: '192.168.evil.example' } });
    expect(api.statusCode).toBe(421);
    expect(api.json().error.code).toBe('misdirected_request');
  });

  it('answers the health and readiness probes of this machine whatever the Host header', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const local = await server.app.inject({ method: 'GET', url, headers: { host: 'app-1.internal:3000' }, remoteAddress: '127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
      const remote = await server.app.inject({ method: 'GET', url, headers: { host: 'app-1.internal:3000' }, remoteAddress: '10.1.2.3' });
      expect(remote.statusCode, url).toBe(421);
    }
    const other = await server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: 'app-1.internal' }, remoteAddress: '127.0.0.1' });
    expect(other.statusCode).toBe(421);
    expect((await server.app.inject({ method: 'GET', url: '/api/ready', headers: { host: 'localhost' } })).json()).toEqual({ status: 'ready' });
  });

  it('does not answer the probes by address for a request a proxy on this machine relays', async () => {
    for (const url of ['/api/health', '/api/ready', '/metrics']) {
      const relayed = await server.app.inject({ method: 'GET', url, headers: { host: 'app-1.internal:3000', 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '127.0.0.1' });
      expect(relayed.statusCode, url).toBe(421);
    }
  });

  it('chooses the site by the Host header, never by X-Forwarded-Host, also from a trusted proxy', async () => {
    const trusting = await startTestServer(handle, { pages: true, trustProxy: ['127.0.0.1'] });
    try {
      const viaProxy = (forwardedHost: string) =>
        trusting.app.inject({ method: 'GET', url: '/imprint?lang=en', headers: { host: 'diakonie-forum.example', 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      const local = await viaProxy('localhost');
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('data-domain="diakonie-forum.example"');
      expect(local.body).not.toMatch(/<html[^>]*data-local/);
      expect(local.body).toContain('"local":false,"domains":null');
      expect(local.body).not.toContain('friede-aktion.example');
      const other = await viaProxy('friede-aktion.example');
      expect(other.body).toContain('data-domain="diakonie-forum.example"');
      expect(other.body).not.toContain('data-domain="friede-aktion.example"');
      const unknown = await viaProxy('elsewhere.example');
      expect(unknown.statusCode).toBe(200);
    } finally {
      await trusting.app.close();
    }
  });

  it('sends a www. host to the bare host with 301', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/imprint?x=1', headers: { host: 'www.diakonie-forum.example' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('http://diakonie-forum.example/imprint?x=1');
  });

  /** Sends bytes as they are over a real connection (inject cannot send what a parser refuses) and returns the answer. */
  const raw = async (request: string): Promise<{ status: number; headers: string; body: string }> => {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head, body };
  };

  it('builds a redirect from the configured host and the path, also for an absolute-form request', async () => {
    const answer = await raw('GET http://evil.example/x?y=1 HTTP/1.1\r\nHost: www.diakonie-forum.example\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(301);
    expect(answer.headers).toMatch(/\r\nlocation: http:\/\/diakonie-forum\.example\/x\?y=1\r\n/i);
  });

  it('answers a request with two Host headers with 400', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: diakonie-forum.example\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'bad_request', message: 'A request has one Host header.' } });
  });

  it('answers what the HTTP parser refuses in the API error shape: 400, and 431 for oversized headers', async () => {
    const malformed = await raw('GET / HTTP/1.1\r\nHost diakonie-forum.example\r\n\r\n');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).error.code).toBe('bad_request');
    const oversized = await raw(`GET / HTTP/1.1\r\nHost: diakonie-forum.example\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(oversized.status).toBe(431);
    expect(JSON.parse(oversized.body).error.code).toBe('headers_too_large');
  });

  it('sets strict security headers, without HSTS or upgrade on plain http', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
