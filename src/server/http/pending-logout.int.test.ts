// A logout the browser could not send (offline) arrives as the __Host-logout-pending cookie on its
// next request: the server ends the session before any route reads it, the request goes on as a
// visitor's, and the answer clears the session, its marker and the pending mark.
import { describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, httpsGet, serverForTests, sessionCookieOf } from '@server/testing/test-server';

const FORUM = 'diakonie-forum.example';

describe('a pending logout', () => {
  let server: BuiltServer;
  serverForTests({ trustProxy: ['127.0.0.1'], pages: true }, async (started) => {
    server = started;
    await addUser(server, { name: 'lena', password: 'lena-secret-123' });
  });
  const status = (cookie: string) => httpsGet(server, FORUM, '/api/check-auth-status', { cookie });

  it('ends the session of the request that carries it, which is answered as a visitor’s, and clears the cookies', async () => {
    const session = await sessionCookieOf(server, FORUM, 'lena', 'lena-secret-123');
    expect((await status(session)).statusCode).toBe(200);

    const dashboard = await httpsGet(server, FORUM, '/dashboard?lang=en', { cookie: `${session}; __Host-logout-pending=1` });
    expect(dashboard.body).not.toContain('lena');
    const cleared = ([] as string[]).concat(dashboard.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['__Host-session=', '__Host-signed-in=', '__Host-logout-pending=']));

    // The session is over on the server: the cookie alone no longer works.
    expect((await status(session)).statusCode).toBe(401);
  });

  it('leaves a session alone without the mark, and a visitor with the mark gets only the mark cleared', async () => {
    const session = await sessionCookieOf(server, FORUM, 'lena', 'lena-secret-123');
    expect((await status(session)).statusCode).toBe(200);
    expect((await status(session)).statusCode).toBe(200);
    const visitor = await status('__Host-logout-pending=1');
    expect(visitor.statusCode).toBe(401);
    expect(([] as string[]).concat(visitor.headers['set-cookie'] ?? []).map((line) => line.split(';')[0])).toContain('__Host-logout-pending=');
  });
});
