// No page shows a raw translation key, as the server renders it: every route of every site in all
// eight languages, the member pages and tools in English and Arabic (the walking browser tests
// check the same after every click). Text and the labels a screen reader reads (aria-label,
// title, alt, placeholder) count.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@shared/languages';
import { MEMBER_TOOLS } from '@shared/routes';
import { SITE_PAGES } from '@shared/site-pages';
import type { BuiltServer } from '@server/app';
import { rawKeysIn } from '@server/testing/catalogue-keys';
import { addUser, httpsGet, registry, serverForTests, sessionCookieOf } from '@server/testing/test-server';

const COMMON_PAGES = ['login', 'signup', 'imprint', 'no-such-page'];
const MEMBER_PAGES = ['dashboard', 'protected', 'intern', 'intern/chat', 'intern/doc', 'various', ...MEMBER_TOOLS, 'admin', 'change-password'];

/** What a visitor reads of a page's body: its text and its labels. */
function shownTexts(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const withoutScripts = body.replace(/<(script|style|template|code)\b[\s\S]*?<\/\1>/gi, ' ');
  const labels = [...withoutScripts.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]!);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return [withoutScripts.replace(/<[^>]*>/g, ' '), title, ...labels];
}

describe('translation keys in the rendered pages', () => {
  let server: BuiltServer;
  let ownerCookie: string;

  serverForTests({ pages: true, trustProxy: ['127.0.0.1'] }, async (started) => {
    server = started;
    await addUser(server, { name: 'keeper', password: 'keeper-secret-12', internal: true, entitled: true, roles: ['owner'] });
    ownerCookie = await sessionCookieOf(server, 'friede-aktion.example', 'keeper', 'keeper-secret-12');
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) => httpsGet(server, host, url, headers);

  const publicSites = registry.sites.filter((site) => site.hosts.some((host) => host.endsWith('.example')));

  it.each(publicSites.map((site) => ({ domain: site.domain, set: site.set })))('$domain shows no raw key on any page in any language', async ({ domain, set }) => {
    const found: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const page of [...SITE_PAGES[set].pages, ...COMMON_PAGES]) {
        const response = await get(domain, `/${page}?lang=${language}`);
        for (const key of rawKeysIn(shownTexts(response.body))) found.push(`/${page} (${language}): ${key}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('carries in each page state the catalogues of the namespaces that page uses, whatever was rendered before', async () => {
    const namespacesOf = async (host: string, page: string, headers: Record<string, string> = {}) => {
      const html = (await get(host, `/${page}?lang=de`, headers)).body;
      const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!;
      return Object.keys((JSON.parse(state) as { catalogues: Record<string, unknown> }).catalogues);
    };
    // The language's instance is shared by the renders (loaded once); what one page loads stays out of the others' state.
    const autoclave = await namespacesOf('friede-aktion.example', 'various/autoclave', { cookie: ownerCookie });
    expect(autoclave).toEqual(expect.arrayContaining(['translation', 'translation.pages', 'autoclave']));
    const dashboard = await namespacesOf('friede-aktion.example', 'dashboard', { cookie: ownerCookie });
    expect(dashboard).toEqual(expect.arrayContaining(['translation', 'translation.pages']));
    expect(dashboard).not.toContain('autoclave');
    expect(await namespacesOf('friede-aktion.example', '')).toEqual(['translation']);
    expect(await namespacesOf('friede-aktion.example', 'various/autoclave', { cookie: ownerCookie })).toEqual(autoclave);
  });

  it('shows no raw key on the member pages and tools, in English and Arabic', async () => {
    const found: string[] = [];
    for (const language of ['en', 'ar']) {
      for (const page of MEMBER_PAGES) {
        const response = await get('friede-aktion.example', `/${page}?lang=${language}`, { cookie: ownerCookie });
        expect(response.statusCode, `/${page}`).toBe(200);
        for (const key of rawKeysIn(shownTexts(response.body))) found.push(`/${page} (${language}): ${key}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds a raw key where a page shows one', () => {
    expect(rawKeysIn(shownTexts('<body><h1>login.heading</h1><button aria-label="shell.mainMenu"></button></body>'))).toEqual(['login.heading', 'shell.mainMenu']);
  });
});
