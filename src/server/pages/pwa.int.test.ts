// The installable sites over HTTP: each host's web app manifest in the language asked for (or the
// browser's), the offline pages of the eight languages, the manifest link in every page, and the
// answers the service worker's rules judge: a visitor's public page may be kept, a page rendered
// for a session (a member page, or a public page while logged in) never.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { addUser, databaseCases, httpsGet, registry, sessionCookieOf, startTestServer } from '@server/testing/test-server';
import { LANGUAGES, LANGUAGE_CODES } from '@shared/languages';
import { ICON_SIZES, MANIFEST_PATH, OFFLINE_STYLE_PATH, appShellPath, mayKeepPage, offlinePath } from '@shared/pwa';
import en from './offline-page/locales/en.json' with { type: 'json' };
import ar from './offline-page/locales/ar.json' with { type: 'json' };
import de from './offline-page/locales/de.json' with { type: 'json' };

const [embedded] = databaseCases();

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** The facts of an injected answer as the worker sees a fetched one (same origin, not redirected). */
const asFetched = (response: { statusCode: number; headers: Record<string, unknown> }) => ({
  status: response.statusCode,
  type: 'basic',
  redirected: false,
  headers: { get: (name: string) => (response.headers[name] === undefined ? null : String(response.headers[name])) },
});

