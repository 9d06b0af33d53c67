// npm run dev's pipeline in-process: Vite's dev server in middleware mode in front of the app, the
// renderer loaded through Vite's module runner, and a watched content folder. The client here is a
// small fixture (its own Vite root with an index.html and a renderer), so that the test measures the
// dev plumbing in a few seconds; scripts/dev-check.mjs drives the real client in a browser.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type ViteDevServer, createServer, createServerModuleRunner } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, buildServer } from '@server/app';
import { TEST_SECRET, databaseCases, registry } from '@server/testing/test-server';
import { scriptHash } from '../pages/document';
import { viteDevelopment } from './vite-development';

const INDEX_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><!--head--><script type="module" src="/main.ts"></script></head>
<body><!--boot--><div id="root"><!--root--></div><!--state--></body></html>`;

/** A renderer with the page contract of src/client/entry-server.tsx: the greeting (from a module the test edits) and the page's title. */
const ENTRY_SERVER = `import { GREETING } from './greeting';
export const BOOT_SCRIPT = 'document.documentElement.dataset.booted = "1"';
export const BOOT_ATTRIBUTES = { language: 'data-lang', languages: 'data-languages', domain: 'data-domain', local: 'data-local' };
export const PAGE_STATE_ID = 'page-state';
export const siteModuleId = (set) => 'sites/' + set + '/routes.tsx';
export async function renderPage({ request, services }) {
  const text = await services.loadText('', request);
  return {
    kind: 'page', status: 200, state: '{}', routePath: '', membersOnly: false, modules: [],
    html: '<p id="greeting">' + GREETING + '</p><h1>' + text.title + '</h1>',
    head: { title: text.title, description: text.description, image: null, siteName: 'Forum' },
  };
}
`;

const PAGE = '/?domain=diakonie-forum.example';

/** Retries until the check gives a value: file events arrive a moment after the write (later on a busy machine). */
async function eventually<T>(attempt: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > end) throw new Error(`no result within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm run dev: Vite in front of the app', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'dev-server-'));
  const root = path.join(folder, 'client');
  const contentDir = path.join(folder, 'content');
  const homeText = path.join(contentDir, 'forum', 'en', 'home.md');
  let vite: ViteDevServer;
  let runner: ModuleRunner;
  let server: BuiltServer;
  let cleanup: (() => Promise<void>) | undefined;

  const page = async () => (await server.app.inject({ url: PAGE, headers: { host: 'localhost' } })).body;
  /** Writes the file until the next request shows the text: the watcher may still be setting up on the fresh folder. */
  const editUntilShown = (file: string, contents: string, shown: string) =>
    eventually(async () => {
      writeFileSync(file, contents);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const body = await page();
      return body.includes(shown) ? body : undefined;
    });

  beforeAll(async () => {
    mkdirSync(root);
    mkdirSync(path.dirname(homeText), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'entry-server.tsx'), ENTRY_SERVER);
    writeFileSync(path.join(root, 'greeting.ts'), "export const GREETING = 'Hello';\n");
    writeFileSync(path.join(root, 'main.ts'), "document.documentElement.dataset.started = 'yes';\n");
    writeFileSync(homeText, '---\ndescription: The forum.\n---\n# Forum\n\nFood on Fridays.\n');
    const database = await databaseCases()[0]!.open();
    cleanup = database.cleanup;
    vite = await createServer({
      configFile: false,
      root,
      appType: 'custom',
      logLevel: 'silent',
      plugins: [react()],
      server: { middlewareMode: true, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    runner = createServerModuleRunner(vite.environments.ssr!, { hmr: false });
    server = await buildServer({
      development: await viteDevelopment(vite, runner),
      registry,
      database: { kind: 'embedded', dataDir: null },
      databaseHandle: database.handle,
      dataDir: '/nonexistent',
      contentDir,
      clientDir: null,
      sessionSecret: TEST_SECRET,
      accessDurationSeconds: 3600,
      debug: false,
      trustProxy: [],
      tls: null,
      loginLimits: { perClientMax: 1000, perClientWindowMs: 60_000, perUserMax: 1000, perUserWindowMs: 60_000 },
      signupsPerHour: 1000,
      mail: { smtpUrl: null, from: 'Sites <sites@example.org>', outboxDir: '/tmp/test-outbox', timeoutMs: 5000 },
      logLevel: 'silent',
      metricsToken: null,
      renderLimits: { concurrency: 4, queue: 256 },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await runner?.close();
    await vite?.close();
    await cleanup?.();
    rmSync(folder, { recursive: true, force: true });
  });

  it("renders pages into the document as Vite transforms it: its client and the React Refresh preamble, allowed by the CSP, never kept", async () => {
    const response = await server.app.inject({ url: PAGE, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p id="greeting">Hello</p><h1>Forum</h1>');
    expect(response.body).toContain('<script type="module" src="/@vite/client"></script>');
    expect(response.body).toContain('<script>document.documentElement.dataset.booted = "1"</script>');
    const preamble = /<script type="module">([^<]*\/@react-refresh[^<]*)<\/script>/.exec(response.body)?.[1];
    expect(preamble).toBeDefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(scriptHash(preamble!));
    expect(csp).toContain(scriptHash('document.documentElement.dataset.booted = "1"'));
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lets Vite answer its client and the modules, and keeps the API, media, robots.txt, the feed and the calendar for the app', async () => {
    const inject = (url: string) => server.app.inject({ url, headers: { host: 'localhost' } });
    const [client, main, health, media, robots, feed, calendar] = await Promise.all(
      ['/@vite/client', '/main.ts', '/api/health', '/media/none.mp4', '/robots.txt', '/feed.xml?lang=de', '/events.ics'].map(inject),
    );
    expect([client!.statusCode, String(client!.headers['content-type'])]).toEqual([200, expect.stringContaining('javascript')]);
    expect([main!.statusCode, main!.body]).toEqual([200, expect.stringContaining('dataset.started')]);
    expect(health!.json()).toEqual({ status: 'ok' });
    expect([media!.statusCode, media!.body]).toEqual([404, 'Not found']);
    expect(robots!.body).toContain('Sitemap: https://steuer-sommerfeld.example/sitemap.xml');
    // The local hosts' site has no dated content: the app's own 404, not Vite's.
    for (const answer of [feed!, calendar!]) expect([answer.statusCode, answer.body]).toEqual([404, 'Not found']);
  });

  it('renders an edited module on the next request', async () => {
    await editUntilShown(path.join(root, 'greeting.ts'), "export const GREETING = 'Hello again';\n", 'Hello again');
  });

  it('shows an edited content file on the next request', async () => {
    await editUntilShown(homeText, '---\ndescription: The forum.\n---\n# Forum and café\n\nFood on Fridays.\n', '<h1>Forum and café</h1>');
  });
});
