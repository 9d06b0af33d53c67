// Passkeys (issue 20) through the server, with a software authenticator that signs for real: the
// account home is the relying party; its challenges work once and for a short time, for its origin
// and rpID only; a passkey signs in only its own member and is removed only by them; a sign-in at
// the account home goes on to the site that asked through the single sign-on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { BuiltServer } from '@server/app';
import { PASSKEY_CHALLENGE_SECONDS } from '@server/services/passkey.service';
import { SoftwareAuthenticator } from '@server/testing/software-authenticator';
import { Browser } from '@server/testing/test-browser';
import { TestClock, addUser, databaseCases, jsonHeaders, serverForTests, sessionCookieFrom, startTestServer } from '@server/testing/test-server';

const HOME = 'martin-sommerfeld.example';
const FORUM = 'diakonie-forum.example';
const HOME_ORIGIN = `https://${HOME}`;

async function send(server: BuiltServer, method: 'POST' | 'GET' | 'DELETE', host: string, url: string, body?: unknown, cookie?: string) {
  const response = await server.app.inject({
    method,
    url,
    headers: { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) },
    remoteAddress: '127.0.0.1',
    ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
  });
  return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {}, headers: response.headers };
}

const PASSWORDS: Record<string, string> = { mara: 'personal-secret-1', ben: 'personal-secret-2' };

/** A password login over HTTPS (as the login form sends it): the session cookie. */
async function logIn(server: BuiltServer, host: string, name: string): Promise<string> {
  const login = await send(server, 'POST', host, '/api/login', { username: name, email: `${name}@example.org`, password: PASSWORDS[name] });
  expect(login.status).toBe(200);
  return sessionCookieFrom(login.headers['set-cookie'])!;
}

