// The shipped nginx configuration (deploy/nginx.conf) in front of the server, as an operator runs
// it: Debian's nginx terminates TLS on a port that is not 443, the server trusts it (TRUST_PROXY),
// and a visitor logs in through it and keeps the session; the request id travels through. A
// forwarded host or a Host outside the list from outside chooses no site and no local mode, and
// /metrics is not served to what nginx relays.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, sessionCookieFrom, startTestServer } from '@server/testing/test-server';
import { startTestNginx } from '@server/testing/test-nginx';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const HOST = 'diakonie-forum.example';
const [embedded] = databaseCases();

/** deploy/nginx.conf with this test's ports, certificate and folders, inside a minimal main configuration. */
function testConfiguration(dir: string, appPort: number, httpsPort: number, httpPort: number, cert: string, key: string): string {
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/server 127\.0\.0\.1:3000\b[^;]*;/, `server 127.0.0.1:${appPort};`)
    .replace(/^\s*server 127\.0\.0\.1:3001\b.*$/m, '')
    .replace(/^\s*listen \[::\]:.*$/gm, '')
    .replace(/listen 443 ssl/g, `listen 127.0.0.1:${httpsPort} ssl`)
    .replace(/listen 80\b/g, `listen 127.0.0.1:${httpPort}`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  expect(site).toContain(`server 127.0.0.1:${appPort};`);
  expect(site).toContain(`listen 127.0.0.1:${httpsPort} ssl http2;`);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** A port nothing listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function call(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpsRequest({ host: '127.0.0.1', port, method, path: urlPath, servername: HOST, rejectUnauthorized: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('behind nginx with the shipped configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-proxy-'));
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let nginx: ChildProcess;
  let httpsPort: number;

  beforeAll(async () => {
    if (!NGINX) throw new Error('Debian nginx is needed for this test: apt-get install -y nginx');
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { trustProxy: ['127.0.0.1'], pages: true });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    await addUser(server, { name: 'gemeinde', password: 'Shared-secret-2026' });
    const appPort = (server.app.server.address() as AddressInfo).port;
    httpsPort = await freePort();
    const httpPort = await freePort();
    nginx = startTestNginx(NGINX, dir, HOST, (cert, key) => testConfiguration(dir, appPort, httpsPort, httpPort, cert, key));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ready = await call(httpsPort, 'GET', '/api/health', { host: `${HOST}:${httpsPort}` }).catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await server?.app.close();
    await cleanup?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs in on a port that is not 443 and keeps the session, with the Secure cookie and the request id', async () => {
    const origin = `https://${HOST}:${httpsPort}`;
    const login = await call(
      httpsPort,
      'POST',
      '/api/login',
      { host: `${HOST}:${httpsPort}`, origin, 'content-type': 'application/json' },
      JSON.stringify({ username: 'gemeinde', password: 'Shared-secret-2026' }),
    );
    expect(login.status, login.body).toBe(200);
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-session=/);
    // nginx's $request_id (32 hex digits), believed because nginx is a trusted proxy.
    expect(login.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    const status = await call(httpsPort, 'GET', '/api/check-auth-status', { host: `${HOST}:${httpsPort}`, cookie: cookie! });
    expect(status.status).toBe(200);
    expect(JSON.parse(status.body).user.name).toBe('gemeinde');
  });

  it('chooses the site by the Host nginx sets: X-Forwarded-Host from outside turns on no local mode and serves no other site', async () => {
    for (const forwarded of ['localhost', '127.0.0.1', 'friede-aktion.example', `friede-aktion.example:${httpsPort}`]) {
      const page = await call(httpsPort, 'GET', '/imprint?lang=en', { host: `${HOST}:${httpsPort}`, 'x-forwarded-host': forwarded, forwarded: `host=${forwarded}` });
      expect(page.status, forwarded).toBe(200);
      expect(page.body, forwarded).toContain(`data-domain="${HOST}"`);
      expect(page.body, forwarded).not.toMatch(/<html[^>]*data-local/);
      expect(page.body, forwarded).toContain('"local":false,"domains":null');
      expect(page.body, forwarded).not.toContain('friede-aktion.example');
    }
  });

  it('refuses a Host that is not one of the sites (localhost, an address) before it reaches the server', async () => {
    for (const host of ['localhost', '127.0.0.1', `localhost:${httpsPort}`]) {
      await expect(call(httpsPort, 'GET', '/imprint', { host }), host).rejects.toThrow();
    }
  });

  it('does not serve /metrics to a request it relays, though the server sees a loopback peer', async () => {
    const metrics = await call(httpsPort, 'GET', '/metrics', { host: `${HOST}:${httpsPort}` });
    expect(metrics.status).toBe(403);
    expect(metrics.body).not.toContain('http_requests_total');
  });
});
