// Which rendered pages the server keeps in memory for everyone (docs/decisions/005): every public
// route of every site, for visitors, for one day; never a member route, never a render for a
// session. The lists of routes come from src/shared/site-pages.ts.
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberRoutes, publicRoutes } from '@shared/site-pages';
import type { BuiltServer } from '@server/app';
import { TestClock, addUser, databaseCases, httpsGet, registry, sessionCookieOf, startTestServer } from '@server/testing/test-server';
import { BEST_BROTLI_QUALITY, PageCache, QUIET_BEFORE_UPGRADE_MS, isDatedPage } from './page-cache';

const [embedded] = databaseCases();
const HOUR_MS = 3_600_000;

describe('the page cache', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let memberCookie: string;
  // A morning, so that an hour later is the same day in any time zone the tests run in.
  const clock = new TestClock(new Date(2030, 2, 10, 9, 0).getTime());

  beforeAll(async () => {
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'], clock, accessDurationSeconds: 7 * 24 * 3600 });
    await addUser(server, { name: 'cachewatcher', password: 'cachewatcher-secret-1', internal: true, entitled: true, roles: ['admin'] });
    memberCookie = await sessionCookieOf(server, 'friede-aktion.example', 'cachewatcher', 'cachewatcher-secret-1');
  }, 120_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) => httpsGet(server, host, url, headers);

  it('never serves a logged-in member’s render of a public page to a visitor', async () => {
    const member = await get('friede-aktion.example', '/work?lang=lt', { cookie: memberCookie });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('cachewatcher');
    const token = memberCookie.split('=')[1]!;
    const visitor = await get('friede-aktion.example', '/work?lang=lt');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('cachewatcher');
    expect(visitor.body).not.toContain('data-testid="user-name"');
    expect(visitor.body).not.toContain(token);
    expect(member.headers['cache-control']).toBe('private, no-store');
    // And the visitor's render, now kept, is not what the member gets.
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect((await get('friede-aktion.example', '/work?lang=lt', { cookie: memberCookie })).body).toContain('cachewatcher');
  });

  it('renders the daily Gospel anew when the day changes, and keeps it within the day', async () => {
    const gospel = async () => {
      const response = await get('friede-aktion.example', '/daily_gospel?lang=en');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const date = /data-testid="gospel-date"[^>]*>([^<]+)</.exec(response.body)?.[1];
      const passage = /<article class="passage"[^>]*><h3>([^<]+)/.exec(response.body)?.[1];
      return { etag: response.headers.etag, date, passage };
    };
    const first = await gospel();
    expect(first.passage).toBeDefined();
    expect(first.date).toContain('2030');
    expect(first.date).toContain('10');
    clock.advance(HOUR_MS);
    expect(await gospel()).toEqual(first);
    clock.advance(24 * HOUR_MS);
    const next = await gospel();
    expect(next.date).toContain('11');
    expect(next.date).not.toBe(first.date);
    expect(next.passage).not.toBe(first.passage);
    expect(next.etag).not.toBe(first.etag);
  });

  it('answers a first render at once in a fast compression of the same page, and later in brotli 11', async () => {
    const plain = await get('martin-sommerfeld.example', '/cv?lang=ta');
    const first = await get('martin-sommerfeld.example', '/cv?lang=ta', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const gzipped = await get('martin-sommerfeld.example', '/cv?lang=ta', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    // The background recompression replaces the kept brotli form with the smallest one — once no
    // page has been asked for a while, so the polls leave it more than that quiet time.
    const smallest = brotliCompressSync(Buffer.from(plain.body), { params: { [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY } });
    await vi.waitFor(async () => {
      const later = await get('martin-sommerfeld.example', '/cv?lang=ta', { 'accept-encoding': 'gzip, deflate, br' });
      expect(later.rawPayload.equals(smallest)).toBe(true);
    }, { timeout: 60_000, interval: QUIET_BEFORE_UPGRADE_MS * 2 });
    const later = await get('martin-sommerfeld.example', '/cv?lang=ta', { 'accept-encoding': 'br' });
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(later.headers['x-frame-options']).toBe('DENY');
    expect(later.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(later.headers['content-language']).toBe(first.headers['content-language']);
    const head = await server.app.inject({ method: 'HEAD', url: '/cv?lang=ta', headers: { host: 'martin-sommerfeld.example', 'x-forwarded-proto': 'https', 'accept-encoding': 'br' }, remoteAddress: '127.0.0.1' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(later.rawPayload.length));
  });

  it('renders a new page once for visitors who ask for it at the same time, and counts the others’ lookups as hits', async () => {
    const counts = async () => {
      const metrics = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { host: 'localhost' } });
      const count = (pattern: RegExp) => Number(pattern.exec(metrics.body)?.[1] ?? 0);
      return {
        renders: count(/^page_render_seconds_count\{site="martin-sommerfeld\.example",route="\/property"\} (\d+)$/m),
        misses: count(/^page_cache_lookups_total\{site="martin-sommerfeld\.example",result="miss"\} (\d+)$/m),
        hits: count(/^page_cache_lookups_total\{site="martin-sommerfeld\.example",result="hit"\} (\d+)$/m),
      };
    };
    const renders = async () => (await counts()).renders;
    const lookupsBefore = await counts();
    const before = await renders();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('martin-sommerfeld.example', '/property?lang=ar', { 'accept-encoding': 'br' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.map((answer) => brotliDecompressSync(answer.rawPayload).toString()).every((html) => html.includes('lang="ar'))).toBe(true);
    expect((await renders()) - before).toBe(1);
    const lookupsAfter = await counts();
    expect([lookupsAfter.misses - lookupsBefore.misses, lookupsAfter.hits - lookupsBefore.hits]).toEqual([1, 5]);
  });

  describe('a kept page asked for again at an address seen before (written past Fastify’s reply)', () => {
    const host = 'neues-haus.example';
    const address = '/?lang=it';
    /** Every header but the two that differ per answer (date, x-request-id), and the body's bytes. */
    const answer = (response: Awaited<ReturnType<typeof get>>) => {
      const { date, 'x-request-id': id, ...headers } = response.headers;
      expect(date).toBeDefined();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      return { status: response.statusCode, headers, body: response.rawPayload };
    };
    const metric = async (pattern: RegExp) => {
      const metrics = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { host: 'localhost' } });
      return Number(pattern.exec(metrics.body)?.[1] ?? 0);
    };

    it('answers every form with the same status, headers and bytes as the route, 304 and HEAD included', async () => {
      expect((await get(host, address)).statusCode).toBe(200);
      const forms: Array<Record<string, string>> = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }, { 'accept-language': 'de' }];
      for (const headers of forms) {
        // The first look at an address goes through the route; the next ones take the known address.
        const route = answer(await get(host, address, headers));
        for (let again = 0; again < 2; again += 1) expect(answer(await get(host, address, headers))).toEqual(route);
        const etag = String(route.headers.etag);
        expect(answer(await get(host, address, { ...headers, 'if-none-match': etag }))).toEqual({ status: 304, headers: expect.objectContaining({ etag, vary: route.headers.vary, 'x-frame-options': 'DENY' }), body: Buffer.alloc(0) });
        const head = await server.app.inject({ method: 'HEAD', url: address, headers: { host, 'x-forwarded-proto': 'https', ...headers }, remoteAddress: '127.0.0.1' });
        expect(answer(head)).toEqual({ ...route, body: Buffer.alloc(0) });
      }
      expect(answer(await get(host, address))).toEqual(answer(await get(host, address)));
      expect(answer(await get(host, address)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('counts each answer and each hit as the route does', async () => {
      await get(host, address);
      const requests = /^http_requests_total\{site="neues-haus\.example",route="\/",method="GET",status="200"\} (\d+)$/m;
      const hits = /^page_cache_lookups_total\{site="neues-haus\.example",result="hit"\} (\d+)$/m;
      const [requestsBefore, hitsBefore] = [await metric(requests), await metric(hits)];
      for (let again = 0; again < 3; again += 1) await get(host, address);
      expect((await metric(requests)) - requestsBefore).toBe(3);
      expect((await metric(hits)) - hitsBefore).toBe(3);
    });

    it('never answers a request with a session cookie from it: the member gets their own render', async () => {
      await get(host, address);
      await get(host, address);
      const member = await get(host, address, { cookie: memberCookie });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(member.body).toContain('cachewatcher');
      expect((await get(host, address)).body).not.toContain('cachewatcher');
    });

    it('leaves a pending logout to the route, whose answer clears the cookies', async () => {
      await get(host, address);
      await get(host, address);
      const answered = await get(host, address, { cookie: '__Host-logout-pending=1' });
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['cache-control']).toBe('no-cache');
      expect(String(answered.headers['set-cookie'])).toContain('__Host-logout-pending=;');
    });
  });

  describe.each(registry.sites.map((site) => ({ domain: site.domain, set: site.set })))('$domain', ({ domain, set }) => {
    it.each(['/index.html', '/start', ...publicRoutes(set).map((route) => `/${route}`)])('keeps the public page %s for every visitor', async (path) => {
      const first = await get(domain, path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      expect(first.headers.etag, path).toBeDefined();
      expect((await get(domain, path, { 'if-none-match': String(first.headers.etag) })).statusCode, path).toBe(304);
    });

    it.each(memberRoutes(set).map((route) => `/${route}`))('never keeps the member page %s', async (path) => {
      const visitor = await get(domain, path);
      expect(visitor.headers['cache-control'], path).toMatch(/no-store/);
      expect(visitor.headers.etag, path).toBeUndefined();
      expect(visitor.statusCode, path).toBe(302);
      expect(visitor.headers.location, path).toBe(`/login?from=${encodeURIComponent(path)}`);
      const member = await get(domain, path, { cookie: memberCookie });
      expect(member.statusCode, path).toBe(200);
      expect(member.headers['cache-control'], path).toBe('private, no-store');
      expect(member.headers.etag, path).toBeUndefined();
      expect(member.headers['x-robots-tag'], path).toBe('noindex');
    });
  });
});

describe('the day in the page cache key', () => {
  // Two servers a day apart in their clocks: a page outside the dated ones must render the same on
  // both (it is kept across days); the dated ones differ here (a meeting, the media's end, the passage).
  let before: BuiltServer;
  let after: BuiltServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    before = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'], clock: new TestClock(new Date(2026, 0, 27, 9, 0).getTime()) });
    after = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'], clock: new TestClock(new Date(2026, 2, 11, 9, 0).getTime()) });
  }, 120_000);
  afterAll(async () => {
    await before.app.close();
    await after.app.close();
    await cleanup();
  });

  /** The markup, and the page state without the render's time, which no page shows (parsed: its catalogues come in the order they were loaded). */
  const render = async (server: BuiltServer, domain: string, path: string) => {
    const response = await httpsGet(server, domain, path, { 'accept-language': 'en' });
    // A page that sends the visitor on (a sign-in on another site) is not kept.
    if (response.statusCode !== 200) return { status: response.statusCode };
    const [markup, state = ''] = response.body.split('<script type="application/json" id="page-state">');
    const parsed = JSON.parse(state.split('</script>')[0]!) as { context: { now?: number; today?: string } };
    delete parsed.context.now;
    delete parsed.context.today;
    return { status: 200, markup, state: parsed };
  };

  it.each(registry.sites.map((site) => ({ domain: site.domain, set: site.set })))('keeps a page across days only if it is the same on another day: $domain', async ({ domain, set }) => {
    for (const route of publicRoutes(set)) {
      const [first, second] = [await render(before, domain, `/${route}`), await render(after, domain, `/${route}`)];
      if (first.status !== 200) expect(second.status, `${domain}/${route}`).toBe(first.status);
      else if (isDatedPage(set, route)) expect(second, `${domain}/${route}`).not.toEqual(first);
      else expect(second, `${domain}/${route}`).toEqual(first);
    }
  });
});

describe('a closing server', () => {
  it('stops its page cache: the pages it kept are not recompressed for no one', async () => {
    const stop = vi.spyOn(PageCache.prototype, 'stop');
    const opened = await embedded!.open();
    try {
      const server = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'] });
      expect((await httpsGet(server, 'neues-haus.example', '/?lang=de', { 'accept-encoding': 'br' })).statusCode).toBe(200);
      expect(stop).not.toHaveBeenCalled();
      await server.app.close();
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      stop.mockRestore();
      await opened.cleanup();
    }
  });
});
