// A restart behind the shipped nginx (deploy/nginx.conf, its two-instance upstream) under load
// answers every request (issue 18 item 14, docs/decisions/021): each instance in turn drains,
// closes as main.ts closes it on SIGTERM (closeGracefully) and is started again on its port, while
// clients keep sending GETs and POSTs through nginx. Not one answer may be a 5xx or a lost connection.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import type { DatabaseHandle } from '@server/db/database';
import { databaseCases, startTestServer } from '@server/testing/test-server';
import { startTestNginx } from '@server/testing/test-nginx';
import { closeGracefully } from './graceful-shutdown';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const HOST = 'diakonie-forum.example';
const [embedded] = databaseCases();
/** nginx keeps idle upstream connections this long here; the drain is longer, as in production (5 s and 6 s). */
const KEEPALIVE_S = 1;
const DRAIN_MS = 1500;

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

/** deploy/nginx.conf with both upstream servers on this test's ports. */
function testConfiguration(dir: string, appPorts: [number, number], httpsPort: number, httpPort: number, cert: string, key: string): string {
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/server 127\.0\.0\.1:3000\b/, `server 127.0.0.1:${appPorts[0]}`)
    .replace(/server 127\.0\.0\.1:3001\b/, `server 127.0.0.1:${appPorts[1]}`)
    .replace(/keepalive_timeout 5s;/, `keepalive_timeout ${KEEPALIVE_S}s;`)
    .replace(/^\s*listen \[::\]:.*$/gm, '')
    .replace(/listen 443 ssl/g, `listen 127.0.0.1:${httpsPort} ssl`)
    .replace(/listen 80\b/g, `listen 127.0.0.1:${httpPort}`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  expect(site).toContain(`server 127.0.0.1:${appPorts[1]}`);
  expect(site).toMatch(/proxy_next_upstream error/);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

describe('a restart behind nginx with two instances', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-restart-'));
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let instances: BuiltServer[];
  let appPorts: [number, number];
  let httpsPort: number;
  let nginx: ChildProcess;
  /** Answers per instance, counted by the instances themselves. */
  const served = new Map<BuiltServer, number>();

  function call(method: string, urlPath: string, body?: string): Promise<number> {
    const origin = `https://${HOST}:${httpsPort}`;
    const headers: Record<string, string> = { host: `${HOST}:${httpsPort}`, ...(body === undefined ? {} : { origin, 'content-type': 'application/json' }) };
    return new Promise((resolve, reject) => {
      const request = httpsRequest({ host: '127.0.0.1', port: httpsPort, method, path: urlPath, servername: HOST, rejectUnauthorized: false, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  async function startInstance(port: number): Promise<BuiltServer> {
    const server = await startTestServer(handle, { trustProxy: ['127.0.0.1'] });
    served.set(server, 0);
    server.app.addHook('onResponse', async () => {
      served.set(server, (served.get(server) ?? 0) + 1);
    });
    await server.app.listen({ port, host: '127.0.0.1' });
    return server;
  }

  beforeAll(async () => {
    if (!NGINX) throw new Error('Debian nginx is needed for this test: apt-get install -y nginx');
    const opened = await embedded!.open();
    handle = opened.handle;
    cleanup = opened.cleanup;
    appPorts = [await freePort(), await freePort()];
    instances = [await startInstance(appPorts[0]), await startInstance(appPorts[1])];
    httpsPort = await freePort();
    const httpPort = await freePort();
    nginx = startTestNginx(NGINX, dir, HOST, (cert, key) => testConfiguration(dir, appPorts, httpsPort, httpPort, cert, key));
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await call('GET', '/api/health').catch(() => 0)) === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    agent.destroy();
    for (const server of instances ?? []) await server.app.close();
    await cleanup?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request while each instance in turn drains, stops and starts again', async () => {
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const client = async () => {
      for (let round = 0; running; round += 1) {
        const [method, urlPath, body] = round % 2 === 0 ? ['GET', '/api/health', undefined] : ['POST', '/api/logout', '{}'];
        try {
          const status = await call(method, urlPath, body);
          if (status >= 500) failures.push(`${method} ${urlPath}: ${status}`);
          else answered += 1;
        } catch (error) {
          failures.push(`${method} ${urlPath}: ${(error as Error).message}`);
        }
      }
    };
    const clients = Array.from({ length: 6 }, () => client());
    try {
      for (const index of [0, 1]) {
        const old = instances[index]!;
        const ready = () => old.app.inject({ method: 'GET', url: '/api/ready', headers: { host: 'localhost' } });
        expect((await ready()).statusCode).toBe(200);
        const closing = closeGracefully(old.app, old.drain, DRAIN_MS);
        // Not ready from the first moment of the drain, while it still answers everything else.
        expect((await ready()).statusCode).toBe(503);
        await closing;
        const fresh = await startInstance(appPorts[index]!);
        instances[index] = fresh;
        await expect.poll(() => served.get(fresh) ?? 0, { timeout: 20_000 }).toBeGreaterThan(5);
      }
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });
});
