// /metrics: Prometheus text with requests by route pattern, sessions, the pool, mail and failed
// logins; served to this machine whatever its Host, elsewhere only with the metrics token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, jsonHeaders, startTestServer } from '@server/testing/test-server';

const TOKEN = 'scraper-token-0123456789';

describe.each(databaseCases())('/metrics on $name', (databaseCase) => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await databaseCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { metricsToken: TOKEN, outboxDir: `/tmp/metrics-outbox-${process.pid}` });
    await addUser(server, { name: 'mara', password: 'Personal-secret-1' });
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const scrape = (options: { remoteAddress?: string; host?: string; authorization?: string; headers?: Record<string, string> } = {}) =>
    server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: { host: options.host ?? 'localhost', ...(options.authorization ? { authorization: options.authorization } : {}), ...options.headers },
    });
  const login = (password: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: JSON.stringify({ username: 'mara', password }) });

  it('counts requests by route pattern and status, sessions, failed logins and mail', async () => {
    expect((await login('Personal-secret-1')).statusCode).toBe(200);
    expect((await login('Wrong-guess-1')).statusCode).toBe(401);
    await server.app.inject({ method: 'GET', url: '/api/no-such-thing-42', headers: { host: 'localhost' } });
    await server.app.inject({ method: 'POST', url: '/api/signup', headers: jsonHeaders(), payload: JSON.stringify({ username: 'newcomer', email: 'newcomer@example.org' }) });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toMatch(/^http_requests_total\{route="\/api\/login",method="POST",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{route="\/api\/login",method="POST",status="401"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{route="\/api\/\*",method="GET",status="404"\} 1$/m);
    expect(text).not.toContain('no-such-thing-42');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/login",method="POST"\} \d+$/m);
    expect(text).toMatch(/^sessions_active 1$/m);
    expect(text).toMatch(/^login_failures_total\{reason="invalid_credentials"\} 1$/m);
    expect(text).toMatch(/^mail_messages_total\{outcome="sent"\} [01]$/m);
    expect(text).toMatch(/^mail_messages_total\{outcome="failed"\} 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (server.database.kind === 'postgres') expect(text).toMatch(/^database_pool_connections\{state="total"\} \d+$/m);
    else expect(text).not.toContain('database_pool_connections{');
  });

  it('answers this machine whatever Host it sends', async () => {
    expect((await scrape({ host: 'prometheus.internal' })).statusCode).toBe(200);
  });

  it('refuses another machine without the token, and with a wrong one', async () => {
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: '203.0.113.9', authorization: 'Bearer scraper-token-0123456780' })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: '203.0.113.9', authorization: TOKEN })).statusCode).toBe(403);
    const allowed = await scrape({ remoteAddress: '203.0.113.9', authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });

  it('refuses a request a proxy on this machine relays, though TRUST_PROXY is unset and the peer is loopback', async () => {
    const relays: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
    ];
    for (const headers of relays) {
      const relayed = await scrape({ host: 'diakonie-forum.example', headers });
      expect(relayed.statusCode, JSON.stringify(headers)).toBe(403);
      expect(relayed.body).not.toContain('http_requests_total');
    }
    // The token still lets a relayed scraper in.
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' }, authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});
