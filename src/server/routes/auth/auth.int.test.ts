import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltServer } from '@server/app';
import { DEBUG_ACCOUNT_RENEW_MS, DEBUG_ACCOUNT_VALIDITY_MS } from '@server/services/debug-account';
import {
  TEST_SECRET,
  TestClock,
  addUser,
  databaseCases,
  jsonHeaders,
  sessionCookieFrom,
  startTestServer,
} from '@server/testing/test-server';

const STATE_CHANGING = ['/api/login', '/api/logout', '/api/debug-data'];

async function sign(payload: Record<string, unknown>, options: { secret?: string; iat: number; exp?: number; jti?: string }) {
  const builder = new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(options.iat).setJti(options.jti ?? 'x');
  if (options.exp !== undefined) builder.setExpirationTime(options.exp);
  return builder.sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

describe.each(databaseCases())('auth API on $name', (dbCase) => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle);
    await addUser(server, { name: 'firstlevel', password: 'shared-secret-1' });
    await addUser(server, { name: 'mara', password: 'personal-secret-1', email: 'mara@example.org', entitled: true });
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/login', headers: { ...jsonHeaders(), ...headers }, payload: JSON.stringify(body) });
  const status = (cookie?: string | null, host = 'localhost') =>
    server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host, ...(cookie ? { cookie } : {}) } });
  const logout = (cookie?: string | null) =>
    server.app.inject({ method: 'POST', url: '/api/logout', headers: { ...jsonHeaders(), ...(cookie ? { cookie } : {}) }, payload: '{}' });

  describe('login', () => {
    it('logs the shared account in by name and password, with a hardened cookie', async () => {
      const response = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body.user).toEqual({ name: 'firstlevel', email: null, entitled: false, internal: false, roles: [], mustChangePassword: false, validFrom: null, validTo: null });
      expect(body.token.split('.')).toHaveLength(3);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^session=/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toMatch(/Domain=/i);
    });

    it('needs the matching email address for a personal account', async () => {
      expect((await login({ username: 'mara', password: 'personal-secret-1' })).statusCode).toBe(401);
      expect((await login({ username: 'mara', email: 'other@example.org', password: 'personal-secret-1' })).statusCode).toBe(401);
      const ok = await login({ username: 'MARA', email: 'Mara@Example.org', password: 'personal-secret-1' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.entitled).toBe(true);
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const wrong = await login({ username: 'firstlevel', password: 'nope' });
      const unknown = await login({ username: 'nobody', password: 'nope' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('answers bad input with 400 and a JSON error, never 500', async () => {
      const cases = [
        '{"username": "firstlevel", "password":',
        '{"username": "firstlevel", "password": "x", "__proto__": {"admin": true}}',
        '{"username": "firstlevel", "password": "x", "constructor": {"prototype": {"admin": true}}}',
        '{"username": 5, "password": "x"}',
        '{"username": "firstlevel"}',
        '{"username": "firstlevel", "password": "x", "extra": 1}',
        '[]',
        '"text"',
        JSON.stringify({ username: 'firstlevel', password: 'x'.repeat(20_000) }),
      ];
      for (const payload of cases) {
        const response = await server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload });
        expect(response.statusCode, payload.slice(0, 60)).toBe(400);
        expect(response.json().error.code, payload.slice(0, 60)).toEqual(expect.any(String));
      }
    });
  });

  describe('check-auth-status', () => {
    it('answers 401 without a session and 200 with the user and token after login', async () => {
      expect((await status()).statusCode).toBe(401);
      const response = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      const cookie = sessionCookieFrom(response.headers['set-cookie']);
      const checked = await status(cookie);
      expect(checked.statusCode).toBe(200);
      expect(checked.headers['cache-control']).toBe('no-store');
      expect(checked.json()).toEqual({ user: response.json().user, token: response.json().token });
    });

    it('refuses garbage, tampered, expired, future, foreign-key and unsigned tokens with 401', async () => {
      const now = Math.floor(Date.now() / 1000);
      const response = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      const token: string = response.json().token;
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, username: 'mara' })).toString('base64url');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const tokens = [
        'garbage',
        '%%%',
        `${header}.${forged}.${signature}`,
        `${header}.${payload}.${signature.slice(0, -2)}xx`,
        none,
        await sign({ username: 'firstlevel' }, { iat: now - 100, exp: now - 10, jti: claims.jti }),
        await sign({ username: 'firstlevel' }, { iat: now + 600, exp: now + 1200, jti: claims.jti }),
        await sign({ username: 'firstlevel' }, { iat: now, exp: now + 600, jti: claims.jti, secret: 'another-secret-another-secret-another-secret' }),
        await sign({ username: 'firstlevel' }, { iat: now, jti: claims.jti }),
      ];
      for (const candidate of tokens) {
        const checked = await status(`session=${candidate}`);
        expect(checked.statusCode, candidate).toBe(401);
        expect(checked.json().error.code).toBe('not_authenticated');
      }
    });

    it('answers with the token without its signature, which is refused as the cookie', async () => {
      const response = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
      const [header, payload, signature] = cookie.slice('session='.length).split('.') as [string, string, string];
      expect(signature.length).toBeGreaterThan(20);
      for (const answer of [response, await status(cookie)]) {
        expect(answer.json().token).toBe(`${header}.${payload}.`);
        expect(answer.body).not.toContain(signature);
      }
      const replayed = await status(`session=${response.json().token}`);
      expect(replayed.statusCode).toBe(401);
      expect((await status(cookie)).statusCode).toBe(200);
    });

    it('answers a session this process knows past Fastify’s reply with the same headers and body, and follows its member and its end', async () => {
      const response = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
      /** Every header but the two that differ per answer (date, x-request-id), and the body. */
      const answer = async () => {
        const checked = await status(cookie);
        const { date, 'x-request-id': id, ...headers } = checked.headers;
        expect(date).toBeDefined();
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        return { status: checked.statusCode, headers, body: checked.body };
      };
      // The first check verifies the token; the next ones find it known and the session cached.
      const first = await answer();
      expect(first.status).toBe(200);
      expect(first.headers['x-frame-options']).toBe('DENY');
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      for (let again = 0; again < 2; again += 1) expect(await answer()).toEqual(first);
      const head = await server.app.inject({ method: 'HEAD', url: '/api/check-auth-status', headers: { host: 'localhost', cookie } });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      // The member changes: the answer shows them as they are now.
      const member = (await server.users.findByName('firstlevel'))!;
      await server.users.update(member.id, { email: 'firstlevel@example.org' });
      const changed = await answer();
      expect(JSON.parse(changed.body).user.email).toBe('firstlevel@example.org');
      expect(await answer()).toEqual(changed);
      await server.users.update(member.id, { email: null });
      // Ended: refused, and the cookie cleared, as for any dead session.
      await logout(cookie);
      const ended = await status(cookie);
      expect(ended.statusCode).toBe(401);
      expect(String(ended.headers['set-cookie'])).toMatch(/^session=;/);
    });

    it('reads the session from the cookie only, never from a header', async () => {
      const response = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      const checked = await server.app.inject({
        method: 'GET',
        url: '/api/check-auth-status',
        headers: { host: 'localhost', authorization: `Bearer ${response.json().token}` },
      });
      expect(checked.statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the session so the same cookie is refused afterwards', async () => {
      const loggedIn = await login({ username: 'firstlevel', password: 'shared-secret-1' });
      const marker = ([] as string[]).concat(loggedIn.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('signed-in='));
      expect(marker).toMatch(/^signed-in=1; Max-Age=\d+; Path=\/; SameSite=Strict$/);
      const cookie = sessionCookieFrom(loggedIn.headers['set-cookie']);
      expect((await status(cookie)).statusCode).toBe(200);
      const out = await logout(cookie);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logged out' });
      expect(String(out.headers['set-cookie'])).toMatch(/^session=;/);
      // The readable marker that a session may exist goes with it.
      expect(String(out.headers['set-cookie'])).toMatch(/signed-in=;/);
      expect((await status(cookie)).statusCode).toBe(401);
    });

    it('clears the cookie even without a session', async () => {
      const out = await logout(null);
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toContain('session=;');
    });
  });

  it('replaces a session that existed before login (no fixation)', async () => {
    const first = sessionCookieFrom((await login({ username: 'firstlevel', password: 'shared-secret-1' })).headers['set-cookie']);
    const second = await login({ username: 'firstlevel', password: 'shared-secret-1' }, { cookie: first! });
    const secondCookie = sessionCookieFrom(second.headers['set-cookie']);
    expect(secondCookie).not.toEqual(first);
    expect((await status(first)).statusCode).toBe(401);
    expect((await status(secondCookie)).statusCode).toBe(200);
  });

  it('applies a changed flag and a disabled account at the next request', async () => {
    const user = await addUser(server, { name: 'flagged', password: 'flagged-secret-1' });
    const cookie = sessionCookieFrom((await login({ username: 'flagged', password: 'flagged-secret-1' })).headers['set-cookie']);
    expect((await status(cookie)).json().user.internal).toBe(false);
    await server.users.update(user.id, { internal: true });
    await expect.poll(async () => (await status(cookie)).json().user?.internal).toBe(true);
    await server.users.update(user.id, { disabled: true });
    await expect.poll(async () => (await status(cookie)).statusCode).toBe(401);
    const again = await login({ username: 'flagged', password: 'flagged-secret-1' });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_disabled');
  });

  it('refuses every state-changing request from a foreign origin or without JSON', async () => {
    for (const url of STATE_CHANGING) {
      const foreign = await server.app.inject({
        method: 'POST',
        url,
        headers: { ...jsonHeaders(), origin: 'https://evil.example' },
        payload: '{}',
      });
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.json().error.code).toBe('bad_origin');
      const crossSite = await server.app.inject({ method: 'POST', url, headers: { ...jsonHeaders(), 'sec-fetch-site': 'cross-site' }, payload: '{}' });
      expect(crossSite.statusCode, url).toBe(403);
      expect(crossSite.json().error.code).toBe('cross_site');
      const missing = await server.app.inject({ method: 'POST', url, headers: { host: 'localhost', 'content-type': 'application/json' }, payload: '{}' });
      expect(missing.statusCode, url).toBe(403);
      const form = await server.app.inject({
        method: 'POST',
        url,
        headers: { ...jsonHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=b',
      });
      expect(form.statusCode, url).toBe(415);
    }
  });

  it('answers debug-data with 204 when debug mode is off', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/debug-data', headers: jsonHeaders(), payload: '' });
    expect(response.statusCode).toBe(204);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe.each(databaseCases())('rate limits, proxies and debug mode on $name', (dbCase) => {
  let cleanup: () => Promise<void>;
  let handle: Awaited<ReturnType<typeof dbCase.open>>['handle'];
  beforeAll(async () => {
    const opened = await dbCase.open();
    handle = opened.handle;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

  /** A login attempt from a client address (each test uses addresses of its own: the counters live in the database). */
  const attempt = (server: BuiltServer, username: string, password: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), remoteAddress, payload: JSON.stringify({ username, password }) });

  it('locks a user name out for the address that guessed, not for its owner elsewhere', async () => {
    const server = await startTestServer(handle, { loginLimits: { perUserMax: 3 } });
    try {
      await addUser(server, { name: 'target', password: 'target-secret-1' });
      for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'target', 'wrong', '10.0.0.1')).statusCode).toBe(401);
      const limited = await attempt(server, 'target', 'target-secret-1', '10.0.0.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.code).toBe('rate_limited');
      expect((await attempt(server, 'Target', 'target-secret-1', '10.0.0.2')).statusCode).toBe(200);
      expect((await attempt(server, 'target', 'target-secret-1', '10.0.0.1')).statusCode).toBe(429);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('counts failures under any spelling of a name against one budget', async () => {
    const server = await startTestServer(handle, { loginLimits: { perUserMax: 3 } });
    try {
      await addUser(server, { name: 'spelled', password: 'spelled-secret-1' });
      for (const name of ['spelled', 'Spelled', 'SPELLED ']) expect((await attempt(server, name, 'wrong', '10.0.6.1')).statusCode, name).toBe(401);
      expect((await attempt(server, ' sPeLLeD', 'spelled-secret-1', '10.0.6.1')).statusCode).toBe(429);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('ends a lockout when its window has passed, not before, and locks out again after new failures', async () => {
    const clock = new TestClock();
    const windowMs = 60_000;
    const server = await startTestServer(handle, { loginLimits: { perUserMax: 3, perUserWindowMs: windowMs }, clock });
    try {
      await addUser(server, { name: 'patient', password: 'patient-secret-1' });
      for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'patient', 'wrong', '10.0.5.1')).statusCode).toBe(401);
      clock.advance(windowMs - 1);
      const limited = await attempt(server, 'patient', 'patient-secret-1', '10.0.5.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('1');
      clock.advance(1);
      // A new window: the first failures are answered again, and enough of them lock the pair out anew.
      for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'patient', 'wrong', '10.0.5.1')).statusCode).toBe(401);
      expect((await attempt(server, 'patient', 'patient-secret-1', '10.0.5.1')).statusCode).toBe(429);
      clock.advance(windowMs);
      expect((await attempt(server, 'patient', 'patient-secret-1', '10.0.5.1')).statusCode).toBe(200);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('slows, without blocking, the guessing of one name from many addresses', async () => {
    const delays: number[] = [];
    const server = await startTestServer(handle, { loginLimits: { perUserMax: 3 }, loginDelay: async (ms) => void delays.push(ms) });
    try {
      await addUser(server, { name: 'popular', password: 'popular-secret-1' });
      for (let i = 1; i <= 5; i += 1) expect((await attempt(server, 'popular', 'wrong', `10.0.1.${i}`)).statusCode).toBe(401);
      expect(delays).toEqual([250, 500]);
      const owner = await attempt(server, 'popular', 'popular-secret-1', '10.0.1.99');
      expect(owner.statusCode).toBe(200);
      expect(delays).toEqual([250, 500, 1000]);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('slows parallel guesses of one name as it slows sequential ones', async () => {
    const delays: number[] = [];
    const server = await startTestServer(handle, { loginLimits: { perUserMax: 3 }, loginDelay: async (ms) => void delays.push(ms) });
    try {
      await addUser(server, { name: 'besieged', password: 'besieged-secret-1' });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(server, 'besieged', 'wrong', `10.0.7.${i + 1}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(401));
      // Each of the 12 saw the ones admitted before it: the 4th to the 12th waited, doubling to the cap.
      expect(delays.toSorted((a, b) => a - b)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('limits login attempts per client with 429 and Retry-After', async () => {
    const server = await startTestServer(handle, { loginLimits: { perClientMax: 2 } });
    try {
      expect((await attempt(server, 'x', 'y', '10.0.2.1')).statusCode).toBe(401);
      expect((await attempt(server, 'z', 'y', '10.0.2.1')).statusCode).toBe(401);
      const limited = await attempt(server, 'x', 'y', '10.0.2.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await attempt(server, 'x', 'y', '10.0.2.2')).statusCode).toBe(401);
    } finally {
      await server.app.close();
    }
  });

  it('limits sign-ups per client address and hour', async () => {
    const server = await startTestServer(handle, { signupsPerHour: 1 });
    try {
      const signup = (username: string, remoteAddress: string) =>
        server.app.inject({ method: 'POST', url: '/api/signup', headers: jsonHeaders(), remoteAddress, payload: JSON.stringify({ username, email: `${username}@example.org`, language: 'en' }) });
      expect((await signup('first-one', '10.0.4.1')).statusCode).toBe(200);
      const limited = await signup('second-one', '10.0.4.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect((await signup('third-one', '10.0.4.2')).statusCode).toBe(200);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('enforces one limit across instances on the same database', async () => {
    const first = await startTestServer(handle, { loginLimits: { perUserMax: 3, perClientMax: 3 } });
    const second = await startTestServer(handle, { loginLimits: { perUserMax: 3, perClientMax: 3 } });
    try {
      await addUser(first, { name: 'shared-target', password: 'shared-secret-1' });
      expect((await attempt(first, 'shared-target', 'wrong', '10.0.3.1')).statusCode).toBe(401);
      expect((await attempt(second, 'shared-target', 'wrong', '10.0.3.1')).statusCode).toBe(401);
      expect((await attempt(first, 'shared-target', 'wrong', '10.0.3.1')).statusCode).toBe(401);
      expect((await attempt(second, 'shared-target', 'shared-secret-1', '10.0.3.1')).statusCode).toBe(429);
    } finally {
      await first.app.close();
      await second.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('uses the __Host- cookie over HTTPS behind a trusted proxy only', async () => {
    const server = await startTestServer(handle, { trustProxy: ['127.0.0.1'] });
    try {
      await addUser(server, { name: 'secure', password: 'secure-secret-1' });
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...jsonHeaders('diakonie-forum.example', 'https'), 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ username: 'secure', password: 'secure-secret-1' }),
      });
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-session=/);
      expect(setCookie).toContain('Secure');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const spoofed = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.9',
        headers: { ...jsonHeaders('diakonie-forum.example', 'https'), 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ username: 'secure', password: 'secure-secret-1' }),
      });
      expect(spoofed.statusCode).toBe(403);
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('refuses login over plain http on a public host', async () => {
    const server = await startTestServer(handle);
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: jsonHeaders('diakonie-forum.example'),
        payload: '{"username":"x","password":"y"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('https_required');
    } finally {
      await server.app.close();
    }
  });

  it('gives the debug user to local hosts only when debug mode is on', async () => {
    const server = await startTestServer(handle, { debug: true });
    try {
      const local = await server.app.inject({ method: 'POST', url: '/api/debug-data', headers: jsonHeaders(), payload: '' });
      expect(local.statusCode).toBe(200);
      const data = local.json();
      expect(data).toEqual({ debug: true, user: { name: 'debug', pass: expect.any(String) } });
      const loggedIn = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: jsonHeaders(),
        payload: JSON.stringify({ username: data.user.name, password: data.user.pass }),
      });
      expect(loggedIn.statusCode).toBe(200);
      const remote = await server.app.inject({
        method: 'POST',
        url: '/api/debug-data',
        headers: jsonHeaders('diakonie-forum.example'),
        payload: '',
      });
      expect(remote.statusCode).toBe(204);
      const localNameFromAfar = await server.app.inject({ method: 'POST', url: '/api/debug-data', headers: jsonHeaders(), remoteAddress: '10.1.2.3', payload: '' });
      expect(localNameFromAfar.statusCode).toBe(204);

      // Started again without debug mode: the account and its sessions are gone.
      const cookie = sessionCookieFrom(loggedIn.headers['set-cookie'])!;
      await server.app.close();
      const plain = await startTestServer(handle);
      try {
        const status = await plain.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: 'localhost', cookie } });
        expect(status.statusCode).toBe(401);
        const again = await plain.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: JSON.stringify({ username: data.user.name, password: data.user.pass }) });
        expect(again.statusCode).toBe(403);
        expect(again.json().error.code).toBe('account_disabled');
      } finally {
        await plain.app.close();
      }
    } finally {
      await server.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });

  it('lets the debug account expire on every instance when its debug instance stops renewing it (kill -9)', async () => {
    const clock = new TestClock();
    const other = await startTestServer(handle, { clock });
    // Only the debug instance's renewal timer is driven by the test; the database runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const debugInstance = await startTestServer(handle, { debug: true, clock });
    try {
      const data = (await debugInstance.app.inject({ method: 'POST', url: '/api/debug-data', headers: jsonHeaders(), payload: '' })).json();
      const credentials = JSON.stringify({ username: data.user.name, password: data.user.pass });
      const loggedIn = await other.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: credentials });
      expect(loggedIn.statusCode).toBe(200);
      const cookie = sessionCookieFrom(loggedIn.headers['set-cookie'])!;
      const statusOnOther = async () => (await other.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: 'localhost', cookie } })).statusCode;
      const validTo = async () => (await other.users.findByName('debug'))!.valid_to!.getTime();
      expect(await validTo()).toBe(clock.now().getTime() + DEBUG_ACCOUNT_VALIDITY_MS);

      // While the debug instance runs, it renews the account: it outlives its first validity.
      for (let elapsed = 0; elapsed <= DEBUG_ACCOUNT_VALIDITY_MS; elapsed += DEBUG_ACCOUNT_RENEW_MS) {
        clock.advance(DEBUG_ACCOUNT_RENEW_MS);
        vi.advanceTimersByTime(DEBUG_ACCOUNT_RENEW_MS);
        await expect.poll(validTo).toBe(clock.now().getTime() + DEBUG_ACCOUNT_VALIDITY_MS);
      }
      expect(await statusOnOther()).toBe(200);

      // Killed: no renewal any more, and no shutdown that disables the account.
      clock.advance(DEBUG_ACCOUNT_VALIDITY_MS);
      expect(await statusOnOther()).toBe(401);
      const again = await other.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: credentials });
      expect(again.statusCode).toBe(403);
      expect(again.json().error.code).toBe('account_not_valid');
    } finally {
      vi.useRealTimers();
      await debugInstance.app.close();
      await other.app.close();
      await handle.db.deleteFrom('users').execute();
    }
  });
});
