// Media stream from disk with byte ranges, on their own domain's hosts only.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { databaseCases, startTestServer } from '@server/testing/test-server';

const VIDEO = 'src/client/public/media/diakonie-forum.example/videos/cafe.mp4';
const URL_PATH = '/media/diakonie-forum.example/videos/cafe.mp4';

describe('media files', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let clientDir: string;
  const video = readFileSync(VIDEO);

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(clientDir, '.vite'));
    mkdirSync(path.join(clientDir, 'media/diakonie-forum.example/videos'), { recursive: true });
    copyFileSync('src/client/index.html', path.join(clientDir, 'index.html'));
    writeFileSync(path.join(clientDir, '.vite/manifest.json'), '{}');
    copyFileSync(VIDEO, path.join(clientDir, URL_PATH));
    const opened = await databaseCases()[0]!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { pages: true, clientDir, trustProxy: ['127.0.0.1'] });
  }, 60_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (host: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url: URL_PATH, headers: { host, 'x-forwarded-proto': 'https', ...headers }, remoteAddress: '127.0.0.1' });

  it('serves the whole file with Accept-Ranges, ETag and Last-Modified', async () => {
    const response = await get('diakonie-forum.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['last-modified']).toBeDefined();
    expect(response.rawPayload.equals(video)).toBe(true);
    const again = await get('diakonie-forum.example', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await get('diakonie-forum.example', { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get('diakonie-forum.example', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const head = await get('diakonie-forum.example', { range: 'bytes=0-0' }, 'HEAD');
    expect(head.statusCode).toBe(206);
    expect(head.body).toBe('');
  });

  it('refuses a range beyond the file with 416', async () => {
    const response = await get('diakonie-forum.example', { range: `bytes=${video.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('serves a domain’s media only on its own hosts and on local hosts', async () => {
    expect((await get('friede-aktion.example')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: URL_PATH, headers: { host: 'localhost' } })).statusCode).toBe(200);
    expect((await get('diakonie-forum.example', {}, 'GET')).statusCode).toBe(200);
  });

  it('serves no other site’s media through a .. segment, plain or encoded', async () => {
    for (const url of [
      '/media/friede-aktion.example/../diakonie-forum.example/videos/cafe.mp4',
      '/media/friede-aktion.example/%2e%2e/diakonie-forum.example/videos/cafe.mp4',
      '/media/friede-aktion.example/%2E%2E%2Fdiakonie-forum.example/videos/cafe.mp4',
      '/media/friede-aktion.example%2f..%2fdiakonie-forum.example/videos/cafe.mp4',
      '/media/friede-aktion.example/videos/../../diakonie-forum.example/videos/cafe.mp4',
      '/media/friede-aktion.example/./../diakonie-forum.example/videos/cafe.mp4',
    ]) {
      const response = await server.app.inject({ method: 'GET', url, headers: { host: 'friede-aktion.example', 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.length, url).toBeLessThan(100);
    }
  });
});
