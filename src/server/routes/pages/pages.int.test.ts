// GET /api/page: public texts for everyone, member texts only with a session and the page's flag,
// never cached by browsers or proxies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../app';
import { addUser, databaseCases, jsonHeaders, sessionCookieFrom, startTestServer } from '../../testing/test-server';

describe.each(databaseCases())('page texts on $name', (dbCase) => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle);
    const accounts = [
      { name: 'plain', password: 'plain-secret-1' },
      { name: 'insider', password: 'insider-secret-1', internal: true },
      { name: 'reader', password: 'reader-secret-1', entitled: true },
    ];
    for (const account of accounts) {
      await addUser(server, account);
      const login = await server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: JSON.stringify({ username: account.name, password: account.password }) });
      cookies[account.name] = sessionCookieFrom(login.headers['set-cookie'])!;
    }
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const page = (host: string, path: string, options: { cookie?: string; lang?: string; domain?: string } = {}) => {
    const query = new URLSearchParams({ path, lang: options.lang ?? 'en', ...(options.domain ? { domain: options.domain } : {}) });
    return server.app.inject({ method: 'GET', url: `/api/page?${query}`, headers: { host, ...(options.cookie ? { cookie: options.cookie } : {}) } });
  };

  it('gives a public text to anyone, in the language asked for', async () => {
    const response = await page('diakonie-forum.example', '/cafe', { lang: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ page: 'cafe', language: 'de', fallback: false, title: expect.any(String) });
  });

  it('answers 404 for a path the site does not have, even one another site has', async () => {
    expect((await page('diakonie-forum.example', '/cv')).statusCode).toBe(404);
    expect((await page('martin-sommerfeld.example', '/intern/1971', { cookie: cookies.insider })).statusCode).toBe(404);
  });

  it('answers 400 for a language that does not exist', async () => {
    expect((await page('diakonie-forum.example', '/cafe', { lang: 'xx' })).statusCode).toBe(400);
  });

  it('refuses internal texts: 401 without a session, 403 without the internal flag, 200 with it', async () => {
    for (const [host, path] of [['krypta-archiv.example', '/intern/1971'], ['krypta-archiv.example', '/intern/2001'], ['schreiben-hilft.example', '/intern/mps30']] as const) {
      const anonymous = await page(host, path);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect(anonymous.body).not.toMatch(/married|Chronik|chronicle/i);
      const plain = await page(host, path, { cookie: cookies.plain });
      expect(plain.statusCode, path).toBe(403);
      expect(plain.json().error.code).toBe('needs_internal');
      const insider = await page(host, path, { cookie: cookies.insider });
      expect(insider.statusCode, path).toBe(200);
      expect(insider.headers['cache-control']).toBe('private, no-store');
      expect(insider.json().blocks.length).toBeGreaterThan(3);
    }
  });

  it('gives the documentation only to entitled members, and member pages only with a session', async () => {
    expect((await page('friede-aktion.example', '/intern/doc')).statusCode).toBe(401);
    const plain = await page('friede-aktion.example', '/intern/doc', { cookie: cookies.plain });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.code).toBe('needs_entitled');
    expect((await page('friede-aktion.example', '/intern/doc', { cookie: cookies.reader })).statusCode).toBe(200);
    expect((await page('friede-aktion.example', '/protected')).statusCode).toBe(401);
    const protectedPage = await page('friede-aktion.example', '/protected', { cookie: cookies.plain });
    expect(protectedPage.statusCode).toBe(200);
    expect(protectedPage.headers['cache-control']).toBe('private, no-store');
  });

  it('serves the site chosen with domain= on a local host only', async () => {
    const local = await page('localhost', '/cafe', { domain: 'diakonie-forum.example' });
    expect(local.statusCode).toBe(200);
    expect((await page('martin-sommerfeld.example', '/cafe', { domain: 'diakonie-forum.example' })).statusCode).toBe(404);
    expect((await page('localhost', '/cafe', { domain: 'unknown.example' })).statusCode).toBe(404);
  });
});
