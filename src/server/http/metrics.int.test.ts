// /metrics: Prometheus text with requests by site and route template, page renders and the page
// cache, sessions, the pool, the session cache, mail and failed logins; served to this machine
// whatever its Host, elsewhere only with the metrics token (also by IP address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { resolveHost } from '@shared/hosts';
import { addUser, databaseCases, httpsGet, jsonHeaders, registry, sessionCookieOf, startTestServer } from '@server/testing/test-server';

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
    // jsonHeaders() asks localhost: the site label is the site a local host shows.
    const local = resolveHost(registry, 'localhost');
    const site = local.kind === 'site' ? local.site.domain : '';
    expect(site).not.toBe('');
    expect(text).toMatch(new RegExp(`^http_requests_total\\{site="${site}",route="/api/login",method="POST",status="200"\\} 1$`, 'm'));
    expect(text).toMatch(new RegExp(`^http_requests_total\\{site="${site}",route="/api/login",method="POST",status="401"\\} 1$`, 'm'));
    expect(text).toMatch(/^http_requests_total\{site="[^"]+",route="\/api\/\*",method="GET",status="404"\} 1$/m);
    expect(text).not.toContain('no-such-thing-42');
    expect(text).toMatch(new RegExp(`^http_request_duration_seconds_bucket\\{le="0\\.1",site="${site}",route="/api/login",method="POST"\\} \\d+$`, 'm'));
    expect(text).toMatch(new RegExp(`^http_request_duration_seconds_bucket\\{le="\\+Inf",site="${site}",route="/api/login",method="POST"\\} 2$`, 'm'));
    expect(text).toMatch(new RegExp(`^http_request_duration_seconds_count\\{site="${site}",route="/api/login",method="POST"\\} 2$`, 'm'));
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(text).toMatch(/^sessions_active 1$/m);
    expect(text).toMatch(/^session_cache_trusted 1$/m);
    expect(text).toMatch(/^session_cache_entries \d+$/m);
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

  it('answers a scraper on another machine that names this one by IP address, with the token only', async () => {
    for (const host of ['198.51.100.7:3000', '198.51.100.7', '[2001:db8::7]:3000']) {
      const allowed = await scrape({ remoteAddress: '203.0.113.9', host, authorization: `Bearer ${TOKEN}` });
      expect(allowed.statusCode, host).toBe(200);
      expect(allowed.body).toContain('http_requests_total');
      expect((await scrape({ remoteAddress: '203.0.113.9', host })).statusCode, host).toBe(403);
    }
    // A name that is not a site stays misdirected, token or not; and an address host reaches no other route.
    expect((await scrape({ remoteAddress: '203.0.113.9', host: 'prometheus.internal', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(421);
    const health = await server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9', headers: { host: '198.51.100.7' } });
    expect(health.statusCode).toBe(421);
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

describe('/metrics of pages', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  const site = 'martin-sommerfeld.example';

  beforeAll(async () => {
    const opened = await databaseCases()[0]!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'], metricsToken: TOKEN });
    await addUser(server, { name: 'pagereader', password: 'Pagereader-secret-1' });
  }, 120_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const metrics = async () => (await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { host: 'localhost' } })).body;
  const line = (name: string, labels: string) => new RegExp(`^${name}\\{${labels.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\} (\\d+(\\.\\d+)?(e-?\\d+)?)$`, 'm');
  const value = (text: string, name: string, labels: string) => Number(line(name, labels).exec(text)?.[1]);

  it('counts pages by site and route template, renders with their time, and cache hits and misses', async () => {
    for (let visit = 0; visit < 3; visit += 1) expect((await httpsGet(server, site, '/cv?lang=it&utm_source=x')).statusCode).toBe(200);
    expect((await httpsGet(server, site, '/no-such-page-42')).statusCode).toBe(404);
    const cookie = await sessionCookieOf(server, site, 'pagereader', 'Pagereader-secret-1');
    expect((await httpsGet(server, site, '/cv?lang=it', { cookie })).statusCode).toBe(200);

    const text = await metrics();
    expect(value(text, 'http_requests_total', `site="${site}",route="/cv",method="GET",status="200"`)).toBe(4);
    expect(value(text, 'http_request_duration_seconds_count', `site="${site}",route="/cv",method="GET"`)).toBe(4);
    expect(value(text, 'http_requests_total', `site="${site}",route="/*",method="GET",status="404"`)).toBe(1);
    expect(text).not.toContain('no-such-page-42');
    expect(text).not.toContain('utm_source');
    // One render for the visitors (then kept), one for the member; the 404 page is rendered too.
    expect(value(text, 'page_render_seconds_count', `site="${site}",route="/cv"`)).toBe(2);
    expect(value(text, 'page_render_seconds_count', `site="${site}",route="/*"`)).toBe(1);
    expect(value(text, 'page_render_seconds_bucket', `le="+Inf",site="${site}",route="/cv"`)).toBe(2);
    // The member's render never looks into the visitors' pages.
    expect(value(text, 'page_cache_lookups_total', `site="${site}",result="miss"`)).toBe(1);
    expect(value(text, 'page_cache_lookups_total', `site="${site}",result="hit"`)).toBe(2);
  });
});
