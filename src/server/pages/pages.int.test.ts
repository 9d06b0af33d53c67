// Every route of every site fetched as a search engine or a link preview would, without JavaScript:
// status, heading and text, title, lang/dir, canonical and hreflang, description, Open Graph; 404
// for unknown and other sites' routes; member pages; sitemap and robots per host; the 421 page;
// and that no other site's domain appears in a public host's HTML.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveHost } from '@shared/hosts';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { SITE_PAGES, contentFileName } from '@shared/site-pages';
import type { BuiltServer } from '@server/app';
import { splitContentFile } from '@server/content/markdown';
import { addUser, httpsGet, registry, serverForTests, sessionCookieOf } from '@server/testing/test-server';
import { EMPTY_DOCUMENT } from './document';
import { FAST_BROTLI_QUALITY } from './page-once';
import { publicPages } from './sitemap';

const catalogue = (language: LanguageCode) => JSON.parse(readFileSync(`src/client/core/i18n/locales/${language}.json`, 'utf8')) as { routes: Record<string, string> };

/** The English text of a content page: its title line and its description. */
function englishText(set: string, page: string) {
  const file = splitContentFile(readFileSync(`content/${set}/en/${contentFileName(page)}.md`, 'utf8'));
  const title = file.body.split('\n').find((line) => line.startsWith('# '))!.slice(2);
  return { title, description: file.description };
}

