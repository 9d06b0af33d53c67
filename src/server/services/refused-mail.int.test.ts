// An initial-password mail the mail server refuses (it rejects the recipient: 550, no such
// mailbox) is recorded and shown to the administrator (issue 18 item 19): the account list of
// /admin gives the mail 'failed' with the server's answer, which the account row shows under it.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, jsonHeaders, sessionCookieFrom, startTestServer } from '@server/testing/test-server';

const [embedded] = databaseCases();
const host = 'diakonie-forum.example';
const https = { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https' };

/** An SMTP server that accepts every recipient but one address, as a real server refuses an unknown mailbox. */
function refusingSmtp(refused: string): Promise<{ url: string; delivered: string[]; close(): Promise<void> }> {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) {
        callback(Object.assign(new Error(`5.1.1 <${refused}>: Recipient address rejected: User unknown in virtual mailbox table`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `smtp://127.0.0.1:${port}?tls=off`, delivered, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('an initial-password mail the mail server refuses', () => {
  let server: BuiltServer;
  let smtp: Awaited<ReturnType<typeof refusingSmtp>>;
  let cleanup: () => Promise<void>;
  let ownerCookie: string;

  beforeAll(async () => {
    smtp = await refusingSmtp('gone@example.org');
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { smtpUrl: smtp.url, trustProxy: ['127.0.0.1'] });
    await addUser(server, { name: 'owner', password: 'Owner-secret-1', email: 'owner@example.org', roles: ['owner'] });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: https,
      payload: JSON.stringify({ username: 'owner', password: 'Owner-secret-1', email: 'owner@example.org' }),
    });
    ownerCookie = sessionCookieFrom(login.headers['set-cookie'])!;
  });
  afterAll(async () => {
    await server.app.close();
    await smtp.close();
    await cleanup();
  });

  const create = (username: string, email: string) =>
    server.app.inject({ method: 'POST', url: '/api/admin/users', headers: { ...https, cookie: ownerCookie }, payload: JSON.stringify({ username, email, language: 'en' }) });
  const mailOf = async (name: string) => {
    const list = await server.app.inject({ method: 'GET', url: '/api/admin/users', headers: { host, 'x-forwarded-proto': 'https', cookie: ownerCookie } });
    return (list.json().users as { name: string; mail: { status: string; error: string | null } | null }[]).find((user) => user.name === name)?.mail ?? null;
  };

  it('is listed as failed with the server’s answer for the administrator, while another address is sent', async () => {
    expect((await create('arrives', 'arrives@example.org')).statusCode).toBe(200);
    expect((await create('vanished', 'gone@example.org')).statusCode).toBe(200);
    await expect.poll(async () => (await mailOf('vanished'))?.status).toBe('failed');
    expect((await mailOf('vanished'))?.error).toMatch(/550.*gone@example\.org.*Recipient address rejected/);
    await expect.poll(async () => (await mailOf('arrives'))?.status).toBe('sent');
    expect(smtp.delivered).toEqual(['arrives@example.org']);
  });
});
