// Single sign-on across the sites (docs/decisions/016), through the server as a browser goes:
// each host keeps its own cookies, redirects and the landing page's refresh are followed.
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { registerHostGuard } from '@server/http/host-guard';
import type { SessionService } from '@server/services/session.service';
import { HANDOFF_CODE_SECONDS, type SignInHandoffService } from '@server/services/sign-in-handoff.service';
import { Browser } from '@server/testing/test-browser';
import { TestClock, addUser, databaseCases, httpsGet, jsonHeaders, registry, startTestServer } from '@server/testing/test-server';
import { registerSignInHandoff } from './sign-in-handoff.routes';

const HOME = 'martin-sommerfeld.example';
const FORUM = 'diakonie-forum.example';
const CRYPT = 'krypta-archiv.example';
const WRITING = 'schreiben-hilft.example';
const MORPHEME = 'morphem-spiel.example';

/** Logs in on a host by password, as the login form does, then passes the account home. */
async function passwordLogin(server: BuiltServer, browser: Browser, host: string, from = '/dashboard') {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https' },
    remoteAddress: '127.0.0.1',
    payload: JSON.stringify({ username: 'mara', email: 'mara@example.org', password: 'personal-secret-1' }),
  });
  expect(login.statusCode).toBe(200);
  browser.take(host, login);
  return browser.go(`https://${host}/sign-in/pass?from=${encodeURIComponent(from)}`);
}

