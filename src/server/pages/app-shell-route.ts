// The app shell of each language (docs/decisions/018): GET /app-shell/<code> answers the site's
// document with its shell's texts and no page, rendered for no one — no session is read, so nothing
// personal can be in it — and marked shareable (no-cache), so the service worker precaches it.
// Offline, the worker answers a member's tool with it; the browser opens the tool in it for a member
// it knows by the session marker, else its login page.
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '@shared/languages';
import { type PageContext, publicSite } from '@shared/page-context';
import { APP_SHELL_PREFIX } from '@shared/pwa';
import { type Site, type SiteRegistry, accountHomeOf } from '@shared/site-registry';
import type { Clock } from '../clock';
import { headTags } from './head';
import { compressOnce } from './page-once';
import { documentAttributes } from './page-routes';
import { contactCard } from './page-services';
import type { PageSource } from './page-source';

export interface AppShellDeps {
  registry: SiteRegistry;
  source: PageSource;
  clock: Clock;
}

/** The calendar date in the server's time zone, as pages carry it (the browser puts its own in a shell). */
function calendarDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What a shell knows of the request: the site of the host, the language; no user, no token. */
export function appShellContext(registry: SiteRegistry, site: Site, local: boolean, language: LanguageCode, now: Date): PageContext {
  return {
    view: { kind: 'site' },
    site: publicSite(site),
    local,
    domains: local ? registry.sites.map((entry) => entry.domain) : null,
    ...(local ? {} : { isAccountHome: site.id === accountHomeOf(registry).id }),
    ownerName: contactCard(registry).name,
    language,
    user: null,
    token: null,
    now: now.getTime(),
    today: calendarDate(now),
  };
}

export async function appShellRoutes(app: FastifyInstance, { registry, source, clock }: AppShellDeps): Promise<void> {
  const languages = LANGUAGE_CODES.join(' ');
  /** Rendered once per host's site and language while the build stays (in development, per request). */
  const rendered = new Map<string, Promise<string>>();

  async function render(site: Site, local: boolean, language: LanguageCode): Promise<string> {
    const renderer = await source.renderer();
    const shell = await renderer.renderAppShell(appShellContext(registry, site, local, language, clock.now()));
    const document = await source.document(`${APP_SHELL_PREFIX}${language}`);
    return document.compose({
      htmlAttributes: documentAttributes(renderer.BOOT_ATTRIBUTES, language, languages, site.domain, local),
      head: headTags({ domain: site.domain, routePath: null, language, indexable: false, image: null, ...shell.head }),
      preloads: source.preloadsFor([renderer.siteModuleId(site.set)]),
      root: shell.html,
      state: shell.state,
      stateElementId: renderer.PAGE_STATE_ID,
    });
  }

  app.get(`${APP_SHELL_PREFIX}:language`, async (request, reply) => {
    const { language } = request.params as { language: string };
    if (!isLanguageCode(language)) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    const { site, local } = request.requestSite;
    const key = `${local ? 'local ' : ''}${site.domain} ${language}`;
    let html = rendered.get(key);
    if (!html) {
      html = render(site, local, language);
      if (source.keepsPages) {
        rendered.set(key, html);
        void html.catch(() => rendered.delete(key));
      }
    }
    const { body, headers } = await compressOnce(await html, request.headers['accept-encoding']);
    // Shareable and revalidated, like a visitor's page (the worker's rule, @shared/pwa mayKeepPage); never indexed.
    return reply
      .headers(headers)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .header('content-language', LANGUAGES[language].locale)
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(request.method === 'HEAD' ? undefined : body);
  });
}
