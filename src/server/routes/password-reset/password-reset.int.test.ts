// "Forgot your password?" end to end: a real mail through the test SMTP server, its link, the new
// password, and every way a link or a request is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { RESET_LINK_MINUTES } from '@server/services/password-reset.service';
import { TestClock, addUser, databaseCases, jsonHeaders, sessionCookieFrom, startTestServer } from '@server/testing/test-server';
import { type TestSmtp, startTestSmtp } from '@server/testing/test-smtp';

const host = 'diakonie-forum.example';
const https = { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https' };
const LINK = /https:\/\/diakonie-forum\.example\/reset-password#token=([A-Za-z0-9_-]{43})/;

describe.each(databaseCases())('password recovery on $name', (dbCase) => {
  let server: BuiltServer;
  let smtp: TestSmtp;
  let cleanup: () => Promise<void>;
  const clock = new TestClock(Date.UTC(2026, 10, 25, 9));
  let client = 0;
  /** Each test asks from its own address, so the per-address limit is tested on its own. */
  let address = '10.0.0.1';

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { smtpUrl: smtp.url, trustProxy: ['127.0.0.1'], clock });
    await server.users.update((await addUser(server, { name: 'clara', password: 'Clara-secret-1', email: 'clara@example.org' })).id, { language: 'de' });
    await addUser(server, { name: 'jonas', password: 'Jonas-secret-1', email: 'jonas@example.org' });
    await addUser(server, { name: 'linus', password: 'Linus-secret-1', email: 'linus@example.org' });
    await addUser(server, { name: 'mira', password: 'Mira-secret-11', email: 'mira@example.org' });
    await addUser(server, { name: 'nora', password: 'Nora-secret-11', email: 'nora@example.org' });
    await addUser(server, { name: 'gemeinde', password: 'Gemeinde-secret-1' });
  });
  afterAll(async () => {
    await server.app.close();
    await smtp.close();
    await cleanup();
  });

  const post = (url: string, body: unknown, cookie?: string | null) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...https, 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
      remoteAddress: '127.0.0.1',
    });
  const ask = (login: string) => post('/api/password-reset/request', { login, language: 'en' });
  const login = (username: string, password: string) => post('/api/login', { username, password, email: `${username}@example.org` });
  const status = (cookie: string | null) =>
    server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host, 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) }, remoteAddress: '127.0.0.1' });
  /** The token of the newest mail to the address, once it has arrived. */
  const linkTo = async (to: string, count: number) => {
    await expect.poll(() => smtp.mailsTo(to).length).toBe(count);
    return LINK.exec(smtp.mailsTo(to).at(-1)!)![1]!;
  };
  const audit = async (action: string) =>
    (await server.database.db.selectFrom('audit_log').select(['actor', 'target', 'details']).where('action', '=', action).orderBy('id').execute()).map((row) => ({
      ...row,
      details: JSON.parse(row.details ?? 'null') as unknown,
    }));

  beforeAll(() => undefined);
  const fresh = () => {
    client += 1;
    address = `10.0.${Math.floor(client / 200)}.${client % 200}`;
  };

  it('mails a link in the account’s language that sets a new password, ends the other sessions and logs in', async () => {
    fresh();
    const other = sessionCookieFrom((await login('clara', 'Clara-secret-1')).headers['set-cookie']);
    expect((await status(other)).statusCode).toBe(200);

    const asked = await ask('clara');
    expect(asked.statusCode).toBe(200);
    const token = await linkTo('clara@example.org', 1);
    const mail = smtp.mailsTo('clara@example.org')[0]!;
    expect(mail).toContain('Hier wählen Sie Ihr neues Passwort');
    expect(mail).toContain(`${RESET_LINK_MINUTES} Minuten`);
    // Only the hash is stored.
    const stored = await server.database.db.selectFrom('password_reset_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    expect((await post('/api/password-reset/check', { token })).json()).toEqual({ name: 'clara' });
    const weak = await post('/api/password-reset', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('password_too_short');

    const reset = await post('/api/password-reset', { token, newPassword: 'Quartz-new-secret-2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.name).toBe('clara');
    const cookie = sessionCookieFrom(reset.headers['set-cookie']);
    expect((await status(cookie)).statusCode).toBe(200);
    expect((await status(other)).statusCode).toBe(401);
    expect((await login('clara', 'Clara-secret-1')).statusCode).toBe(401);
    expect((await login('clara', 'Quartz-new-secret-2')).statusCode).toBe(200);

    // Used once: the same link again is refused.
    const again = await post('/api/password-reset', { token, newPassword: 'Quartz-third-secret-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_reset_link');
    expect((await post('/api/password-reset/check', { token })).statusCode).toBe(400);

    expect(await audit('password_reset_request')).toContainEqual({ actor: 'visitor', target: 'clara', details: { outcome: 'mailed' } });
    expect(await audit('password_reset')).toEqual([{ actor: 'clara', target: 'clara', details: { site: host } }]);
  });

  it('finds the account by its email address too', async () => {
    fresh();
    expect((await ask(' Jonas@Example.org ')).statusCode).toBe(200);
    await linkTo('jonas@example.org', 1);
  });

  it('refuses a link after 30 minutes', async () => {
    fresh();
    await ask('linus');
    const token = await linkTo('linus@example.org', 1);
    clock.advance(RESET_LINK_MINUTES * 60_000);
    const late = await post('/api/password-reset', { token, newPassword: 'Maple-new-secret-2' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('invalid_reset_link');
    expect((await login('linus', 'Linus-secret-1')).statusCode).toBe(200);
  });

  it('refuses a link once a newer one was sent', async () => {
    fresh();
    await ask('mira');
    const first = await linkTo('mira@example.org', 1);
    await ask('mira');
    const second = await linkTo('mira@example.org', 2);
    expect(second).not.toBe(first);
    expect((await post('/api/password-reset', { token: first, newPassword: 'Harbor-new-secret-2' })).statusCode).toBe(400);
    expect((await post('/api/password-reset', { token: second, newPassword: 'Harbor-new-secret-2' })).statusCode).toBe(200);
  });

  it('answers an unknown account, an unknown address and a shared account exactly as a known one, and mails none of them', async () => {
    fresh();
    const known = await ask('nora');
    await linkTo('nora@example.org', 1);
    const mailsBefore = smtp.inbox.length;
    for (const login of ['nobody', 'nobody@example.org', 'gemeinde']) {
      const answer = await ask(login);
      expect(answer.statusCode).toBe(known.statusCode);
      expect(answer.body).toBe(known.body);
    }
    // A mail to anyone would have come by now: the known account's came through the same path.
    await ask('nora');
    await linkTo('nora@example.org', 2);
    expect(smtp.inbox.length).toBe(mailsBefore + 1);
    const requests = await audit('password_reset_request');
    expect(requests).toContainEqual({ actor: 'visitor', target: null, details: { outcome: 'unknown' } });
    expect(requests).toContainEqual({ actor: 'visitor', target: 'gemeinde', details: { outcome: 'no_email' } });
  });

  it('limits the mails per account and the requests per address', async () => {
    fresh();
    clock.advance(2 * 3_600_000);
    for (let i = 0; i < 5; i += 1) {
      fresh();
      expect((await ask('jonas')).statusCode).toBe(200);
    }
    // Three an hour reach the account; the others are answered alike and send nothing.
    await expect.poll(() => smtp.mailsTo('jonas@example.org').length).toBe(1 + 3);
    expect((await audit('password_reset_request')).filter((row) => row.target === 'jonas').map((row) => (row.details as { outcome: string }).outcome)).toContain('limited');

    fresh();
    for (let i = 0; i < 10; i += 1) expect((await ask(`someone${i}`)).statusCode).toBe(200);
    const refused = await ask('someone-else');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a token that is not one of ours', async () => {
    fresh();
    expect((await post('/api/password-reset', { token: 'A'.repeat(43), newPassword: 'Whatever-secret-2' })).json().error.code).toBe('invalid_reset_link');
    expect((await post('/api/password-reset', { token: 'short', newPassword: 'Whatever-secret-2' })).statusCode).toBe(400);
  });
});
