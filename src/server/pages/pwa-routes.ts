// The installable sites (docs/decisions/018): per host its web app manifest in the visitor's
// language (/manifest.webmanifest?lang=), the service worker with this deployment's precache list
// (/sw.js, revalidated on every visit, so a new deployment is found at once) and the offline page
// of each language (/offline/<code>), which the worker keeps and shows for a page it never saw.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type LanguageCode, isLanguageCode } from '@shared/languages';
import { ICON_SIZES, MANIFEST_PATH, OFFLINE_PREFIX, OFFLINE_STYLE_PATH, PRECACHE_GLOBAL, type PrecacheManifest, SERVICE_WORKER_PATH, THEME, iconPath } from '@shared/pwa';
import { type PageText, isForbidden } from '@shared/content';
import type { Site, SiteRegistry } from '@shared/site-registry';
import type { PageService } from '../content/page-service';
import ar from './offline-page/locales/ar.json' with { type: 'json' };
import de from './offline-page/locales/de.json' with { type: 'json' };
import en from './offline-page/locales/en.json' with { type: 'json' };
import es from './offline-page/locales/es.json' with { type: 'json' };
import it from './offline-page/locales/it.json' with { type: 'json' };
import lt from './offline-page/locales/lt.json' with { type: 'json' };
import ru from './offline-page/locales/ru.json' with { type: 'json' };
import ta from './offline-page/locales/ta.json' with { type: 'json' };
import { pickEncoding } from '../http/static-assets';
import type { StaticSite } from '../http/static-assets';
import { escapeHtml } from './head';
import { chooseLanguage } from './language';

const OFFLINE_TEXTS: Record<LanguageCode, typeof en> = { en, de, es, it, lt, ru, ar, ta };
/** The site's name: the logo's text, the domain, or (a site titled by its slogan) its home page's heading in the language. */
export function siteName(site: Site, language: LanguageCode, pages: PageService): string {
  if (site.title.type === 'logo') return site.title.alt;
  if (site.title.type === 'domain') return site.domain;
  return homeText(site, language, pages)?.title || site.domain;
}

function homeText(site: Site, language: LanguageCode, pages: PageService): PageText | null {
  const outcome = pages.load(site, '', language, null);
  return outcome.kind === 'page' && !isForbidden(outcome.data) ? outcome.data : null;
}

/** The short name under the icon: the logo's text, or the domain's own name (diakonie-forum.example → diakonie-forum). */
export function shortName(site: Site): string {
  return site.title.type === 'logo' ? site.title.alt : site.domain.slice(0, site.domain.lastIndexOf('.'));
}

/** The web app manifest of a site in a language. */
export function webManifest(site: Site, language: LanguageCode, pages: PageService) {
  const icons = ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({ src: iconPath(site.set, size), sizes: `${size}x${size}`, type: 'image/png', purpose })),
  );
  return {
    id: '/',
    name: siteName(site, language, pages),
    description: homeText(site, language, pages)?.description ?? '',
    short_name: shortName(site),
    lang: LANGUAGES[language].locale,
    dir: LANGUAGES[language].dir,
    start_url: `/?lang=${language}`,
    scope: '/',
    display: 'standalone',
    background_color: THEME.light.background,
    theme_color: THEME.light.background,
    icons,
  };
}

/** The offline page's style sheet (a file: the CSP allows no inline style), in the site's colours. */
export function offlineStyle(): string {
  return [
    ':root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}',
    `body{margin:0;padding:2rem 1rem;background:light-dark(${THEME.light.background},${THEME.dark.background});color:light-dark(${THEME.light.text},${THEME.dark.text})}`,
    'main{max-inline-size:40rem;margin-inline:auto}',
    `a{color:light-dark(${THEME.light.link},${THEME.dark.link});display:inline-block;min-block-size:44px;padding-block:0.6rem;margin-inline-end:1.5rem}`,
    '',
  ].join('\n');
}

/** The page the worker shows offline for an address it never kept: plain HTML in the language, no script. */
export function offlineDocument(language: LanguageCode): string {
  const texts = OFFLINE_TEXTS[language];
  const { locale, dir } = LANGUAGES[language];
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><link rel="stylesheet" href="${OFFLINE_STYLE_PATH}"></head>` +
    `<body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>` +
    `<p><a href="">${escapeHtml(texts.retry)}</a><a href="/">${escapeHtml(texts.home)}</a></p></main></body></html>`
  );
}

/**
 * The built worker behind a first line that hands it this deployment's files; its version changes
 * with any of them, and with `inputs`: what the server renders the precached app shells from besides
 * the build (the site registry: names, titles, the owner), so a changed registry renews them too.
 */
export function serviceWorkerScript(files: StaticSite, worker: string, inputs = ''): { script: string; manifest: PrecacheManifest } {
  const urls = [...files.assets.keys()].filter((url) => url !== SERVICE_WORKER_PATH).sort();
  const fingerprint = createHash('sha256');
  for (const url of urls) fingerprint.update(`${url} ${files.assets.get(url)?.etag ?? ''}\n`);
  fingerprint.update(worker);
  fingerprint.update(inputs);
  const manifest: PrecacheManifest = { version: fingerprint.digest('base64url').slice(0, 16), urls };
  return { script: `self.${PRECACHE_GLOBAL}=${JSON.stringify(manifest)};\n${worker}`, manifest };
}

export interface PwaRouteDeps {
  /** The content: a site's name and description are its home page's. */
  pages: PageService;
  /** The sites, which the app shells the worker precaches are rendered from. */
  registry: SiteRegistry;
  /** The built client; without it (development, tests without a build) there is no worker to serve. */
  files: StaticSite | null;
}

export async function pwaRoutes(app: FastifyInstance, { files, pages, registry }: PwaRouteDeps): Promise<void> {
  app.get(MANIFEST_PATH, async (request, reply) => {
    // The page sets ?lang= to its language (src/client/features/offline); before that, the browser's.
    const { language, explicit } = chooseLanguage((request.query as Record<string, unknown>).lang, request.headers['accept-language']);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('vary', explicit ? 'Accept-Encoding' : 'Accept-Encoding, Accept-Language').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(request.requestSite.site, language, pages)));
  });

  const style = offlineStyle();
  app.get(OFFLINE_STYLE_PATH, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(style));

  app.get(`${OFFLINE_PREFIX}:language`, async (request, reply) => {
    const { language } = request.params as { language: string };
    if (!isLanguageCode(language)) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-robots-tag', 'noindex')
      .header('content-language', LANGUAGES[language].locale)
      .type('text/html; charset=utf-8')
      .send(offlineDocument(language));
  });

  const built = files?.assets.get(SERVICE_WORKER_PATH);
  if (!files || !built) return;
  const { script } = serviceWorkerScript(files, built.body.toString('utf8'), JSON.stringify(registry));
  const body = Buffer.from(script);
  const forms = { body, br: brotliCompressSync(body), gzip: gzipSync(body) };
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    // Revalidated on every check, so a new deployment's worker is found at once (the browser also caps it at a day).
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const { body: sent, encoding } = pickEncoding(request, forms);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/javascript; charset=utf-8').send(sent);
  });
}
