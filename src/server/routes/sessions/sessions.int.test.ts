// A member's sessions: listed with site, browser family and times, ended one by one or all others,
// by the member or an administrator; never another member's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, jsonHeaders, sessionCookieFrom, startTestServer } from '@server/testing/test-server';
import type { SessionListEntry } from '@shared/session-api';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(databaseCases())('sessions on $name', (dbCase) => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { trustProxy: ['127.0.0.1'] });
    await addUser(server, { name: 'owner', password: 'Owner-secret-1', email: 'owner@example.org', roles: ['owner'] });
    await addUser(server, { name: 'admin', password: 'Admin-secret-1', email: 'admin@example.org', roles: ['admin'] });
    for (const name of ['anna', 'bert', 'carl']) await addUser(server, { name, password: 'Member-secret-1', email: `${name}@example.org` });
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const headers = (host: string, userAgent: string, cookie?: string | null) => ({
    ...jsonHeaders(host, 'https'),
    'x-forwarded-proto': 'https',
    'user-agent': userAgent,
    ...(cookie ? { cookie } : {}),
  });
  const login = async (name: string, password: string, host = 'diakonie-forum.example', userAgent = FIREFOX_LINUX) => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/login', headers: headers(host, userAgent), payload: JSON.stringify({ username: name, password, email: `${name}@example.org` }), remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    return sessionCookieFrom(answer.headers['set-cookie'])!;
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string) =>
    server.app.inject({ method, url, headers: headers('diakonie-forum.example', FIREFOX_LINUX, cookie), ...(method === 'GET' ? {} : { payload: '{}' }), remoteAddress: '127.0.0.1' });
  const list = async (cookie: string, url = '/api/sessions') => {
    const answer = await call('GET', url, cookie);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { sessions: SessionListEntry[] }).sessions;
  };
  const alive = async (cookie: string) => (await call('GET', '/api/check-auth-status', cookie)).statusCode === 200;

  it('lists the member’s sessions with site, browser family and times, and marks this one', async () => {
    const phone = await login('anna', 'Member-secret-1', 'krypta-archiv.example', CHROME_ANDROID);
    const desk = await login('anna', 'Member-secret-1');
    const sessions = await list(desk);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((entry) => entry.current)).toMatchObject({ site: 'diakonie-forum.example', browser: 'Firefox', platform: 'Linux' });
    expect(sessions.find((entry) => !entry.current)).toMatchObject({ site: 'krypta-archiv.example', browser: 'Chrome', platform: 'Android' });
    for (const entry of sessions) expect(Date.parse(entry.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt));
    const raw = await server.database.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(raw)).not.toContain('Pixel 8');
    expect(await alive(phone)).toBe(true);
  });

  it('ends one session, or every other, and the ended ones stop working at once', async () => {
    const a = await login('bert', 'Member-secret-1');
    const b = await login('bert', 'Member-secret-1');
    const c = await login('bert', 'Member-secret-1');
    const [entryB] = (await list(b)).filter((entry) => entry.current);
    const ended = await call('DELETE', `/api/sessions/${entryB!.id}`, a);
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await alive(b)).toBe(false);
    expect(await alive(a)).toBe(true);
    expect((await call('DELETE', `/api/sessions/${entryB!.id}`, a)).statusCode).toBe(404);

    const others = await call('POST', '/api/sessions/end-others', a);
    expect(others.json()).toEqual({ ended: 1 });
    expect(await alive(c)).toBe(false);
    expect(await alive(a)).toBe(true);
    expect((await list(a)).map((entry) => entry.current)).toEqual([true]);
    const audit = await server.database.db.selectFrom('audit_log').select(['actor', 'target']).where('action', '=', 'session_end').execute();
    expect(audit).toEqual([
      { actor: 'bert', target: 'bert' },
      { actor: 'bert', target: 'bert' },
    ]);
  });

  it('never ends another member’s session, whatever id is named', async () => {
    const carl = await login('carl', 'Member-secret-1');
    const anna = await login('anna', 'Member-secret-1');
    const [carlsSession] = await list(carl);
    const refused = await call('DELETE', `/api/sessions/${carlsSession!.id}`, anna);
    expect(refused.statusCode).toBe(404);
    expect(await alive(carl)).toBe(true);
    // Nor does a member see or end sessions through the administration.
    expect((await call('GET', '/api/admin/users/carl/sessions', anna)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/users/carl/sessions', anna)).statusCode).toBe(403);
    expect(await alive(carl)).toBe(true);
  });

  it('lets an administrator see and end an account’s sessions, and only the owner an owner’s', async () => {
    const admin = await login('admin', 'Admin-secret-1');
    const carl1 = await login('carl', 'Member-secret-1');
    const carl2 = await login('carl', 'Member-secret-1', 'krypta-archiv.example', CHROME_ANDROID);
    const sessions = await list(admin, '/api/admin/users/carl/sessions');
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((entry) => !entry.current)).toBe(true);
    const phone = sessions.find((entry) => entry.browser === 'Chrome')!;
    expect((await call('DELETE', `/api/admin/users/carl/sessions/${phone.id}`, admin)).json()).toEqual({ ended: 1 });
    expect(await alive(carl2)).toBe(false);
    expect(await alive(carl1)).toBe(true);
    const all = await call('DELETE', '/api/admin/users/carl/sessions', admin);
    expect(all.json().ended).toBeGreaterThanOrEqual(1);
    expect(await alive(carl1)).toBe(false);
    expect(await alive(admin)).toBe(true);

    const owner = await login('owner', 'Owner-secret-1');
    expect((await call('DELETE', '/api/admin/users/owner/sessions', admin)).statusCode).toBe(403);
    expect(await alive(owner)).toBe(true);
    expect((await call('GET', '/api/admin/users/admin/sessions', owner)).statusCode).toBe(200);
    expect(await server.database.db.selectFrom('audit_log').select(['actor', 'target']).where('action', '=', 'session_end').where('actor', '=', 'admin').execute()).toEqual([
      { actor: 'admin', target: 'carl' },
      { actor: 'admin', target: 'carl' },
    ]);
  });
});
