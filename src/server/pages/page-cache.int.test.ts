// Which rendered pages the server keeps in memory for everyone (docs/decisions/005): every public
// route of every site, for visitors, for one day; never a member route, never a render for a
// session. The lists of routes come from src/shared/site-pages.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoutes, publicRoutes } from '@shared/site-pages';
import type { BuiltServer } from '@server/app';
import { TestClock, addUser, databaseCases, httpsGet, registry, sessionCookieOf, startTestServer } from '@server/testing/test-server';

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