describe.each(databaseCases())('passkeys on $name', (dbCase) => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  const clock = new TestClock();
  let mara: string;
  let ben: string;

  beforeAll(async () => {
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { trustProxy: ['127.0.0.1'], clock });
    await addUser(server, { name: 'mara', password: 'personal-secret-1', email: 'mara@example.org', entitled: true });
    await addUser(server, { name: 'ben', password: 'personal-secret-2', email: 'ben@example.org', entitled: true });
    mara = await logIn(server, HOME, 'mara');
    ben = await logIn(server, HOME, 'ben');
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const registrationOptions = async (cookie: string) => {
    const answer = await send(server, 'POST', HOME, '/api/passkeys/registration/options', {}, cookie);
    expect(answer.status).toBe(200);
    return answer.json as unknown as PublicKeyCredentialCreationOptionsJSON;
  };
  const signInOptions = async () => {
    const answer = await send(server, 'POST', HOME, '/api/passkeys/sign-in/options', {});
    expect(answer.status).toBe(200);
    return answer.json as unknown as PublicKeyCredentialRequestOptionsJSON;
  };
  /** A new passkey of the member, named, on a fresh authenticator. */
  async function addPasskey(cookie: string, name: string) {
    const authenticator = new SoftwareAuthenticator();
    const response = authenticator.create(await registrationOptions(cookie), HOME_ORIGIN);
    const added = await send(server, 'POST', HOME, '/api/passkeys/registration', { name, response }, cookie);
    expect(added.status).toBe(200);
    return { authenticator, id: String(added.json.id) };
  }
  const passkeysOf = async (cookie: string) => (await send(server, 'GET', HOME, '/api/passkeys', undefined, cookie)).json.passkeys as { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  const auditActions = async (action: string) =>
    (await server.database.db.selectFrom('audit_log').select(['actor', 'action']).where('action', '=', action).execute()).map((row) => row.actor);

  it('adds a passkey on the account home for its rpID and lists it; the options exclude the passkeys the member has', async () => {
    const options = await registrationOptions(mara);
    expect(options.rp.id).toBe(HOME);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = new SoftwareAuthenticator();
    const added = await send(server, 'POST', HOME, '/api/passkeys/registration', { name: '  Laptop ', response: authenticator.create(options, HOME_ORIGIN) }, mara);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const listed = await passkeysOf(mara);
    expect(listed.map((entry) => entry.name)).toContain('Laptop');
    expect(new Date(listed[0]!.createdAt).getTime()).toBe(clock.now().getTime());
    expect((await registrationOptions(mara)).excludeCredentials?.map((entry) => entry.id)).toContain(added.json.id);
    expect(await auditActions('passkey_add')).toContain('mara');
  });

  it('signs in with the passkey at the account home, which holds the sign-in and sends the visitor on to the site that asked', async () => {
    const { authenticator, id } = await addPasskey(mara, 'Phone');
    clock.advance(60_000); // a minute after the form's login, so the last login can be told apart
    const signedIn = await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: authenticator.get(await signInOptions(), HOME_ORIGIN), site: `https://${FORUM}`, from: '/intern' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.next).toBe(`https://${FORUM}/sign-in/start?from=%2Fintern`);
    const session = sessionCookieFrom(signedIn.headers['set-cookie'])!;
    expect((await send(server, 'GET', HOME, '/api/check-auth-status', undefined, session)).json).toMatchObject({ user: { name: 'mara' } });
    expect((await passkeysOf(mara)).find((entry) => entry.id === id)?.lastUsedAt).toBe(clock.now().toISOString());
    expect(await auditActions('passkey_sign_in')).toContain('mara');
    // A login like the form's: the administration's "last login" shows it.
    const account = await server.database.db.selectFrom('users').select('last_login_at').where('name', '=', 'mara').executeTakeFirstOrThrow();
    expect(account.last_login_at?.getTime()).toBe(clock.now().getTime());

    // The browser goes on to the forum, which gets the sign-in from the account home by a one-time code.
    const browser = new Browser(server);
    browser.take(HOME, { headers: signedIn.headers } as never);
    const arrived = await browser.go(String(signedIn.json.next));
    expect(arrived.url).toBe(`https://${FORUM}/intern`);
    expect(await browser.signedIn(FORUM)).toBe(true);
  });

  it('a sign-in from the account home itself goes to a path of its own, never to an address outside the registry', async () => {
    const { authenticator } = await addPasskey(mara, 'Tablet');
    const own = await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: authenticator.get(await signInOptions(), HOME_ORIGIN), from: '/dashboard' });
    expect(own.json.next).toBe('/dashboard');
    const elsewhere = await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: authenticator.get(await signInOptions(), HOME_ORIGIN), site: 'https://evil.example', from: '//evil.example/x' });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.next).toBe('/dashboard');
  });

  it('a challenge works once: the same answer again is refused', async () => {
    const { authenticator } = await addPasskey(mara, 'Once');
    const response = authenticator.get(await signInOptions(), HOME_ORIGIN);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response })).status).toBe(200);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response })).status).toBe(401);
    const options = await registrationOptions(mara);
    const first = new SoftwareAuthenticator().create(options, HOME_ORIGIN);
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration', { name: 'A', response: first }, mara)).status).toBe(200);
    const second = new SoftwareAuthenticator().create(options, HOME_ORIGIN);
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration', { name: 'B', response: second }, mara)).status).toBe(400);
  });

  it(`a challenge answered after ${PASSKEY_CHALLENGE_SECONDS} s is refused`, async () => {
    const { authenticator } = await addPasskey(mara, 'Late');
    const late = await signInOptions();
    const inTime = await signInOptions();
    clock.advance(PASSKEY_CHALLENGE_SECONDS * 1000 - 1000);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: authenticator.get(inTime, HOME_ORIGIN) })).status).toBe(200);
    clock.advance(1000);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: authenticator.get(late, HOME_ORIGIN) })).status).toBe(401);
    const registration = await registrationOptions(mara);
    clock.advance(PASSKEY_CHALLENGE_SECONDS * 1000);
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration', { name: 'Late', response: new SoftwareAuthenticator().create(registration, HOME_ORIGIN) }, mara)).status).toBe(400);
  });

  it('an answer made for another origin or relying party is refused, and no site but the account home runs a ceremony', async () => {
    const { authenticator } = await addPasskey(mara, 'Origin');
    const wrongOrigin = authenticator.get(await signInOptions(), `https://${FORUM}`);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: wrongOrigin })).status).toBe(401);
    const wrongParty = authenticator.get(await signInOptions(), HOME_ORIGIN, { rpId: FORUM, credential: authenticator.credentials[0]! });
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: wrongParty })).status).toBe(401);
    const options = await registrationOptions(mara);
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration', { name: 'X', response: new SoftwareAuthenticator().create(options, `https://${FORUM}`) }, mara)).status).toBe(400);
    const otherRp = await registrationOptions(mara);
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration', { name: 'X', response: new SoftwareAuthenticator().create(otherRp, HOME_ORIGIN, { rpId: FORUM }) }, mara)).status).toBe(400);
    // Options asked of the forum: refused there (its members go to the account home).
    const forum = await logIn(server, FORUM, 'mara');
    expect((await send(server, 'POST', FORUM, '/api/passkeys/sign-in/options', {})).status).toBe(404);
    expect((await send(server, 'POST', FORUM, '/api/passkeys/registration/options', {}, forum)).status).toBe(404);
    // The list and removal are the member's on every site.
    expect((await send(server, 'GET', FORUM, '/api/passkeys', undefined, forum)).status).toBe(200);
  });

  it("a passkey signs in only its own member, and another member's challenge adds nothing", async () => {
    const { authenticator: bens } = await addPasskey(ben, 'Ben');
    const { authenticator: maras } = await addPasskey(mara, 'Mara');
    // Ben's passkey, answering as if it were Mara's (her user handle): refused.
    const posing = bens.get(await signInOptions(), HOME_ORIGIN);
    posing.response.userHandle = maras.credentials[0]!.userHandle;
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: posing })).status).toBe(401);
    // Ben's signature under Mara's credential id: refused.
    const borrowed = bens.get(await signInOptions(), HOME_ORIGIN);
    const marasId = maras.get(await signInOptions(), HOME_ORIGIN).id;
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: { ...borrowed, id: marasId, rawId: marasId } })).status).toBe(401);
    // A registration challenge Mara asked for, answered in Ben's session: refused.
    const marasChallenge = await registrationOptions(mara);
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration', { name: 'Taken', response: new SoftwareAuthenticator().create(marasChallenge, HOME_ORIGIN) }, ben)).status).toBe(400);
    expect((await passkeysOf(ben)).map((entry) => entry.name)).toEqual(['Ben']);
  });

  it('only its member removes a passkey; a removed passkey signs in no more', async () => {
    const { authenticator, id } = await addPasskey(mara, 'Old');
    expect((await send(server, 'DELETE', HOME, `/api/passkeys/${id}`, {}, ben)).status).toBe(404);
    expect((await passkeysOf(mara)).map((entry) => entry.id)).toContain(id);
    expect((await send(server, 'DELETE', HOME, `/api/passkeys/${id}`, {})).status).toBe(401);
    expect((await send(server, 'DELETE', HOME, `/api/passkeys/${id}`, {}, mara)).json).toEqual({ removed: 1 });
    expect((await passkeysOf(mara)).map((entry) => entry.id)).not.toContain(id);
    expect(await auditActions('passkey_remove')).toEqual(['mara']);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', { response: authenticator.get(await signInOptions(), HOME_ORIGIN) })).status).toBe(401);
  });

  it('refuses what its schemas do not allow', async () => {
    const response = new SoftwareAuthenticator().create(await registrationOptions(mara), HOME_ORIGIN);
    const refused = async (body: unknown) => (await send(server, 'POST', HOME, '/api/passkeys/registration', body, mara)).status;
    expect(await refused({ response })).toBe(400);
    expect(await refused({ name: 'x'.repeat(61), response })).toBe(400);
    expect(await refused({ name: '   ', response })).toBe(400);
    expect(await refused({ name: 'A', response, extra: 1 })).toBe(400);
    expect(await refused({ name: 'A', response: { ...response, type: 'password' } })).toBe(400);
    expect(await refused({ name: 'A', response: { ...response, response: { ...response.response, clientDataJSON: 'not base64url!' } } })).toBe(400);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in', {})).status).toBe(400);
    expect((await send(server, 'POST', HOME, '/api/passkeys/sign-in/options', { user: 'mara' })).status).toBe(400);
    expect((await send(server, 'DELETE', HOME, '/api/passkeys/a%20b', {}, mara)).status).toBe(400);
    // Unauthenticated: no registration.
    expect((await send(server, 'POST', HOME, '/api/passkeys/registration/options', {})).status).toBe(401);
  });
});

