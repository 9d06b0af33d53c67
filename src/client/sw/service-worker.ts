// The service worker (docs/decisions/018), built on its own into dist/client/sw.js
// (vite.config.ts); the server puts the deployment's precache list before it (PRECACHE_GLOBAL).
// It keeps the deployment's files, the app shells and the public pages a visitor saw; it never keeps
// an API answer or anything the server rendered for a session (the rules: @shared/pwa).
import {
  OFFLINE_FILES,
  PAGES_CACHE,
  PRECACHE_GLOBAL,
  PRECACHE_PREFIX,
  type PrecacheManifest,
  SW_MESSAGES,
  answerLanguage,
  appShellPath,
  keptPageCandidates,
  mayKeepPage,
  offlineLanguage,
  offlinePath,
  opensInAppShell,
  pageKey,
  routeRequest,
  staleCaches,
} from '@shared/pwa';

// The platform's worker types are not in the DOM library the client compiles with; what is used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  [PRECACHE_GLOBAL]: PrecacheManifest;
  location: Location;
  navigator: { languages: readonly string[] };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
// Set by the server's first line (src/server/pages/pwa-routes.ts): this deployment's list.
const MANIFEST = scope[PRECACHE_GLOBAL];
const PRECACHE = `${PRECACHE_PREFIX}${MANIFEST.version}`;
const precached = new Set([...MANIFEST.urls, ...OFFLINE_FILES]);

scope.addEventListener('install', (event) => {
  // Everything this deployment needs, fetched past the HTTP cache; no session goes with it.
  event.waitUntil(caches.open(PRECACHE).then((cache) => cache.addAll([...precached].map((url) => new Request(url, { cache: 'reload', credentials: 'omit' })))));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), MANIFEST.version).map((name) => caches.delete(name)));
      await refreshKeptPages();
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) void scope.skipWaiting();
  if (data?.type === SW_MESSAGES.storePage && typeof data.url === 'string') event.waitUntil(keepVisitorPage(data.url).catch(() => undefined));
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeRequest({ method: request.method, url: new URL(request.url), origin: scope.location.origin, mode: request.mode }, precached);
  if (route === 'precache') event.respondWith(fromPrecache(request));
  else if (route === 'page') event.respondWith(page(request));
});

async function fromPrecache(request: Request): Promise<Response> {
  const cached = await caches.match(new URL(request.url).pathname, { cacheName: PRECACHE, ignoreVary: true });
  return cached ?? fetch(request);
}

/** The network first; a public render is kept; offline, the kept page, the app shell of a member's tool, or the offline page. */
async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    void file(new URL(request.url), response.clone());
    return response;
  } catch (error) {
    const address = new URL(request.url);
    for (const key of keptPageCandidates(address, scope.navigator.languages)) {
      const kept = await caches.match(key, { cacheName: PAGES_CACHE, ignoreVary: true });
      // The kept copy under its own address (with ?lang=): the app then has no language to switch to, nothing to fetch.
      if (kept) return new URL(key).searchParams.get('lang') === address.searchParams.get('lang') ? kept : Response.redirect(key, 302);
    }
    const language = offlineLanguage(address, scope.navigator.languages);
    // A member's tool: the shell under the tool's own address; the app opens the tool if the browser
    // knows a member (the session marker), else its login page. No member's render is ever kept.
    const shell = opensInAppShell(address) ? await caches.match(appShellPath(language), { cacheName: PRECACHE, ignoreVary: true }) : undefined;
    if (shell) return shell;
    const offline = await caches.match(offlinePath(language), { cacheName: PRECACHE, ignoreVary: true });
    if (offline) return offline;
    throw error;
  }
}

/**
 * Keeps a page's answer under its address and language if the server marked it shareable; any other
 * answer (a member page, a session's render, gone) drops an older copy, which is not shown again.
 */
async function file(address: URL, response: Response): Promise<void> {
  const keep = mayKeepPage(response);
  if (!keep && response.status !== 200 && response.status !== 404) return;
  const language = answerLanguage(response.headers.get('content-language')) ?? offlineLanguage(address, scope.navigator.languages);
  const cache = await caches.open(PAGES_CACHE);
  if (keep) await cache.put(pageKey(address, language), response);
  else await cache.delete(pageKey(address, language));
}

/** The page as a visitor gets it (no cookie goes with the request), kept if the server marks it public. */
async function keepVisitorPage(url: string): Promise<void> {
  const address = new URL(url);
  if (address.origin !== scope.location.origin) return;
  await file(address, await fetch(address, { credentials: 'omit', redirect: 'manual' }));
}

/** A new deployment: the kept pages name the old one's files, so each is fetched again (or dropped). */
async function refreshKeptPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = await cache.keys();
  await Promise.all(kept.map((request) => keepVisitorPage(request.url).catch(() => cache.delete(request))));
}
