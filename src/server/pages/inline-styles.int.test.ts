// The first paint needs no request but the document: the build's entry stylesheet is inline in
// every page, and the CSP allows exactly that style (decision 024).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { databaseCases, startTestServer } from '@server/testing/test-server';
import { styleHash } from './inline-styles';

const CSS = ':root{color-scheme:light dark}body{margin:0;font-family:system-ui}';
const STYLESHEET = '/assets/index-t3st.css';

describe('critical CSS in the built pages', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(clientDir, '.vite'));
    mkdirSync(path.join(clientDir, 'assets'));
    const template = readFileSync('src/client/index.html', 'utf8').replace('<!--head-->', `<!--head--><link rel="stylesheet" crossorigin href="${STYLESHEET}">`);
    writeFileSync(path.join(clientDir, 'index.html'), template);
    writeFileSync(path.join(clientDir, STYLESHEET), CSS);
    writeFileSync(path.join(clientDir, '.vite/manifest.json'), '{}');
    const opened = await databaseCases()[0]!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { pages: true, clientDir, trustProxy: ['127.0.0.1'] });
  }, 60_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'martin-sommerfeld.example', 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });

  it('carries the stylesheet inline, links it for print only, and allows exactly that style', async () => {
    for (const url of ['/', '/no-such-page']) {
      const page = await get(url);
      expect(page.body).toContain(`<style>${CSS}</style><link rel="stylesheet" crossorigin href="${STYLESHEET}" media="print">`);
      expect(page.body).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'self' ${styleHash(CSS)};`);
      expect(policy).not.toContain('unsafe-inline');
    }
    // The stylesheet stays a file of the build for whoever asks (Vite's loader of route modules, print).
    const file = await get(STYLESHEET);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(CSS);
  });
});
