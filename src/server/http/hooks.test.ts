// The hooks every request passes through are synchronous: an async hook costs a promise and a
// microtask turn per request, and a kept page or an asset should cost little more than Fastify
// itself (docs/decisions/020, issue 19).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSignInHandoff } from '@server/routes/sign-in-handoff/sign-in-handoff.routes';
import type { SessionService } from '@server/services/session.service';
import type { SignInHandoffService } from '@server/services/sign-in-handoff.service';
import { registry } from '@server/testing/test-server';
import { registerHostGuard } from './host-guard';
import { ServerMetrics } from './metrics';
import { echoRequestId } from './request-id';
import { registerRequestGuards } from './request-guards';
import { registerSecurityHeaders } from './security-headers';

describe('the per-request hooks', () => {
  it('are synchronous, with a done callback, and one per concern', () => {
    const app = Fastify();
    const recorded: Array<{ name: string; hook: (...args: never[]) => unknown }> = [];
    const addHook = app.addHook.bind(app) as (name: string, hook: (...args: never[]) => unknown) => unknown;
    (app as unknown as { addHook: typeof addHook }).addHook = (name, hook) => {
      recorded.push({ name, hook });
      return addHook(name, hook);
    };
    registerSecurityHeaders(app, ["'sha256-x'"]);
    registerHostGuard(app, registry);
    echoRequestId(app);
    registerRequestGuards(app);
    new ServerMetrics({ activeSessions: async () => 0, pool: () => null }).register(app, null);
    // The single sign-on's look at the login page: registered on the root, so every request passes it.
    registerSignInHandoff(app, { registry, sessions: {} as SessionService, handoff: {} as SignInHandoffService, accessDurationSeconds: 60 });

    expect(recorded.map(({ name }) => name).sort()).toEqual(['onRequest', 'onRequest', 'onRequest', 'onResponse', 'onSend', 'onSend']);
    for (const { name, hook } of recorded) {
      expect(hook.constructor.name, name).toBe('Function');
      // (request, reply, done) or, for onSend, (request, reply, payload, done).
      expect(hook.length, name).toBe(name === 'onSend' ? 4 : 3);
    }
  });

  it('answer as before: security headers and the request id on every answer, the host guard first', async () => {
    const app = Fastify({ genReqId: () => 'id-1' });
    registerSecurityHeaders(app, ["'sha256-x'"]);
    registerHostGuard(app, registry);
    echoRequestId(app);
    registerRequestGuards(app);
    app.get('/x', async () => 'ok');
    app.post('/api/x', async () => 'ok');
    const served = await app.inject({ method: 'GET', url: '/x', headers: { host: 'martin-sommerfeld.example' } });
    expect(served.body).toBe('ok');
    expect(served.headers['x-request-id']).toBe('id-1');
    expect(served.headers['content-security-policy']).toContain("script-src 'self' 'sha256-x'");
    expect(served.headers['strict-transport-security']).toBeUndefined();
    expect(served.headers['x-frame-options']).toBe('DENY');
    const misdirected = await app.inject({ method: 'GET', url: '/x', headers: { host: 'elsewhere.example' } });
    expect(misdirected.statusCode).toBe(421);
    expect(misdirected.headers['x-content-type-options']).toBe('nosniff');
    expect(misdirected.headers['x-request-id']).toBe('id-1');
    const crossSite = await app.inject({ method: 'POST', url: '/api/x', headers: { host: 'martin-sommerfeld.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    await app.close();
  });

  it('answer a Host seen before as the first time: a site again, www. redirected again, an unknown host refused again', async () => {
    const app = Fastify();
    registerHostGuard(app, registry);
    app.get('/x', async (request) => `${request.requestSite.site.domain} ${request.requestSite.hostHeader}`);
    for (let round = 0; round < 2; round += 1) {
      expect((await app.inject({ url: '/x', headers: { host: 'martin-sommerfeld.example' } })).body).toBe('martin-sommerfeld.example martin-sommerfeld.example');
      expect((await app.inject({ url: '/x', headers: { host: 'Martin-Sommerfeld.example:8443' } })).body).toBe('martin-sommerfeld.example Martin-Sommerfeld.example:8443');
      const www = await app.inject({ url: '/x', headers: { host: 'www.martin-sommerfeld.example' } });
      expect(www.statusCode).toBe(301);
      expect((await app.inject({ url: '/x', headers: { host: 'elsewhere.example' } })).statusCode).toBe(421);
    }
    await app.close();
  });
});
