// The installable, offline-capable sites (docs/decisions/018): the addresses the server answers for
// the manifest, the service worker and the offline page, and the worker's rules for what it may keep.
// Pure functions, so the rules are tested without a browser (pwa.test.ts); the worker
// (src/client/sw/service-worker.ts) and the server (src/server/pages/pwa-routes.ts) both read them.
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode, isLanguageCode, pickLanguage } from './languages';
import { MEMBER_TOOLS, toRoutePath } from './routes';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';
/** The offline page of a language: /offline/<code>. */
export const OFFLINE_PREFIX = '/offline/';
/** The offline pages' style sheet. */
export const OFFLINE_STYLE_PATH = '/offline.css';
/** Where the icons are: /icons/<set>-<size>.png. */
export const ICON_SIZES = [192, 512] as const;

/**
 * The sites' colours for the manifest and the offline page: the shell's --bg, --text and --link
 * (src/client/app/styles.css, light-dark(light, dark); pwa.test.ts holds the two equal).
 */
export const THEME = {
  light: { background: '#fbfaf7', text: '#1b1f27', link: '#0b5cad' },
  dark: { background: '#10141c', text: '#eef1f6', link: '#8ecbff' },
} as const;

/** The global the server's first line of the worker sets to the deployment's precache list. */
export const PRECACHE_GLOBAL = '__PRECACHE_MANIFEST__';

/** What the server writes into the worker: the deployment's version and the files to keep. */
export interface PrecacheManifest {
  version: string;
  urls: readonly string[];
}

/** Cache names: one precache per deployment, one cache of public pages. */
export const PRECACHE_PREFIX = 'precache-';
export const PAGES_CACHE = 'pages';

/** Messages between the pages and the worker. */
export const SW_MESSAGES = {
  /** A page asks a waiting worker of a new deployment to take over (the "reload" button). */
  skipWaiting: 'skip-waiting',
  /** A page the worker did not fetch itself (the first visit) asks it to keep the page's address. */
  storePage: 'store-page',
} as const;

export function offlinePath(language: LanguageCode): string {
  return `${OFFLINE_PREFIX}${language}`;
}

/**
 * The app shell of a language: /app-shell/<code>. A render of the site's frame for no one (no
 * session, nothing personal, shareable), in which the browser's router opens the address itself.
 */
export const APP_SHELL_PREFIX = '/app-shell/';

export function appShellPath(language: LanguageCode): string {
  return `${APP_SHELL_PREFIX}${language}`;
}

/**
 * The members' pages that work from the browser's data alone (the tools and their list): offline,
 * their address gets the app shell, which opens them for a member the browser knows by the
 * session marker (@shared/session-marker). Every other member page needs the server.
 */
export const APP_SHELL_ROUTES: readonly string[] = ['various', ...MEMBER_TOOLS];

/** Whether a page load of this address gets the app shell when the network fails. */
export function opensInAppShell(url: URL): boolean {
  return APP_SHELL_ROUTES.includes(toRoutePath(url.pathname));
}

/** What the worker keeps besides the build's files: the offline pages and the app shells of the eight languages, and the offline pages' style. */
export const OFFLINE_FILES: readonly string[] = [...LANGUAGE_CODES.map(offlinePath), OFFLINE_STYLE_PATH, ...LANGUAGE_CODES.map(appShellPath)];

export function iconPath(set: string, size: number): string {
  return `/icons/${set}-${size}.png`;
}

/** What the worker does with a request. */
export type SwRoute =
  /** Not its business: the browser fetches as if there were no worker (API, other origins, non-GET, media). */
  | 'pass'
  /** A file of this deployment: from the precache, the network only if it is missing. */
  | 'precache'
  /** A page: the network first; a public answer is kept, offline the kept one or the offline page. */
  | 'page';

export interface RequestFacts {
  method: string;
  url: URL;
  /** The worker's own origin. */
  origin: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** Paths that never pass through a cache of the worker: the API, the worker itself, the manifest, media streams. */
function neverCached(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === SERVICE_WORKER_PATH || pathname === MANIFEST_PATH || pathname.startsWith('/media/');
}

export function routeRequest(request: RequestFacts, precached: ReadonlySet<string>): SwRoute {
  if (request.method !== 'GET' || request.url.origin !== request.origin) return 'pass';
  const { pathname } = request.url;
  if (neverCached(pathname)) return 'pass';
  if (precached.has(pathname)) return 'precache';
  if (request.mode === 'navigate') return 'page';
  return 'pass';
}

export interface ResponseFacts {
  status: number;
  /** 'basic' for a same-origin answer; an opaque or redirected one is never kept. */
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/**
 * Whether a page's answer may be kept for everyone who uses this browser: a 200 HTML page the server
 * rendered for a visitor. The server sends every render made with a session (member pages, and public
 * pages while logged in) as `private, no-store`, and only public renders as `no-cache`: the worker
 * keeps nothing the server did not mark as shareable.
 */
export function mayKeepPage(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (!cacheControl || /\b(no-store|private)\b/.test(cacheControl)) return false;
  return true;
}

/** The language of the offline page: the address's ?lang=, else the browser's preferences, else English. */
export function offlineLanguage(url: URL, preferred: readonly string[]): LanguageCode {
  const asked = url.searchParams.get('lang');
  if (isLanguageCode(asked)) return asked;
  return preferred.length ? pickLanguage(preferred) : FALLBACK_LANGUAGE;
}

/**
 * The address a kept page is filed under: its path, its ?domain= (local hosts) and the language it
 * is in. The app writes ?lang= into the address after loading, so /play and /play?lang=en are one page.
 */
export function pageKey(url: URL, language: LanguageCode): string {
  const key = new URL(url.pathname, url.origin);
  const domain = url.searchParams.get('domain');
  if (domain !== null) key.searchParams.set('domain', domain);
  key.searchParams.set('lang', language);
  return key.href;
}

/** The language of a rendered page from its Content-Language (en-US → en), or null. */
export function answerLanguage(contentLanguage: string | null): LanguageCode | null {
  const base = contentLanguage?.trim().toLowerCase().split(/[-_,]/)[0];
  return isLanguageCode(base) ? base : null;
}

/** The kept copies to try for an address offline, best first: its language, then the others. */
export function keptPageCandidates(url: URL, preferred: readonly string[]): string[] {
  const first = offlineLanguage(url, preferred);
  return [first, ...LANGUAGE_CODES.filter((code) => code !== first)].map((code) => pageKey(url, code));
}

/** Caches of older deployments, to delete once the new worker is active. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(PRECACHE_PREFIX) && name !== `${PRECACHE_PREFIX}${version}`);
}