describe('passkeys on a local host and under the rate limit', () => {
  let server: BuiltServer;
  serverForTests({ loginLimits: { perClientMax: 4 } }, async (started) => {
    server = started;
    await addUser(server, { name: 'lena', password: 'personal-secret-3', email: 'lena@example.org' });
  });

  const local = async (url: string, body: unknown, cookie?: string) =>
    server.app.inject({ method: 'POST', url, headers: { ...jsonHeaders('localhost:3000'), ...(cookie ? { cookie } : {}) }, remoteAddress: '10.0.0.9', payload: JSON.stringify(body) });

  it('a local host is its own relying party (development), and the ceremony is limited per client address like the login', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders('localhost:3000'), remoteAddress: '10.0.0.8', payload: JSON.stringify({ username: 'lena', email: 'lena@example.org', password: 'personal-secret-3' }) });
    const cookie = sessionCookieFrom(login.headers['set-cookie'])!;
    const authenticator = new SoftwareAuthenticator();
    const options = JSON.parse((await local('/api/passkeys/registration/options', {}, cookie)).body) as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp.id).toBe('localhost');
    expect((await local('/api/passkeys/registration', { name: 'Dev', response: authenticator.create(options, 'http://localhost:3000') }, cookie)).statusCode).toBe(200);
    const signInOptions = JSON.parse((await local('/api/passkeys/sign-in/options', {})).body) as PublicKeyCredentialRequestOptionsJSON;
    const signedIn = await local('/api/passkeys/sign-in', { response: authenticator.get(signInOptions, 'http://localhost:3000'), site: 'https://diakonie-forum.example', from: '/intern' });
    expect(signedIn.statusCode).toBe(200);
    expect(JSON.parse(signedIn.body)).toEqual({ next: '/intern' });
    // Four steps so far from this address: the fifth is over the limit.
    const over = await local('/api/passkeys/sign-in/options', {});
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