describe('the installable sites over HTTP', () => {
  let server: BuiltServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await embedded!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, { pages: true, trustProxy: ['127.0.0.1'] });
    await addUser(server, { name: 'pwa-member', password: 'pwa-member-password-1' });
  }, 120_000);
  afterAll(async () => {
    await server.app.close();
    await cleanup();
  });

  const manifestOf = async (host: string, query = '', headers: Record<string, string> = {}) => {
    const response = await httpsGet(server, host, `${MANIFEST_PATH}${query}`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    return JSON.parse(response.body) as Manifest;
  };

  it.each(registry.sites.map((site) => [site.domain, site] as const))('gives %s a manifest of its own, with its icons', async (domain, site) => {
    const manifest = await manifestOf(domain, '?lang=en');
    expect(manifest).toMatchObject({ id: '/', lang: 'en-US', dir: 'ltr', start_url: '/?lang=en', scope: '/', display: 'standalone', theme_color: '#fbfaf7', background_color: '#fbfaf7' });
    expect(manifest.short_name).toBe(site.title.type === 'logo' ? site.title.alt : domain.replace(/\.example$/, ''));
    for (const size of ICON_SIZES) {
      for (const purpose of ['any', 'maskable']) expect(manifest.icons).toContainEqual({ src: `/icons/${site.set}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose });
    }
  });

  it('names each site as its pages do, in the language asked for', async () => {
    expect(await manifestOf('morphem-spiel.example', '?lang=en')).toMatchObject({ name: 'Building Words from Morphemes', description: expect.stringMatching(/^Learn how words are built from morphemes/) });
    expect((await manifestOf('diakonie-forum.example', '?lang=de')).name).toBe('Diakonie-Forum');
    expect((await manifestOf('zukunft-projekt.example', '?lang=ru')).name).toBe('zukunft-projekt.example');
    const names = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const manifest = await manifestOf('martin-sommerfeld.example', `?lang=${language}`);
      expect(manifest.lang).toBe(LANGUAGES[language].locale);
      expect(manifest.dir).toBe(LANGUAGES[language].dir);
      expect(manifest.start_url).toBe(`/?lang=${language}`);
      names.add(manifest.name);
    }
    expect(names.size).toBe(LANGUAGE_CODES.length);
  });

  it('follows the browser’s language without ?lang=, and Arabic runs right to left', async () => {
    const arabic = await manifestOf('friede-aktion.example', '', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' });
    expect(arabic).toMatchObject({ lang: 'ar-SA', dir: 'rtl', start_url: '/?lang=ar' });
    const response = await httpsGet(server, 'friede-aktion.example', MANIFEST_PATH, { 'accept-language': 'de' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('links the manifest and the theme colours from every page', async () => {
    const page = await httpsGet(server, 'morphem-spiel.example', '/play?lang=de');
    expect(page.body).toContain(`<link rel="manifest" href="${MANIFEST_PATH}"`);
    expect(page.body).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#10141c"/);
  });

  it('names icons the build ships: square PNGs of the size given (src/client/public)', async () => {
    for (const site of registry.sites) {
      for (const icon of (await manifestOf(site.domain)).icons) {
        const png = readFileSync(`src/client/public${icon.src}`);
        expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  it.each([
    ['en', en],
    ['de', de],
    ['ar', ar],
  ] as const)('has an offline page in %s, styled by a file the CSP allows', async (language, texts) => {
    const response = await httpsGet(server, 'schreiben-hilft.example', offlinePath(language));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<html lang="${LANGUAGES[language].locale}" dir="${LANGUAGES[language].dir}">`);
    expect(response.body).toContain(`<h1>${texts.title}</h1>`);
    expect(response.body).toContain(`<a href="/">${texts.home}</a>`);
    expect(response.body).toContain(`<link rel="stylesheet" href="${OFFLINE_STYLE_PATH}">`);
    expect(response.body).not.toMatch(/<style|<script/);
    const style = await httpsGet(server, 'schreiben-hilft.example', OFFLINE_STYLE_PATH);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.body).toContain('light-dark(#fbfaf7,#10141c)');
  });

  it('has an offline page for each of the eight languages and no other', async () => {
    for (const language of LANGUAGE_CODES) expect((await httpsGet(server, 'localhost', offlinePath(language))).statusCode).toBe(200);
    expect((await httpsGet(server, 'localhost', '/offline/xx')).statusCode).toBe(404);
  });

  it('marks a visitor’s public page as one the worker may keep', async () => {
    const page = await httpsGet(server, 'morphem-spiel.example', '/play?lang=en');
    expect(page.statusCode).toBe(200);
    expect(mayKeepPage(asFetched(page))).toBe(true);
  });

  it('marks every page rendered for a session as one the worker never keeps', async () => {
    const cookie = await sessionCookieOf(server, 'morphem-spiel.example', 'pwa-member', 'pwa-member-password-1');
    for (const path of ['/play?lang=en', '/', '/various/time-recording', '/various/autoclave', '/dashboard']) {
      const page = await httpsGet(server, 'morphem-spiel.example', path, { cookie });
      expect(page.statusCode, path).toBe(200);
      expect(mayKeepPage(asFetched(page)), path).toBe(false);
    }
    const status = await httpsGet(server, 'morphem-spiel.example', '/api/check-auth-status', { cookie });
    expect(mayKeepPage(asFetched(status))).toBe(false);
  });

  it('never lets the worker keep a member page’s answer to a visitor (the login redirect)', async () => {
    const page = await httpsGet(server, 'morphem-spiel.example', '/various/data-types');
    expect(page.statusCode).toBe(302);
    expect(mayKeepPage(asFetched(page))).toBe(false);
  });

  /** The page state a document carries. */
  const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown> & { context: Record<string, unknown> };

  it('has an app shell in each of the eight languages: the site’s frame for no one, which the worker may keep', async () => {
    for (const language of LANGUAGE_CODES) {
      const shell = await httpsGet(server, 'diakonie-forum.example', appShellPath(language));
      expect(shell.statusCode, language).toBe(200);
      expect(mayKeepPage(asFetched(shell)), language).toBe(true);
      expect(shell.headers['content-language']).toBe(LANGUAGES[language].locale);
      expect(shell.headers['x-robots-tag']).toBe('noindex');
      expect(shell.body).toContain(`<html lang="${LANGUAGES[language].locale}" dir="${LANGUAGES[language].dir}" data-lang="${language}"`);
      const state = stateOf(shell.body);
      expect(state).toMatchObject({ shell: true, router: null, context: { language, user: null, token: null, view: { kind: 'site' } } });
      expect((state.context.site as { domain: string }).domain).toBe('diakonie-forum.example');
    }
    expect((await httpsGet(server, 'diakonie-forum.example', '/app-shell/xx')).statusCode).toBe(404);
  });

  it('renders the app shell for no one, even when a member’s session cookie comes along', async () => {
    // A host whose shells no one has asked for yet: the first render is the member's request.
    const cookie = await sessionCookieOf(server, 'krypta-archiv.example', 'pwa-member', 'pwa-member-password-1');
    const shell = await httpsGet(server, 'krypta-archiv.example', appShellPath('de'), { cookie });
    expect(shell.statusCode).toBe(200);
    expect(mayKeepPage(asFetched(shell))).toBe(true);
    expect(shell.headers.vary).not.toMatch(/cookie/i);
    expect(stateOf(shell.body).context).toMatchObject({ user: null, token: null });
    expect(shell.body).not.toContain('pwa-member');
    // The same bytes as a visitor's: nothing of the session in it.
    expect(shell.body).toBe((await httpsGet(server, 'krypta-archiv.example', appShellPath('de'))).body);
  });
});
