// The front door (docs/decisions/030) over a real socket — app.inject() never passes it: a built
// file and a kept page at a known address are answered before Fastify with Fastify's own status,
// headers and bytes, counted and logged as Fastify does; everything a hook decides goes on to it.
import { execFileSync } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, startTestServer } from '@server/testing/test-server';

const HOST = 'martin-sommerfeld.example';
const SCRIPT = '/assets/index-fr0nt.js';
const SCRIPT_TEXT = `console.log(${JSON.stringify('front door '.repeat(400))});`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('the front door', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let clientDir: string;
  let port: number;
  const log: string[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(clientDir, '.vite'));
    mkdirSync(path.join(clientDir, 'assets'));
    const template = readFileSync('src/client/index.html', 'utf8').replace('<script type="module" src="/main.tsx"></script>', '').replace('<!--head-->', `<!--head--><script type="module" crossorigin src="${SCRIPT}"></script>`);
    writeFileSync(path.join(clientDir, 'index.html'), template);
    writeFileSync(path.join(clientDir, SCRIPT), SCRIPT_TEXT);
    writeFileSync(path.join(clientDir, '.vite/manifest.json'), '{}');
    const [key, cert] = [path.join(clientDir, 'key.pem'), path.join(clientDir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    const opened = await databaseCases()[0]!.open();
    cleanup = opened.cleanup;
    // Over HTTPS, facing clients directly (no trusted proxy), logging every request: the front door is built.
    const tls = { cert: readFileSync(cert), key: readFileSync(key) };
    server = await startTestServer(opened.handle, { pages: true, clientDir, tls, logStream: { write: (line) => log.push(line) } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** One request over its own connection, with exactly the headers given (rawHeaders: in order, names repeatable). */
  const ask = (target: string, headers: Record<string, string> | string[] = { host: HOST }, method = 'GET', body?: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const sent = httpsRequest({ host: '127.0.0.1', port, path: target, method, headers, agent: false, setHost: false, rejectUnauthorized: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  /**
   * An answer without what differs from answer to answer: the date, the request id, and the
   * compressed bytes of a kept page, whose fast first compression is replaced by brotli 11 and
   * gzip 9 in the background (so the body decoded, and its length checked against the header).
   */
  const comparable = ({ status, headers, body }: Answer) => {
    const { date, 'x-request-id': id, 'content-length': length, ...rest } = headers;
    expect(date).toBeDefined();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    if (length !== undefined && body.length) expect(Number(length)).toBe(body.length);
    const encoding = headers['content-encoding'];
    if (!body.length) return { status, headers: rest, body };
    return { status, headers: rest, body: encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body };
  };
  /** The answers the front door wrote while `run` ran. */
  const answeredDuring = async (run: () => Promise<unknown>) => {
    const before = server.frontDoor!.answered;
    await run();
    return server.frontDoor!.answered - before;
  };

  it('answers a built file and a kept page, once known, with Fastify’s own status, headers and bytes in every form', async () => {
    const forms: Array<Record<string, string>> = [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip, deflate' }, { 'accept-language': 'de' }];
    for (const target of [SCRIPT, '/?lang=it', '/cv']) {
      for (const form of forms) {
        // With a cookie every answer is Fastify's (the host guard, the page route): the first renders
        // the page, the second answers it kept and makes the address known.
        let fastify: Answer | undefined;
        expect(await answeredDuring(async () => {
          await ask(target, { host: HOST, ...form, cookie: 'first=visit' });
          fastify = await ask(target, { host: HOST, ...form, cookie: 'first=visit' });
        })).toBe(0);
        let front: Answer | undefined;
        expect(await answeredDuring(async () => (front = await ask(target, { host: HOST, ...form })))).toBe(1);
        expect(comparable(front!), `${target} ${JSON.stringify(form)}`).toEqual(comparable(fastify!));
        expect(front!.status).toBe(200);
        const etag = String(front!.headers.etag);
        const revalidated = await ask(target, { host: HOST, ...form, 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect(revalidated.headers['x-frame-options']).toBe('DENY');
        const head = await ask(target, { host: HOST, ...form }, 'HEAD');
        expect(comparable(head)).toEqual({ ...comparable(front!), body: Buffer.alloc(0) });
      }
    }
    expect(comparable(await ask(SCRIPT, { host: HOST, 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('counts its answers in the metrics and logs them as Fastify logs a request', async () => {
    // The first answer renders the page, the second makes its address known.
    await ask('/', { host: HOST });
    await ask('/', { host: HOST });
    const requests = /^http_requests_total\{site="martin-sommerfeld\.example",route="\/",method="GET",status="200"\} (\d+)$/m;
    const hits = /^page_cache_lookups_total\{site="martin-sommerfeld\.example",result="hit"\} (\d+)$/m;
    const metric = async (pattern: RegExp) => Number(pattern.exec((await ask('/metrics', { host: 'localhost' })).body.toString())?.[1] ?? 0);
    const [requestsBefore, hitsBefore] = [await metric(requests), await metric(hits)];
    let last: Answer | undefined;
    expect(await answeredDuring(async () => {
      for (let again = 0; again < 3; again += 1) last = await ask('/', { host: HOST });
    })).toBe(3);
    expect((await metric(requests)) - requestsBefore).toBe(3);
    expect((await metric(hits)) - hitsBefore).toBe(3);
    const id = String(last!.headers['x-request-id']);
    const lines = log.map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { method: string; url: string; host: string }; res?: { statusCode: number } }).filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]!.req).toMatchObject({ method: 'GET', url: '/', host: HOST });
    expect(lines[1]!.res).toEqual({ statusCode: 200 });
  });

  it('leaves to Fastify what a hook decides: cookies, a second Host, an unknown host, a login navigation, other methods', async () => {
    await ask('/', { host: HOST });
    await ask('/login', { host: HOST });
    await ask('/login', { host: HOST });
    expect(await answeredDuring(() => ask('/login', { host: HOST }))).toBe(1);
    expect(await answeredDuring(async () => {
      expect((await ask('/', { host: HOST, cookie: 'session=not-a-token' })).status).toBe(200);
      expect((await ask('/', ['Host', HOST, 'Host', 'elsewhere.example'])).status).toBe(400);
      expect((await ask('/', { host: 'elsewhere.example' })).status).toBe(421);
      expect((await ask('/', { host: `www.${HOST}` })).status).toBe(301);
      expect((await ask('/login', { host: HOST, 'sec-fetch-mode': 'navigate' })).status).toBe(200);
      expect((await ask('/', { host: HOST }, 'OPTIONS')).status).toBe(404);
      expect((await ask(`${SCRIPT}?v=1`, { host: HOST })).status).toBe(200);
    })).toBe(0);
  });

  it('answers a known session’s status as the route does, and leaves a pending logout, an ended session and a stranger’s token to it', async () => {
    await addUser(server, { name: 'doorkeeper', password: 'Front-Door-Key-2026' });
    const login = await ask('/api/login', { host: HOST, origin: `https://${HOST}`, 'content-type': 'application/json' }, 'POST', JSON.stringify({ username: 'doorkeeper', password: 'Front-Door-Key-2026' }));
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']).match(/__Host-session=[^;]+/)![0];
    const status = (extra: Record<string, string> = {}) => ask('/api/check-auth-status', { host: HOST, cookie, ...extra });
    // The route checks the new token in full first, then answers it as a session it knows and keeps that answer.
    let fastify: Answer | undefined;
    expect(await answeredDuring(async () => {
      await status();
      fastify = await status();
    })).toBe(0);
    let front: Answer | undefined;
    expect(await answeredDuring(async () => (front = await status()))).toBe(1);
    expect(comparable(front!)).toEqual(comparable(fastify!));
    expect(JSON.parse(front!.body.toString())).toMatchObject({ user: { name: 'doorkeeper' } });
    expect(await answeredDuring(async () => {
      // A pending logout: its hook ends the session, the route answers 401 and clears the cookies.
      const pending = await status({ cookie: `${cookie}; __Host-logout-pending=1` });
      expect(pending.status).toBe(401);
      expect(String(pending.headers['set-cookie'])).toContain('__Host-logout-pending=;');
      expect((await status()).status).toBe(401);
      expect((await ask('/api/check-auth-status', { host: HOST, cookie: '__Host-session=someone.elses.token' })).status).toBe(401);
    })).toBe(0);
  });

  it('leaves every request to Fastify while the server drains, whose answers close the connection', async () => {
    await ask('/', { host: HOST });
    expect(await answeredDuring(() => ask('/', { host: HOST }))).toBe(1);
    server.drain.start();
    let answered: Answer | undefined;
    expect(await answeredDuring(async () => (answered = await ask('/', { host: HOST })))).toBe(0);
    expect(answered!.headers.connection).toBe('close');
  });
});