/** The page without the owner's mail and web addresses, which the spec shows on every site (imprint, contact). */
const withoutOwnerAddresses = (html: string) => html.split(registry.owner.mail).join('').split(registry.owner.web).join('');
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const meta = (html: string, attribute: string, name: string) => decode(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

describe('pages rendered on the server', () => {
  let server: BuiltServer;
  let memberCookie: string;

  serverForTests({ pages: true, trustProxy: ['127.0.0.1'] }, async (started) => {
    server = started;
    await addUser(server, { name: 'insider', password: 'insider-secret-1', internal: true, entitled: true });
    memberCookie = await sessionCookieOf(server, 'krypta-archiv.example', 'insider', 'insider-secret-1');
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) => httpsGet(server, host, url, headers);

  const publicSites = registry.sites.filter((site) => site.hosts.every((host) => host.endsWith('.example')));

  describe.each(publicSites.map((site) => ({ domain: site.domain, set: site.set })))('$domain', ({ domain, set }) => {
    const site = registry.sites.find((entry) => entry.domain === domain)!;
    const others = registry.sites.filter((entry) => entry.domain !== domain).map((entry) => entry.domain);
    const mainSite = new URL(registry.owner.web).host;

    it.each(SITE_PAGES[set].pages)('renders /%s complete in the HTML, in English and in Arabic', async (page) => {
      const { title, description } = englishText(set, page);
      for (const language of ['en', 'ar'] as const) {
        const response = await get(domain, `/${page}?lang=${language}`);
        expect(response.statusCode, `${page} ${language}`).toBe(200);
        const html = response.body;
        expect(html).toContain(`<html lang="${LANGUAGES[language].locale}" dir="${LANGUAGES[language].dir}"`);
        const routeName = catalogue(language).routes[page === '' ? 'home' : page];
        expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${routeName} | ${domain}`);
        expect(html).toContain(`<link rel="canonical" href="https://${domain}/${page}?lang=${language}">`);
        expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(9);
        expect(meta(html, 'property', 'og:url')).toBe(`https://${domain}/${page}?lang=${language}`);
        expect(meta(html, 'property', 'og:title')).toBe(`${routeName} | ${domain}`);
        expect(meta(html, 'name', 'description').length).toBeGreaterThan(40);
        if (language === 'en') {
          expect(decode(html)).toContain(title.replace(/\{\{[^}]+\}\}/g, '').trim());
          expect(meta(html, 'name', 'description')).toBe(description);
        }
        expect(html).not.toContain('noindex');
        for (const other of others) expect(withoutOwnerAddresses(html), `${other} on ${domain}/${page}`).not.toContain(other);
        expect(html).not.toContain(registry.owner.street);
      }
    });

    it('renders the imprint with the owner as contact person and the link to the main site only', async () => {
      const html = (await get(domain, '/imprint')).body;
      expect(html).toContain(registry.owner.phone);
      expect(html).toContain(registry.owner.mail);
      expect(html).not.toContain(registry.owner.street);
      // SPEC §1: the owner is shown with "a link to the main site" (the forum has an imprint of its own).
      // (The address reads left to right in every language: isolated in a <bdi dir="ltr">.)
      if (!SITE_PAGES[set].pages.includes('imprint')) {
        const site = mainSite.replaceAll('.', '\\.');
        expect(html).toMatch(new RegExp(`<a [^>]*href="https://${site}/?"[^>]*><bdi dir="ltr">${site}</bdi></a>`));
      }
      for (const other of others.filter((other) => other !== mainSite)) expect(withoutOwnerAddresses(html)).not.toContain(other);
    });

    it('answers 404 with the spec text for an unknown path and for another site’s route', async () => {
      for (const path of ['/no/such/page', set === 'personal' ? '/2024' : '/cv']) {
        const response = await get(domain, path);
        expect(response.statusCode, path).toBe(404);
        expect(response.body).toContain('Error 404 File not found!');
        expect(response.body).toContain(`<title>Page not found | ${domain}</title>`);
        expect(response.body).toContain('<meta name="robots" content="noindex">');
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    });

    it('serves its own sitemap and robots.txt', async () => {
      const sitemap = await get(domain, '/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body.match(/<url>/g)).toHaveLength(publicPages(site).length * 8);
      for (const other of others) expect(sitemap.body).not.toContain(other);
      expect(sitemap.body).not.toMatch(/\/(intern|dashboard|protected|login)/);
      expect((await get(domain, '/robots.txt')).body).toContain(`Sitemap: https://${domain}/sitemap.xml`);
    });
  });

  it('picks the language from Accept-Language without ?lang=, and says the page varies with it', async () => {
    const response = await get('friede-aktion.example', '/peace', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' });
    expect(response.body).toContain('<html lang="ru-RU" dir="ltr"');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers['content-language']).toBe('ru-RU');
    expect((await get('friede-aktion.example', '/peace?lang=it')).headers.vary).not.toContain('Accept-Language');
  });

  it('carries the catalogues of the page’s language it rendered with in the page state, and preloads none', async () => {
    const stateOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)![1]!) as { catalogues: Record<string, Record<string, unknown>> };
    const home = (await get('diakonie-forum.example', '/?lang=ar')).body;
    // A site home shows the shell texts alone.
    expect(stateOf(home).catalogues).toEqual({ translation: catalogue('ar') });
    expect(home).not.toMatch(/<link rel="modulepreload" href="[^"]*\/(en|ar)-[^"]*\.js"/);
    // The sign-up page also shows the page texts and the accounts app's own texts.
    const signup = stateOf((await get('diakonie-forum.example', '/signup?lang=de')).body).catalogues;
    expect(Object.keys(signup).sort()).toEqual(['accounts', 'translation', 'translation.pages']);
    expect(signup['translation.pages']).toEqual(JSON.parse(readFileSync('src/client/core/i18n/locales/pages/de.json', 'utf8')));
  });

  it('marks a page of the common routes in its state (the browser hydrates with their table), not a site’s own page nor the not-found page', async () => {
    const markOf = (html: string) => (JSON.parse(/<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)![1]!) as { commonRoutes?: true }).commonRoutes;
    expect(markOf((await get('diakonie-forum.example', '/login')).body)).toBe(true);
    expect(markOf((await get('martin-sommerfeld.example', '/imprint')).body)).toBe(true);
    // The forum's imprint is its own route.
    expect(markOf((await get('diakonie-forum.example', '/imprint')).body)).toBeUndefined();
    expect(markOf((await get('diakonie-forum.example', '/')).body)).toBeUndefined();
    expect(markOf((await get('diakonie-forum.example', '/no-such-page')).body)).toBeUndefined();
  });

  it('sends a member route to the login and back for a visitor', async () => {
    for (const path of ['/dashboard', '/intern/doc', '/various/autoclave']) {
      const response = await get('diakonie-forum.example', path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location).toBe(`/login?from=${encodeURIComponent(path)}`);
    }
    const internal = await get('krypta-archiv.example', '/intern/1971');
    expect(internal.statusCode).toBe(302);
    expect(internal.body).not.toMatch(/1971/);
  });

  it('renders member pages for the session, never cached and never indexed', async () => {
    const response = await get('krypta-archiv.example', '/intern/1971', { cookie: memberCookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain(englishText('crypt', 'intern/1971').title);
    expect(response.body).toContain('data-testid="user-name"');
  });

  it('compresses a member page at the levels for a page sent once (brotli 2, gzip 3: docs/decisions/023)', async () => {
    const br = await get('krypta-archiv.example', '/intern/1971', { cookie: memberCookie, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload);
    expect(html.toString()).toContain('data-testid="user-name"');
    expect(br.rawPayload.equals(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }))).toBe(true);
    const gzipped = await get('krypta-archiv.example', '/intern/1971', { cookie: memberCookie, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('data-testid="user-name"');
  });

  it('hands a member page the session token without its signature, which does not work as the cookie', async () => {
    const signed = memberCookie.slice(memberCookie.indexOf('=') + 1);
    const html = (await get('krypta-archiv.example', '/intern/1971', { cookie: memberCookie })).body;
    const state = JSON.parse(/<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)![1]!) as { context: { token: string } };
    const [header, payload, signature] = signed.split('.') as [string, string, string];
    expect(state.context.token).toBe(`${header}.${payload}.`);
    expect(html).not.toContain(signature);
    const replayed = await get('krypta-archiv.example', '/intern/1971', { cookie: `${memberCookie.slice(0, memberCookie.indexOf('='))}=${state.context.token}` });
    expect(replayed.statusCode).toBe(302);
    // The dashboard decodes the unsigned token for its access times, as the browser does.
    const dashboard = (await get('krypta-archiv.example', '/dashboard', { cookie: memberCookie })).body;
    expect(dashboard).toMatch(/data-testid="valid-from">[^<]+</);
    expect(dashboard).toMatch(/data-testid="valid-to">[^<]+</);
  });

  it('sends a member’s page rendered per request as its text to a client that takes no compression: its length in bytes, letters beyond ASCII intact', async () => {
    const plain = await get('krypta-archiv.example', '/dashboard?lang=ar', { cookie: memberCookie, 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('private, no-store');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.rawPayload.toString('utf8')).toContain(`<html lang="${LANGUAGES.ar.locale}" dir="rtl"`);
    expect(plain.body).toContain(catalogue('ar').routes.dashboard);
  });

  it('keeps a public page in memory and answers its ETag with 304', async () => {
    const first = await get('morphem-spiel.example', '/photos?lang=de', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('morphem-spiel.example', '/photos?lang=de', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('renders the HTTPS notice for plain http on a public host', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/login', headers: { host: 'diakonie-forum.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('HTTP is no longer supported. Use HTTPS instead.');
    expect(response.body).toContain('noindex');
  });

  it('titles the HTTPS notice and the unknown-domain page with their own names, in every language', async () => {
    const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    const local = resolveHost(registry, 'localhost:3000');
    if (local.kind !== 'site') throw new Error('localhost is not served');
    for (const language of LANGUAGE_CODES) {
      const { routes } = catalogue(language);
      const notice = await server.app.inject({ method: 'GET', url: `/login?lang=${language}`, headers: { host: 'diakonie-forum.example' } });
      expect(notice.body, language).toContain(`<html lang="${LANGUAGES[language].locale}"`);
      expect(title(notice.body), language).toBe(`${routes.httpsRequired} | diakonie-forum.example`);
      expect(meta(notice.body, 'property', 'og:title'), language).toBe(`${routes.httpsRequired} | diakonie-forum.example`);
      const unknown = await server.app.inject({ method: 'GET', url: `/?domain=nowhere.example&lang=${language}`, headers: { host: 'localhost:3000' } });
      expect(title(unknown.body), language).toBe(`${routes.unknownDomain} | ${local.site.domain}`);
      for (const html of [notice.body, unknown.body]) expect(title(html), language).not.toContain(routes.notFound);
    }
  });

  it('answers a host that is not served with 421 and an empty document', async () => {
    const response = await get('not-listed.example', '/');
    expect(response.statusCode).toBe(421);
    expect(response.body).toBe(EMPTY_DOCUMENT);
  });

  it('lists every domain only on a local host, and serves a chosen site there', async () => {
    const local = await server.app.inject({ method: 'GET', url: '/?domain=diakonie-forum.example', headers: { host: 'localhost:3000' } });
    expect(local.statusCode).toBe(200);
    for (const site of registry.sites) expect(local.body).toContain(site.domain);
    expect(local.body).toContain('data-local');
    const unknown = await server.app.inject({ method: 'GET', url: '/?domain=nowhere.example', headers: { host: 'localhost:3000' } });
    expect(unknown.body).toContain('Domain nowhere.example unknown!');
  });

  it('fills the path into a visitor’s not-found page made once per site and language: the bytes of a render of its own, the state of the first', async () => {
    // What React escapes in text (& and '; " < > arrive percent-encoded), letters beyond ASCII, an
    // entity's spelling and a path shaped like the renderer's marker. Each path under a language and
    // site of its own (a local host's choice, which no other test asks for), so its first answer is a
    // render of its own and the second is filled in.
    const paths = ["/a&b'c", '/%3Cscript%3E%22', '/%C3%BCber/stra%C3%9Fe', '/x/&amp;', '/not-found-path-0', '/deep/er/path'];
    const sites = registry.sites.map((site) => site.domain);
    for (const [index, path] of paths.entries()) {
      const url = `${path}?domain=${sites[index % sites.length]}&lang=${LANGUAGE_CODES[index % LANGUAGE_CODES.length]}`;
      const first = await server.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      const second = await server.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect(first.statusCode, path).toBe(404);
      expect(second.statusCode, path).toBe(404);
      expect(second.body, path).toBe(first.body);
      expect(second.headers['cache-control'], path).toBe('private, no-store');
    }
    const escaped = await server.app.inject({ method: 'GET', url: "/a&b'c?domain=krypta-archiv.example&lang=en", headers: { host: 'localhost:3000' } });
    expect(escaped.body).toContain('Page /a&amp;b&#x27;c could not be found at krypta-archiv.example!');
    // A member's not-found page is rendered for them alone.
    const member = await get('krypta-archiv.example', '/no/such/member/page', { cookie: memberCookie });
    expect(member.statusCode).toBe(404);
    expect(member.body).toContain('insider');
  });

  it('serves media only on their own domain’s hosts', async () => {
    // The test server has no client build, so the route is judged before any file is looked up.
    expect((await get('friede-aktion.example', '/media/diakonie-forum.example/videos/cafe.mp4')).statusCode).toBe(404);
  });
});