describe.each(databaseCases())('single sign-on on $name', (dbCase) => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  const clock = new TestClock();

  beforeAll(async () => {
    const opened = await dbCase.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { trustProxy: ['127.0.0.1'], clock, pages: true });
    await addUser(server, { name: 'mara', password: 'personal-secret-1', email: 'mara@example.org', entitled: true, internal: true });
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  /** A browser signed in on the forum and, through it, the account home. */
  async function signedInBrowser(): Promise<Browser> {
    const browser = new Browser(server);
    const passed = await passwordLogin(server, browser, FORUM, '/dashboard');
    expect(passed.url).toBe(`https://${FORUM}/dashboard`);
    return browser;
  }

  /** The account home's answer to a site that asks, before the site's callback is called. */
  async function codeFor(browser: Browser, host: string): Promise<{ callback: URL; handoffCookie: string }> {
    const start = await browser.get(`https://${host}/sign-in/start?from=%2Fintern`);
    expect(start.statusCode).toBe(302);
    const authorize = await browser.get(String(start.headers.location));
    expect(authorize.statusCode).toBe(302);
    const callback = new URL(String(authorize.headers.location));
    expect(callback.origin).toBe(`https://${host}`);
    return { callback, handoffCookie: browser.jar(host).get('__Host-sign-in-handoff')! };
  }

  it('after a password login on one site the account home holds the sign-in, and three other sites sign in without a form', async () => {
    const browser = await signedInBrowser();
    expect(await browser.signedIn(FORUM)).toBe(true);
    // The way went through the account home, by top-level redirects only.
    expect((await passwordLogin(server, new Browser(server), FORUM)).hops.map((hop) => new URL(hop).host)).toEqual([FORUM, HOME, FORUM, HOME, FORUM, FORUM]);
    expect(await browser.signedIn(HOME)).toBe(true);
    expect(browser.jar(HOME).get('__Host-sign-in')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A member page without a session: 302 to the login page, which asks the account home.
    const crypt = await browser.go(`https://${CRYPT}/intern`);
    expect(crypt.hops.map((hop) => new URL(hop).host)).toEqual([CRYPT, CRYPT, HOME, CRYPT, CRYPT]);
    expect(crypt.url).toBe(`https://${CRYPT}/intern`);
    expect(await browser.signedIn(CRYPT)).toBe(true);
    expect(browser.jar(CRYPT).has('__Host-session')).toBe(true);
    // Pressing Login on a site goes the same way.
    expect((await browser.go(`https://${WRITING}/sign-in/start?from=%2Fdashboard`)).url).toBe(`https://${WRITING}/dashboard`);
    expect((await browser.go(`https://${MORPHEME}/login?from=%2Fdashboard`)).url).toBe(`https://${MORPHEME}/dashboard`);
    expect(await browser.signedIn(WRITING)).toBe(true);
    expect(await browser.signedIn(MORPHEME)).toBe(true);
    // No cookie but the session's ends up in the sites' jars; the handoff cookie is gone again.
    expect(browser.jar(CRYPT).has('__Host-sign-in-handoff')).toBe(false);
  });

  it('logging out on one site ends the sessions on every site at once, and the next visit shows the login form', async () => {
    const browser = await signedInBrowser();
    for (const host of [CRYPT, WRITING]) await browser.go(`https://${host}/sign-in/start?from=%2Fdashboard`);
    for (const host of [HOME, FORUM, CRYPT, WRITING]) expect(await browser.signedIn(host)).toBe(true);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...jsonHeaders(WRITING, 'https'), 'x-forwarded-proto': 'https', cookie: browser.cookie(WRITING) },
      remoteAddress: '127.0.0.1',
      payload: '{}',
    });
    expect(logout.statusCode).toBe(200);
    for (const host of [HOME, FORUM, CRYPT]) expect(await browser.signedIn(host)).toBe(false);
    const login = await browser.go(`https://${MORPHEME}/login?from=%2Fdashboard`);
    expect(login.url).toBe(`https://${MORPHEME}/login?from=%2Fdashboard&asked=1`);
    expect(browser.jar(MORPHEME).has('__Host-session')).toBe(false);
    // Sent back without a sign-in: the login page is shown at once, without another question, and
    // no cookie is left for the visitor.
    const again = await browser.get(`https://${MORPHEME}/login?from=%2Fdashboard&asked=1`);
    expect(again.statusCode).toBe(200);
    expect([...browser.jar(MORPHEME).keys()]).toEqual([]);
  });

  it('stores the code hashed, and a code works once', async () => {
    const browser = await signedInBrowser();
    const { callback, handoffCookie } = await codeFor(browser, CRYPT);
    const code = callback.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.database.db.withTables<{ sign_in_codes: { code_hash: string } }>().selectFrom('sign_in_codes').selectAll().execute();
    expect(stored.map((row) => row.code_hash)).toContain(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await browser.go(callback.href)).url).toBe(`https://${CRYPT}/intern`);
    expect(await browser.signedIn(CRYPT)).toBe(true);
    // The same answer again, with the same state and verifier in the cookie: refused.
    const thief = new Browser(server);
    thief.jar(CRYPT).set('__Host-sign-in-handoff', handoffCookie);
    const replay = await thief.go(callback.href);
    expect(replay.url).toBe(`https://${CRYPT}/login?from=%2Fintern&asked=1`);
    expect(thief.jar(CRYPT).has('__Host-session')).toBe(false);
  });

  it(`refuses a code used after ${HANDOFF_CODE_SECONDS} s`, async () => {
    const browser = await signedInBrowser();
    const { callback } = await codeFor(browser, CRYPT);
    clock.advance((HANDOFF_CODE_SECONDS + 1) * 1000);
    const late = await browser.go(callback.href);
    expect(late.url).toBe(`https://${CRYPT}/login?from=%2Fintern&asked=1`);
    expect(browser.jar(CRYPT).has('__Host-session')).toBe(false);
  });

  it('takes a code within its time', async () => {
    const browser = await signedInBrowser();
    const { callback } = await codeFor(browser, CRYPT);
    clock.advance((HANDOFF_CODE_SECONDS - 1) * 1000);
    expect((await browser.go(callback.href)).url).toBe(`https://${CRYPT}/intern`);
    expect(await browser.signedIn(CRYPT)).toBe(true);
  });

  it('refuses a code made for another host, even with that host’s own state', async () => {
    const browser = await signedInBrowser();
    const { callback: forCrypt, handoffCookie } = await codeFor(browser, CRYPT);
    const { callback: forWriting } = await codeFor(browser, WRITING);
    const swapped = new URL(forWriting.href);
    swapped.searchParams.set('code', forCrypt.searchParams.get('code')!);
    // Even with the verifier the code was made for: only its origin differs.
    const kept = JSON.parse(Buffer.from(handoffCookie, 'base64url').toString('utf8')) as { v: string };
    const writingCookie = JSON.parse(Buffer.from(browser.jar(WRITING).get('__Host-sign-in-handoff')!, 'base64url').toString('utf8')) as { v: string };
    browser.jar(WRITING).set('__Host-sign-in-handoff', Buffer.from(JSON.stringify({ ...writingCookie, v: kept.v })).toString('base64url'));
    const answer = await browser.go(swapped.href);
    expect(answer.url).toBe(`https://${WRITING}/login?from=%2Fintern&asked=1`);
    expect(browser.jar(WRITING).has('__Host-session')).toBe(false);
  });

  it('refuses a code with a wrong state, and one without the verifier the site kept', async () => {
    const browser = await signedInBrowser();
    const { callback } = await codeFor(browser, CRYPT);
    const wrongState = new URL(callback.href);
    wrongState.searchParams.set('state', 'A'.repeat(43));
    expect((await browser.go(wrongState.href)).url).toBe(`https://${CRYPT}/login?from=%2Fintern&asked=1`);
    expect(browser.jar(CRYPT).has('__Host-session')).toBe(false);

    // Another browser that starts its own question (its own state and verifier) with the stolen code.
    const { callback: stolen } = await codeFor(browser, CRYPT);
    const other = new Browser(server);
    const start = await other.get(`https://${CRYPT}/sign-in/start?from=%2Fintern`);
    const ownState = new URL(String(start.headers.location)).searchParams.get('state')!;
    const planted = new URL(stolen.href);
    planted.searchParams.set('state', ownState);
    expect((await other.go(planted.href)).url).toBe(`https://${CRYPT}/login?from=%2Fintern&asked=1`);
    expect(other.jar(CRYPT).has('__Host-session')).toBe(false);
  });

  it('gives no code for a host that is not in the registry, a local host, or a path other than the callback', async () => {
    const browser = await signedInBrowser();
    const ask = (redirectUri: string) =>
      browser.get(
        `https://${HOME}/sign-in/authorize?${new URLSearchParams({ response_type: 'code', redirect_uri: redirectUri, state: 'S'.repeat(43), code_challenge: 'C'.repeat(43), code_challenge_method: 'S256' })}`,
      );
    for (const uri of [
      'https://evil.example/sign-in/callback',
      'https://localhost/sign-in/callback',
      'http://krypta-archiv.example/sign-in/callback',
      `https://${CRYPT}/elsewhere`,
      `https://${CRYPT}/sign-in/callback?next=https://evil.example`,
      `https://${CRYPT}:8443/sign-in/callback`,
      `https://user@${CRYPT}/sign-in/callback`,
    ]) {
      const answer = await ask(uri);
      expect(answer.statusCode, uri).toBe(400);
      expect(answer.headers.location, uri).toBeUndefined();
    }
    expect((await ask(`https://${CRYPT}/sign-in/callback`)).statusCode).toBe(302);
    // A site other than the account home answers the account home only.
    const forum = await browser.get(
      `https://${FORUM}/sign-in/authorize?${new URLSearchParams({ response_type: 'code', redirect_uri: `https://${CRYPT}/sign-in/callback`, state: 'S'.repeat(43), code_challenge: 'C'.repeat(43), code_challenge_method: 'S256' })}`,
    );
    expect(forum.statusCode).toBe(400);
  });

  it('sends back only to paths of the site (no open redirect)', async () => {
    const browser = await signedInBrowser();
    for (const from of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const answer = await browser.go(`https://${CRYPT}/sign-in/start?from=${encodeURIComponent(from)}`);
      expect(new URL(answer.url).host).toBe(CRYPT);
    }
    const adopt = await browser.get(`https://${HOME}/sign-in/adopt?from=${encodeURIComponent('https://evil.example/x')}`);
    expect(adopt.statusCode).toBe(400);
    const landing = await browser.get(`https://${CRYPT}/sign-in/landing?to=${encodeURIComponent('//evil.example')}`);
    expect(String(landing.body)).toContain('content="0;url=/"');
  });

  it('sends a visitor’s link to the account home through the site itself, which names the account home only in a member’s page', async () => {
    const visitor = new Browser(server);
    const login = await visitor.get(`https://${CRYPT}/login?asked=1`);
    expect(String(login.body)).toContain('"isAccountHome":false');
    expect(String(login.body)).not.toContain(HOME);
    const passkeyLogin = `/login?passkey=1&from=${encodeURIComponent('/intern')}`;
    const hop = await visitor.get(`https://${CRYPT}/sign-in/account-home?to=${encodeURIComponent(passkeyLogin)}`);
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe(`https://${HOME}${passkeyLogin}`);
    // Only to a path of the account home; on the account home itself, its own path.
    const away = await visitor.get(`https://${CRYPT}/sign-in/account-home?to=${encodeURIComponent('//evil.example')}`);
    expect(away.headers.location).toBe(`https://${HOME}/`);
    expect((await visitor.get(`https://${HOME}/sign-in/account-home?to=%2Fdashboard`)).headers.location).toBe('/dashboard');
    const member = await signedInBrowser();
    const dashboard = await member.get(`https://${FORUM}/dashboard`);
    expect(String(dashboard.body)).toContain(`"accountHome":"${HOME}"`);
  });

  it('ends every session of a user who is disabled, and gives no new one', async () => {
    const browser = await signedInBrowser();
    await browser.go(`https://${CRYPT}/sign-in/start?from=%2Fdashboard`);
    const user = await server.users.findByName('mara');
    await server.users.update(user!.id, { disabled: true });
    for (const host of [HOME, FORUM, CRYPT]) expect(await browser.signedIn(host)).toBe(false);
    expect((await browser.go(`https://${WRITING}/sign-in/start?from=%2Fdashboard`)).url).toBe(`https://${WRITING}/login?from=%2Fdashboard&asked=1`);
    await server.users.update(user!.id, { disabled: false });
  });

  it('sends a stranger who presses Login on the account home itself straight to its login form, marked asked like every site’s', async () => {
    const answer = await httpsGet(server, HOME, '/sign-in/start?from=%2Fdashboard');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login?from=%2Fdashboard&asked=1');
  });

  it('brings a stranger back to the login form in the language the page was read in (a known language only)', async () => {
    expect((await httpsGet(server, HOME, '/sign-in/start?from=%2Fdashboard&lang=ar')).headers.location).toBe('/login?from=%2Fdashboard&lang=ar&asked=1');
    expect((await httpsGet(server, HOME, '/sign-in/start?from=%2Fdashboard&lang=xx')).headers.location).toBe('/login?from=%2Fdashboard&asked=1');
    const visitor = new Browser(server);
    const back = await visitor.go(`https://${CRYPT}/sign-in/start?from=%2Fintern&lang=ta`);
    expect(back.url).toBe(`https://${CRYPT}/login?from=%2Fintern&lang=ta&asked=1`);
  });

  it('gives a crawler the login page itself: only a browser’s navigation asks the account home', async () => {
    const crawler = await httpsGet(server, CRYPT, '/login');
    expect(crawler.statusCode).toBe(200);
    const browser = await httpsGet(server, CRYPT, '/login', { 'sec-fetch-mode': 'navigate' });
    expect(browser.statusCode).toBe(302);
    expect(String(browser.headers.location)).toMatch(new RegExp(`^https://${HOME}/sign-in/authorize\\?`));
  });

  it('gives no code once every session of the sign-in has ended otherwise (a password change)', async () => {
    const browser = await signedInBrowser();
    const user = await server.users.findByName('mara');
    await server.users.update(user!.id, { password_hash: user!.password_hash });
    expect((await browser.go(`https://${WRITING}/sign-in/start?from=%2Fdashboard`)).url).toBe(`https://${WRITING}/login?from=%2Fdashboard&asked=1`);
  });

  it('leaves local hosts and plain http out', async () => {
    const local = await server.app.inject({ method: 'GET', url: '/sign-in/start?from=%2Fdashboard', headers: { host: 'localhost' } });
    expect(local.statusCode).toBe(302);
    expect(local.headers.location).toBe('/login?from=%2Fdashboard');
    const authorize = await server.app.inject({ method: 'GET', url: '/sign-in/authorize', headers: { host: 'localhost' } });
    expect(authorize.statusCode).toBe(404);
  });
});

describe('the login page while the database is away', () => {
  it('is shown as it is, without asking the account home', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(cookie);
    registerHostGuard(app, registry);
    const sessions = { resolve: () => Promise.reject(new Error('database away')) } as unknown as SessionService;
    registerSignInHandoff(app, { registry, sessions, handoff: {} as SignInHandoffService, accessDurationSeconds: 60 });
    app.get('/login', async () => 'the login form');
    const response = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: CRYPT, 'x-forwarded-proto': 'https', 'sec-fetch-mode': 'navigate', cookie: '__Host-session=a.b.c' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('the login form');
    await app.close();
  });
});
