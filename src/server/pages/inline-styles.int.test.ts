// The first paint needs no request but the document: the build's entry stylesheet is inline in
// every page, and the CSP allows exactly that style; the entry script and the route chunks are
// added by the boot script after the first paint, images load lazily, the icon is in the page
// (decision 024).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { databaseCases, startTestServer } from '@server/testing/test-server';
import { styleHash } from './inline-styles';

const CSS = ':root{color-scheme:light dark}body{margin:0;font-family:system-ui}';
const STYLESHEET = '/assets/index-t3st.css';
const ENTRY = '/assets/index-t3st.js';

describe('critical CSS in the built pages', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(clientDir, '.vite'));
    mkdirSync(path.join(clientDir, 'assets'));
    // As Vite builds it: the entry script and stylesheet, hashed, in the <head>.
    const template = readFileSync('src/client/index.html', 'utf8')
      .replace('<script type="module" src="/main.tsx"></script>', '')
      .replace('<!--head-->', `<!--head--><script type="module" crossorigin src="${ENTRY}"></script>\n<link rel="stylesheet" crossorigin href="${STYLESHEET}">`);
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

  it('carries the stylesheet inline, its link disabled (never fetched), and allows exactly that style', async () => {
    for (const url of ['/', '/no-such-page']) {
      const page = await get(url);
      expect(page.body).toContain(`<style>${CSS}</style><link rel="stylesheet" crossorigin href="${STYLESHEET}" disabled>`);
      expect(page.body).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'self' ${styleHash(CSS)};`);
      expect(policy).not.toContain('unsafe-inline');
    }
    // The stylesheet stays a file of the build for whoever asks.
    const file = await get(STYLESHEET);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(CSS);
  });

  it('asks for nothing but the document before the first paint: every file the page names waits for it or is never fetched', async () => {
    for (const host of ['martin-sommerfeld.example', 'diakonie-forum.example']) {
      const page = await server.app.inject({ method: 'GET', url: '/', headers: { host, 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      const html = page.body;
      // No script file in the document: the boot script adds the entry and the route chunks once the page has painted.
      expect(html).not.toMatch(/<script[^>]* src=/);
      expect(html).toMatch(new RegExp(`<script data-entry="${ENTRY}" data-preload="[^"]*">`));
      const links = [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link);
      const fetched = links.filter((link) => !/rel="(canonical|alternate)"/.test(link));
      for (const link of fetched) {
        // The manifest is for installing the app: the browser asks for it without holding the paint.
        if (link.includes('rel="manifest"')) continue;
        if (link.includes('rel="icon"')) {
          // The site's icon, the same picture as /favicon.svg, in the page.
          const icon = decodeURIComponent(/href="data:image\/svg\+xml,([^"]+)"/.exec(link)?.[1] ?? '');
          expect(icon.replace(/'/g, '"'), host).toBe(readFileSync('src/client/public/favicon.svg', 'utf8').trim());
        }
        else expect(link, `${host}: ${link}`).toMatch(/^<link rel="stylesheet"[^>]* disabled>$/);
      }
      const images = [...html.matchAll(/<img [^>]*>/g)].map(([image]) => image);
      expect(images.length, host).toBeGreaterThan(0);
      for (const image of images) expect(image, host).toContain('loading="lazy"');
    }
  });
});
