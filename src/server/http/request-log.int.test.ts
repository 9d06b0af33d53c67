// What the log says about a request: its id (from a trusted proxy, else new, and echoed), and the
// events an operator looks for — failed logins, throttling, sign-ups, administrator changes —
// with a reason, and never a password, token or initial password.
import { describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, jsonHeaders, serverForTests, sessionCookieFrom } from '@server/testing/test-server';
import { proxyMatcher } from './request-id';

describe('the request log', () => {
  let server: BuiltServer;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  serverForTests({ trustProxy: ['10.0.0.5'], loginLimits: { perUserMax: 2 }, logStream: { write: (line) => void lines.push(line) } }, async (started) => {
    server = started;
    await addUser(server, { name: 'owner', password: 'Owner-secret-1', email: 'owner@example.org', roles: ['owner'] });
  });

  it('takes the request id of a trusted proxy, makes one otherwise, and answers with it', async () => {
    const fromProxy = await server.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost', 'x-request-id': 'proxy-42' }, remoteAddress: '10.0.0.5' });
    expect(fromProxy.headers['x-request-id']).toBe('proxy-42');
    const fromElsewhere = await server.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost', 'x-request-id': 'forged-1' }, remoteAddress: '10.9.9.9' });
    expect(fromElsewhere.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries().some((entry) => entry.reqId === 'proxy-42')).toBe(true);
    expect(entries().some((entry) => entry.reqId === 'forged-1')).toBe(false);
  });

  it('logs failed logins, throttling, sign-ups and administrator changes as events, without secrets', async () => {
    const login = (password: string) =>
      server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), remoteAddress: '10.1.1.1', payload: JSON.stringify({ username: 'owner', password, email: 'owner@example.org' }) });
    for (const password of ['Wrong-guess-1', 'Wrong-guess-2', 'Wrong-guess-3']) await login(password);
    await server.app.inject({ method: 'POST', url: '/api/signup', headers: jsonHeaders(), payload: JSON.stringify({ username: 'newcomer', email: 'newcomer@example.org', language: 'en' }) });
    const ownerLogin = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: jsonHeaders(),
      payload: JSON.stringify({ username: 'owner', password: 'Owner-secret-1', email: 'owner@example.org' }),
    });
    const cookie = sessionCookieFrom(ownerLogin.headers['set-cookie'])!;
    await server.app.inject({ method: 'PATCH', url: '/api/admin/users/newcomer', headers: { ...jsonHeaders(), cookie }, payload: JSON.stringify({ entitled: true }) });

    const events = entries().filter((entry) => entry.event);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'login.failed', user: 'owner', reason: 'invalid_credentials', reqId: expect.any(String) }),
        expect.objectContaining({ event: 'login.throttled', user: 'owner' }),
        expect.objectContaining({ event: 'signup', user: 'newcomer' }),
        expect.objectContaining({ event: 'login.succeeded', user: 'owner' }),
        expect.objectContaining({ event: 'admin.change', actor: 'owner', target: 'newcomer' }),
      ]),
    );
    const token = cookie.split('=')[1]!;
    for (const secret of ['Wrong-guess-1', 'Wrong-guess-3', 'Owner-secret-1', token]) expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('proxyMatcher', () => {
  it('matches configured addresses and ranges, IPv4 in IPv6 form too', () => {
    const trusted = proxyMatcher(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.20.30.40', '::1'].map(trusted)).toEqual([true, true, true, true]);
    expect(['192.168.1.1', undefined, 'not-an-address'].map(trusted)).toEqual([false, false, false]);
  });
});
