import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@server/testing/test-server';
import { DrainState } from './graceful-shutdown';
import { registerHostGuard } from './host-guard';
import { ServerMetrics } from './metrics';
import { echoRequestId } from './request-id';
import { registerSecurityHeaders, securityHeaderSets } from './security-headers';
import { headersOf, isPagePath, loadStaticSite, registerAssetRoutes, sendAsset } from './static-assets';

describe('static site from memory', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><!--slot--></head><body></body></html>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    app = Fastify();
    const site = loadStaticSite(dir);
    app.get('/*', async (request, reply) => {
      const asset = site.assets.get(request.url.split('?')[0]!);
      return asset ? sendAsset(request, reply, asset) : reply.code(404).send('Not found');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets immutable, brotli or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers each form with its own length, the same headers every time, and HEAD without a body', async () => {
    const first = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const second = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    const { date: _firstDate, ...firstHeaders } = first.headers;
    const { date: _secondDate, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    const plain = await app.inject({ url: '/robots.txt' });
    expect(plain.headers['content-length']).toBe(String('User-agent: *\n'.length));
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    const gzipped = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers['content-length']).toBe(String(gzipped.rawPayload.length));
  });

  it('makes a file’s answer headers once per form and reuses them', () => {
    const asset = loadStaticSite(dir).assets.get('/assets/app-abc123.js')!;
    const made = headersOf(asset);
    expect(headersOf(asset)).toBe(made);
    expect(made.br).toEqual({ 'cache-control': 'public, max-age=31536000, immutable', etag: asset.etag, vary: 'Accept-Encoding', 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br', 'content-length': String(asset.br!.length) });
    expect(made.body['content-encoding']).toBeUndefined();
    expect(made.revalidated).toEqual({ 'cache-control': 'public, max-age=31536000, immutable', etag: asset.etag, vary: 'Accept-Encoding' });
  });

  it('answers a matching ETag with 304', async () => {
    const first = await app.inject({ url: '/assets/app-abc123.js' });
    const again = await app.inject({ url: '/assets/app-abc123.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-length']).toBeUndefined();
  });

  it('holds index.html as the page template, not as a file', () => {
    const site = loadStaticSite(dir);
    expect(site.template).toContain('<!--slot-->');
    expect(site.assets.has('/index.html')).toBe(false);
    expect(site.assets.has('/robots.txt')).toBe(true);
  });

  it('tells page paths from files and reserved areas', () => {
    for (const page of ['/', '/login', '/intern/doc', '/index.html', '/2024']) expect(isPagePath(page), page).toBe(true);
    for (const file of ['/assets/missing-123.js', '/favicon.png', '/api/page', '/api', '/media/x.example/videos/a.mp4']) expect(isPagePath(file), file).toBe(false);
  });
});

describe('the fast path of the build files (registerAssetRoutes)', () => {
  let dir: string;
  let app: FastifyInstance;
  let drain: DrainState;
  const style = `body{color:${'#123456;'.repeat(400)}}`;
  const security = securityHeaderSets(["'sha256-x'"]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fast-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.css'), style);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'sw.js'), 'self.x = 1;');
    app = Fastify({ genReqId: () => 'id-7' });
    drain = new DrainState();
    registerSecurityHeaders(app, ["'sha256-x'"]);
    registerHostGuard(app, registry);
    echoRequestId(app);
    drain.register(app);
    const metrics = new ServerMetrics({ activeSessions: async () => 0, pool: () => null });
    metrics.register(app, null);
    app.get('/sw.js', async () => 'the service worker route');
    registerAssetRoutes(app, loadStaticSite(dir), security);
    app.get('/*', async (_request, reply) => reply.code(404).send('page route'));
    await app.ready();
    Object.assign(app, { metrics });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const host = 'martin-sommerfeld.example';
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: { host, ...headers } });

  it('answers each form with its own headers, the security headers and the request id', async () => {
    const forms = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of forms) {
      const answer = await get('/assets/app-abc123.css', { 'accept-encoding': accept });
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(decode(answer.rawPayload).toString()).toBe(style);
      expect(answer.headers['x-request-id']).toBe('id-7');
      // Plain HTTP (inject): the http set, no HSTS; every security header once.
      for (const [name, value] of Object.entries(security.http)) expect(answer.headers[name], name).toBe(value);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers 304 to a known ETag with the validators, and HEAD with the length and no body', async () => {
    const first = await get('/assets/app-abc123.css', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-abc123.css', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-security-policy']).toBe(security.http['content-security-policy']);
    const head = await get('/assets/app-abc123.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('keeps the host guard first, files another route answers, and the drain', async () => {
    const misdirected = await app.inject({ url: '/assets/app-abc123.css', headers: { host: 'elsewhere.example' } });
    expect(misdirected.statusCode).toBe(421);
    expect((await get('/sw.js')).body).toBe('the service worker route');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/assets/other.css')).body).toBe('page route');
    drain.start();
    expect((await get('/assets/app-abc123.css')).headers.connection).toBe('close');
  });

  it('counts each answer under the site and the route template, not the file', async () => {
    const registry = (app as unknown as { metrics: ServerMetrics }).metrics.registry;
    const served = async () => Number(/http_requests_total\{site="martin-sommerfeld\.example",route="\/assets\/\*",method="GET",status="200"\} (\d+)/.exec(await registry.metrics())?.[1] ?? 0);
    const before = await served();
    await get('/assets/app-abc123.css');
    await get('/assets/app-abc123.css');
    expect(await served()).toBe(before + 2);
    const text = await registry.metrics();
    expect(text).toMatch(/route="\/\* \(file\)"/);
    expect(text).not.toContain('app-abc123');
  });
});
