import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, jsonHeaders, sessionCookieFrom, startTestServer } from '@server/testing/test-server';
import { type TestSmtp, bodyOf, startTestSmtp } from '@server/testing/test-smtp';

describe.each(databaseCases())('personal accounts on $name', (dbCase) => {
  let server: BuiltServer;
  let smtp: TestSmtp;
  let cleanup: () => Promise<void>;
  let handle: Awaited<ReturnType<typeof dbCase.open>>['handle'];
  const host = 'diakonie-forum.example';
  const https = { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https' };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    handle = opened.handle;
    server = await startTestServer(opened.handle, { smtpUrl: smtp.url, trustProxy: ['127.0.0.1'] });
    await addUser(server, { name: 'owner', password: 'Owner-secret-1', email: 'owner@example.org', roles: ['owner'] });
    await addUser(server, { name: 'admin', password: 'Admin-secret-1', email: 'admin@example.org', roles: ['admin'] });
    await addUser(server, { name: 'plain', password: 'Plain-secret-1', email: 'plain@example.org' });
  });
  afterAll(async () => {
    await server.app.close();
    await smtp.close();
    await cleanup();
  });

  const post = (url: string, body: unknown, cookie?: string | null) =>
    server.app.inject({ method: 'POST', url, headers: { ...https, ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(body) });
  const login = (username: string, password: string, email?: string) => post('/api/login', { username, password, ...(email ? { email } : {}) });
  const cookieOf = async (username: string, password: string, email: string) => sessionCookieFrom((await login(username, password, email)).headers['set-cookie']);
  const status = (cookie: string | null) =>
    server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host, 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) } });

  it('signs up, mails the initial password, forces a change, and logs in with the new one', async () => {
    const signup = await post('/api/signup', { username: 'jonas', email: 'Jonas@Example.org', language: 'de' });
    expect(signup.statusCode).toBe(200);
    await expect.poll(() => smtp.inbox.filter((mail) => mail.to.includes('jonas@example.org')).length).toBe(1);
    const mail = bodyOf(smtp.inbox.find((entry) => entry.to.includes('jonas@example.org'))!.raw);
    expect(mail).toContain('Spam-Ordner');
    expect(mail).toContain(`https://${host}/login`);
    expect(mail).toMatch(/https:\/\/diakonie-forum\.example\/unsubscribe\?token=[\w-]+\.[\w-]+/);
    const password = /Erstes Passwort: (\S+)/.exec(mail)![1]!;

    const first = await login('jonas', password, 'jonas@example.org');
    expect(first.statusCode).toBe(200);
    expect(first.json().user.mustChangePassword).toBe(true);
    expect(first.json().user.email).toBe('jonas@example.org');
    const cookie = sessionCookieFrom(first.headers['set-cookie']);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/users', headers: { host, 'x-forwarded-proto': 'https', cookie: cookie! } })).json().error.code).toBe(
      'password_change_required',
    );
    const weak = await post('/api/password', { currentPassword: password, newPassword: 'short' }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('password_too_short');
    const wrong = await post('/api/password', { currentPassword: 'not-it', newPassword: 'Linden-Tree-2026' }, cookie);
    expect(wrong.statusCode).toBe(403);
    expect((await post('/api/password', { currentPassword: password, newPassword: 'Linden-Tree-2026' }, cookie)).statusCode).toBe(200);
    expect((await status(cookie)).json().user.mustChangePassword).toBe(false);

    expect((await login('jonas', password, 'jonas@example.org')).statusCode).toBe(401);
    const again = await login('jonas', 'Linden-Tree-2026', 'jonas@example.org');
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ mustChangePassword: false, validFrom: expect.any(String), validTo: expect.any(String) });
  });

  it('does not reveal that an email address is registered, but refuses a taken user name', async () => {
    const fresh = await post('/api/signup', { username: 'newcomer', email: 'newcomer@example.org', language: 'en' });
    const known = await post('/api/signup', { username: 'someone', email: 'plain@example.org', language: 'en' });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    const sameAddress = await post('/api/signup', { username: 'someone-else', email: '  PLAIN@example.org ', language: 'en' });
    expect(sameAddress.json()).toEqual(fresh.json());
    for (const email of ['x<plain@example.org>', 'g:plain@example.org', 'pl\u0085ain@example.org']) {
      const refused = await post('/api/signup', { username: 'sneaky', email, language: 'en' });
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json().error.code).toBe('invalid_email');
    }
    const taken = await post('/api/signup', { username: 'plain', email: 'other@example.org', language: 'en' });
    expect(taken.statusCode).toBe(409);
    for (const body of [
      { username: 'x', email: 'a@example.org', language: 'en' },
      { username: 'valid-name', email: 'not-an-address', language: 'en' },
      { username: 'valid-name', email: 'a@example.org', language: 'fr' },
    ]) {
      expect((await post('/api/signup', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 403 to every admin endpoint for a user without the admin role', async () => {
    const cookie = await cookieOf('plain', 'Plain-secret-1', 'plain@example.org');
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users' },
      { method: 'GET' as const, url: '/api/admin/audit' },
      { method: 'POST' as const, url: '/api/admin/users', payload: { username: 'intruder', email: 'i@example.org', language: 'en' } },
      { method: 'PATCH' as const, url: '/api/admin/users/plain', payload: { entitled: true } },
      { method: 'DELETE' as const, url: '/api/admin/users/admin', payload: {} },
      { method: 'POST' as const, url: '/api/admin/users/plain/initial-password', payload: {} },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ method: call.method, url: call.url, headers: { ...https, cookie: cookie! }, payload: JSON.stringify(call.payload ?? {}) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      const anonymous = await server.app.inject({ method: call.method, url: call.url, headers: https, payload: JSON.stringify(call.payload ?? {}) });
      expect(anonymous.statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
    }
  });

  it('lets only the owner grant admin; records every change in the audit log', async () => {
    const adminCookie = await cookieOf('admin', 'Admin-secret-1', 'admin@example.org');
    const ownerCookie = await cookieOf('owner', 'Owner-secret-1', 'owner@example.org');
    const patch = (cookie: string | null, name: string, body: unknown) =>
      server.app.inject({ method: 'PATCH', url: `/api/admin/users/${name}`, headers: { ...https, cookie: cookie! }, payload: JSON.stringify(body) });
    expect((await patch(adminCookie, 'plain', { roles: ['admin'] })).statusCode).toBe(403);
    expect((await patch(adminCookie, 'plain', { entitled: true, internal: true })).statusCode).toBe(200);
    expect((await patch(ownerCookie, 'plain', { roles: ['admin'] })).statusCode).toBe(200);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/users', headers: { host, 'x-forwarded-proto': 'https', cookie: adminCookie! } });
    expect(list.json().users.find((user: { name: string }) => user.name === 'plain')).toMatchObject({ entitled: true, internal: true, roles: ['admin'] });
    const audit = await server.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { host, 'x-forwarded-proto': 'https', cookie: ownerCookie! } });
    const entries = audit.json().entries as { actor: string; action: string; target: string }[];
    expect(entries.some((entry) => entry.actor === 'owner' && entry.action === 'update' && entry.target === 'plain')).toBe(true);
    expect(entries.some((entry) => entry.actor === 'admin' && entry.action === 'update' && entry.target === 'plain')).toBe(true);
    expect((await patch(ownerCookie, 'plain', { roles: [] })).statusCode).toBe(200);
  });

  it('refuses a disabled or expired account at login and its session at the next check', async () => {
    const ownerCookie = await cookieOf('owner', 'Owner-secret-1', 'owner@example.org');
    await addUser(server, { name: 'leaving', password: 'Leaving-secret-1', email: 'leaving@example.org' });
    const cookie = await cookieOf('leaving', 'Leaving-secret-1', 'leaving@example.org');
    expect((await status(cookie)).statusCode).toBe(200);
    const patch = (body: unknown) =>
      server.app.inject({ method: 'PATCH', url: '/api/admin/users/leaving', headers: { ...https, cookie: ownerCookie! }, payload: JSON.stringify(body) });

    expect((await patch({ validFrom: '2020-01-01T00:00:00.000Z', validTo: '2021-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    await expect.poll(async () => (await status(cookie)).statusCode).toBe(401);
    const expired = await login('leaving', 'Leaving-secret-1', 'leaving@example.org');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('account_not_valid');

    expect((await patch({ validTo: null, disabled: true })).statusCode).toBe(200);
    const disabled = await login('leaving', 'Leaving-secret-1', 'leaving@example.org');
    expect(disabled.json().error.code).toBe('account_disabled');
    expect((await patch({ disabled: false })).statusCode).toBe(200);
    expect((await login('leaving', 'Leaving-secret-1', 'leaving@example.org')).statusCode).toBe(200);
  });

  it('ends every other session of a user who changes the password, on every instance; the current one stays', async () => {
    const other = await startTestServer(handle, { trustProxy: ['127.0.0.1'] });
    try {
      await addUser(server, { name: 'changer', password: 'Changer-secret-1', email: 'changer@example.org' });
      const current = await cookieOf('changer', 'Changer-secret-1', 'changer@example.org');
      const elsewhere = await cookieOf('changer', 'Changer-secret-1', 'changer@example.org');
      const otherLogin = await other.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: https,
        payload: JSON.stringify({ username: 'changer', email: 'changer@example.org', password: 'Changer-secret-1' }),
      });
      const onOther = sessionCookieFrom(otherLogin.headers['set-cookie']);
      const statusOn = (instance: BuiltServer, cookie: string | null) =>
        instance.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host, 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) } });
      // Every session is known (cached) on both instances before the change.
      for (const instance of [server, other]) for (const cookie of [current, elsewhere, onOther]) expect((await statusOn(instance, cookie)).statusCode).toBe(200);

      expect((await post('/api/password', { currentPassword: 'Changer-secret-1', newPassword: 'Walnut-Grove-2027' }, current)).statusCode).toBe(200);

      for (const instance of [server, other]) {
        for (const cookie of [elsewhere, onOther]) await expect.poll(async () => (await statusOn(instance, cookie)).statusCode).toBe(401);
        expect((await statusOn(instance, current)).statusCode).toBe(200);
      }
    } finally {
      await other.app.close();
    }
  });

  it('ends every session of a user who is disabled: enabling again brings none back', async () => {
    const ownerCookie = await cookieOf('owner', 'Owner-secret-1', 'owner@example.org');
    await addUser(server, { name: 'paused', password: 'Paused-secret-1', email: 'paused@example.org' });
    const first = await cookieOf('paused', 'Paused-secret-1', 'paused@example.org');
    const second = await cookieOf('paused', 'Paused-secret-1', 'paused@example.org');
    const patch = (body: unknown) =>
      server.app.inject({ method: 'PATCH', url: '/api/admin/users/paused', headers: { ...https, cookie: ownerCookie! }, payload: JSON.stringify(body) });
    expect((await patch({ disabled: true })).statusCode).toBe(200);
    expect((await patch({ disabled: false })).statusCode).toBe(200);
    for (const cookie of [first, second]) await expect.poll(async () => (await status(cookie)).statusCode).toBe(401);
    expect((await status(await cookieOf('paused', 'Paused-secret-1', 'paused@example.org'))).statusCode).toBe(200);
  });

  it('creates, re-mails and deletes accounts from the admin API', async () => {
    const ownerCookie = await cookieOf('owner', 'Owner-secret-1', 'owner@example.org');
    const create = await post('/api/admin/users', { username: 'helper', email: 'helper@example.org', language: 'en', entitled: true }, ownerCookie);
    expect(create.statusCode).toBe(200);
    await expect.poll(() => smtp.inbox.filter((mail) => mail.to.includes('helper@example.org')).length).toBe(1);
    const resend = await post('/api/admin/users/helper/initial-password', {}, ownerCookie);
    expect(resend.statusCode).toBe(200);
    await expect.poll(() => smtp.inbox.filter((mail) => mail.to.includes('helper@example.org')).length).toBe(2);
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/users', headers: { host, 'x-forwarded-proto': 'https', cookie: ownerCookie! } });
    expect(list.json().users.find((user: { name: string }) => user.name === 'helper').mail.status).toBe('sent');
    const removed = await server.app.inject({ method: 'DELETE', url: '/api/admin/users/helper', headers: { ...https, cookie: ownerCookie! }, payload: '{}' });
    expect(removed.statusCode).toBe(200);
    expect((await login('helper', 'whatever-1A', 'helper@example.org')).statusCode).toBe(401);
  });

  it('unsubscribes with a signed link only, and sends no more mail to that address', async () => {
    const mail = bodyOf(smtp.inbox.find((entry) => entry.to.includes('jonas@example.org'))!.raw);
    const token = /unsubscribe\?token=([\w-]+\.[\w-]+)/.exec(mail)![1]!;
    const [address, signature] = token.split('.') as [string, string];
    const forged = `${Buffer.from('plain@example.org').toString('base64url')}.${signature}`;
    expect((await post('/api/unsubscribe', { token: forged })).statusCode).toBe(400);
    expect((await post('/api/unsubscribe', { token: `${address}.${signature.slice(0, -2)}AA` })).statusCode).toBe(400);
    expect((await post('/api/unsubscribe', { token: 'garbage' })).statusCode).toBe(400);
    expect((await post('/api/unsubscribe', { token })).statusCode).toBe(200);

    const ownerCookie = await cookieOf('owner', 'Owner-secret-1', 'owner@example.org');
    const before = smtp.inbox.length;
    const resend = await post('/api/admin/users/jonas/initial-password', {}, ownerCookie);
    expect(resend.json().mail).toBe('suppressed');
    expect(smtp.inbox.length).toBe(before);
  });
});

describe('mail without an SMTP server', () => {
  it('writes the message as an .eml file in the outbox', async () => {
    const { mkdtempSync, readdirSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const outbox = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const [embedded] = databaseCases();
    const opened = await embedded!.open();
    const server = await startTestServer(opened.handle, { outboxDir: outbox });
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/signup',
        headers: jsonHeaders('localhost'),
        payload: JSON.stringify({ username: 'offline', email: 'offline@example.org', language: 'en' }),
      });
      expect(response.statusCode).toBe(200);
      // The mail is written after the answer (a sign-up never waits for mail).
      await expect.poll(() => readdirSync(outbox).filter((file) => file.endsWith('.eml')).length).toBe(1);
      const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      expect(bodyOf(readFileSync(path.join(outbox, files[0]!), 'utf8'))).toMatch(/Initial password: \S{16}/);
    } finally {
      await server.app.close();
      await opened.cleanup();
    }
  });
});
