import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../app';
import { databaseCases, startTestServer } from '../testing/test-server';

const [embedded] = databaseCases();

describe('host guard and headers', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle);
  });
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  it('answers a host not on the list with 421: empty for pages, JSON for the API', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(421);
    expect(page.body).toBe('');
    const api = await server.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: '192.168.evil.example' } });
    expect(api.statusCode).toBe(421);
    expect(api.json().error.code).toBe('misdirected_request');
  });

  it('sends a www. host to the bare host with 301', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/imprint?x=1', headers: { host: 'www.diakonie-forum.example' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('http://diakonie-forum.example/imprint?x=1');
  });

  it('sets strict security headers, without HSTS or upgrade on plain http', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
