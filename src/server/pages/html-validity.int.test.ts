// Every rendered page is valid HTML by the W3C Nu HTML checker (vnu-jar, run once on Java for all
// pages): every public page of every site in English and Arabic, the login, sign-up and 404 pages,
// the offline app shells, the member pages for a logged-in member, and the stylesheet the built pages carry inline.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, jsonHeaders, registry, sessionCookieFrom, startTestServer } from '@server/testing/test-server';
import { publicPages } from './sitemap';

const [embedded] = databaseCases();

/** Member pages per host, seen by a member with both flags (the crypt's and the writing site's internal texts too). */
const MEMBER_PAGES: Record<string, string[]> = {
  'diakonie-forum.example': ['dashboard', 'protected', 'intern', 'intern/doc', 'various', 'various/settings', 'various/languages', 'various/time-recording'],
  'krypta-archiv.example': ['intern/1971', 'intern/2001'],
  'schreiben-hilft.example': ['intern/mps30'],
};
/** The client's stylesheets that the build bundles into the entry stylesheet (imported by main.tsx and the shell's Markdown view). */
const INLINE_STYLESHEETS = ['src/client/app/styles.css', 'src/client/app/print.css', 'src/client/core/content/components/markdown-view.css'];
const run = promisify(execFile);
/**
 * A short run of the checker: the quick compiler only and the simple collector take it from about
 * 8 s to 4 s (half the CPU) for the same messages; the quick compiler's larger stack frames need a
 * bigger thread stack than the default 1 MB for the HTML schema.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the rendered HTML', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;
  const memberCookies = new Map<string, string>();
  const folder = mkdtempSync(path.join(tmpdir(), 'html-validity-'));

  beforeAll(async () => {
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'] });
    await addUser(server, { name: 'insider', password: 'insider-secret-1', internal: true, entitled: true });
    for (const host of Object.keys(MEMBER_PAGES)) {
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https' },
        remoteAddress: '127.0.0.1',
        payload: JSON.stringify({ username: 'insider', password: 'insider-secret-1' }),
      });
      memberCookies.set(host, sessionCookieFrom(login.headers['set-cookie'])!);
    }
  }, 120_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  const get = (host: string, url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-proto': 'https', ...(cookie ? { cookie } : {}) }, remoteAddress: '127.0.0.1' });

  it('has no error by the Nu HTML checker on any page', async () => {
    const pages: Array<{ host: string; url: string; cookie?: string }> = [];
    for (const site of registry.sites.filter((entry) => entry.hosts.every((host) => host.endsWith('.example')))) {
      for (const page of [...publicPages(site), 'login', 'signup', 'no-such-page']) {
        for (const language of ['en', 'ar']) pages.push({ host: site.domain, url: `/${page}?lang=${language}` });
      }
      // The app shell the service worker keeps for the members' tools offline (decision 018).
      for (const language of ['en', 'ar']) pages.push({ host: site.domain, url: `/app-shell/${language}` });
    }
    for (const [host, memberPages] of Object.entries(MEMBER_PAGES)) {
      for (const page of memberPages) pages.push({ host, url: `/${page}?lang=en`, cookie: memberCookies.get(host) });
    }
    const files: string[] = [];
    for (const [index, page] of pages.entries()) {
      const response = await get(page.host, page.url, page.cookie);
      expect([200, 404], `${page.host}${page.url}`).toContain(response.statusCode);
      const file = path.join(folder, `${String(index).padStart(3, '0')}-${page.host}${page.url.replace(/[/?=]/g, '_')}.html`);
      writeFileSync(file, response.body);
      files.push(file);
    }
    // The entry stylesheet is written inline into every built page (decision 024), where the
    // checker reads it as part of the HTML: the sources of what it is made from, as one <style>.
    const inlineCss = INLINE_STYLESHEETS.map((file) => readFileSync(file, 'utf8')).join('\n');
    const styled = path.join(folder, 'entry-stylesheet-inline.html');
    writeFileSync(styled, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Entry stylesheet</title><style>${inlineCss}</style></head><body><main><p>Every page carries this stylesheet inline.</p></main></body></html>`);
    files.push(styled);
    let output: string;
    try {
      output = (await run('java', [...JAVA_OPTIONS, '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 })).stderr;
    } catch (error) {
      throw new Error(`The Nu HTML checker did not run (is Java installed?): ${String(error)}`, { cause: error });
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages.filter((message) => message.type === 'error');
    const report = messages.map((message) => `${path.basename(decodeURIComponent(message.url))}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`);
    expect(report).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  }, 300_000);
});
