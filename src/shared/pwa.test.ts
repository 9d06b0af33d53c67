// The service worker's rules (docs/decisions/018): what it answers from its caches, what it keeps,
// what it never touches (the API, the worker, the manifest, media, other origins, other methods).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import {
  APP_SHELL_ROUTES,
  OFFLINE_FILES,
  PRECACHE_PREFIX,
  THEME,
  type ResponseFacts,
  answerLanguage,
  appShellPath,
  keptPageCandidates,
  mayKeepPage,
  offlineLanguage,
  opensInAppShell,
  pageKey,
  routeRequest,
  staleCaches,
} from './pwa';
import { MEMBER_ROUTES } from './routes';

const ORIGIN = 'https://morphem-spiel.example';
const PRECACHED = new Set(['/assets/index-abc.js', '/assets/play-page-def.js', '/assets/index-abc.css', '/icons/morpheme-192.png', ...OFFLINE_FILES]);
const route = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) => routeRequest({ method, url: new URL(path, origin), origin: ORIGIN, mode }, PRECACHED);

function response(cacheControl: string | null, { status = 200, type = 'basic', redirected = false, contentType = 'text/html; charset=utf-8' } = {}): ResponseFacts {
  const headers: Record<string, string> = { 'content-type': contentType, ...(cacheControl === null ? {} : { 'cache-control': cacheControl }) };
  return { status, type, redirected, headers: { get: (name) => headers[name] ?? null } };
}

describe('routeRequest', () => {
  it('answers the deployment’s files and the offline pages from the precache', () => {
    expect(route('/assets/index-abc.js')).toBe('precache');
    expect(route('/assets/play-page-def.js', { mode: 'same-origin' })).toBe('precache');
    expect(route('/icons/morpheme-192.png', { mode: 'no-cors' })).toBe('precache');
    expect(route('/offline/ar', { mode: 'navigate' })).toBe('precache');
    expect(route('/offline.css')).toBe('precache');
  });

  it('treats a page load as a page: network first, kept only by mayKeepPage', () => {
    expect(route('/play?lang=de', { mode: 'navigate' })).toBe('page');
    expect(route('/various/time-recording', { mode: 'navigate' })).toBe('page');
    expect(route('/', { mode: 'navigate' })).toBe('page');
  });

  it('never touches an API call, whatever its method or mode', () => {
    for (const path of ['/api/check-auth-status', '/api/pages/play?lang=en', '/api/login', '/api']) {
      expect(route(path), path).toBe('pass');
      expect(route(path, { mode: 'navigate' }), path).toBe('pass');
      expect(route(path, { method: 'POST' }), path).toBe('pass');
    }
  });

  it('never touches the worker itself, the manifest or media streams', () => {
    expect(route('/sw.js')).toBe('pass');
    expect(route('/manifest.webmanifest?lang=de')).toBe('pass');
    expect(route('/media/diakonie-forum.example/videos/cafe.mp4')).toBe('pass');
  });

  it('leaves other methods, other origins and unlisted files to the browser', () => {
    expect(route('/assets/index-abc.js', { method: 'HEAD' })).toBe('pass');
    expect(route('/log_out', { method: 'POST', mode: 'navigate' })).toBe('pass');
    expect(route('https://krypta-archiv.example/assets/index-abc.js', { origin: 'https://krypta-archiv.example' })).toBe('pass');
    expect(route('/assets/from-an-older-deployment.js')).toBe('pass');
    expect(route('/feed.xml')).toBe('pass');
  });
});

describe('mayKeepPage', () => {
  it('keeps a public page the server rendered for a visitor (no-cache: shareable, revalidated)', () => {
    expect(mayKeepPage(response('no-cache'))).toBe(true);
  });

  it('never keeps a render for a session: member pages and public pages seen while logged in', () => {
    expect(mayKeepPage(response('private, no-store'))).toBe(false);
    expect(mayKeepPage(response('no-store'))).toBe(false);
    expect(mayKeepPage(response('Private'))).toBe(false);
  });

  it('never keeps an answer without a cache rule, an error, a redirect or an opaque answer', () => {
    expect(mayKeepPage(response(null))).toBe(false);
    expect(mayKeepPage(response('no-cache', { status: 404 }))).toBe(false);
    expect(mayKeepPage(response('no-cache', { status: 503 }))).toBe(false);
    expect(mayKeepPage(response('no-cache', { redirected: true }))).toBe(false);
    expect(mayKeepPage(response('no-cache', { type: 'opaqueredirect', status: 0 }))).toBe(false);
    expect(mayKeepPage(response('no-cache', { type: 'cors' }))).toBe(false);
  });

  it('never keeps what is not a page (an API answer that reached it)', () => {
    expect(mayKeepPage(response('no-cache', { contentType: 'application/json; charset=utf-8' }))).toBe(false);
  });
});

describe('the app shell', () => {
  it('is precached in every language and answered from the precache', () => {
    for (const language of LANGUAGE_CODES) expect(OFFLINE_FILES).toContain(appShellPath(language));
    expect(route('/app-shell/ta', { mode: 'navigate' })).toBe('precache');
  });

  it('opens the members’ tools and their list offline, whatever the address’s query or trailing slash', () => {
    for (const path of ['/various', '/various/', '/various/time-recording?lang=de', '/various/data-types', '/various/autoclave', '/various/settings', '/various/languages']) {
      expect(opensInAppShell(new URL(path, ORIGIN)), path).toBe(true);
    }
  });

  it('never opens a member page that needs the server, nor a public page', () => {
    for (const path of ['/dashboard', '/protected', '/intern', '/intern/doc', '/admin', '/change-password', '/', '/play', '/login', '/various-x']) {
      expect(opensInAppShell(new URL(path, ORIGIN)), path).toBe(false);
    }
    // Only member routes: a public page offline is the kept copy or the offline page.
    for (const route of APP_SHELL_ROUTES) expect(MEMBER_ROUTES as readonly string[]).toContain(route);
  });
});

describe('offlineLanguage', () => {
  it('takes the address’s language first, then the browser’s, then English', () => {
    expect(offlineLanguage(new URL('https://x.example/cv?lang=ta'), ['de-DE'])).toBe('ta');
    expect(offlineLanguage(new URL('https://x.example/cv?lang=xx'), ['ar-EG', 'en'])).toBe('ar');
    expect(offlineLanguage(new URL('https://x.example/cv'), ['fr-FR', 'lt'])).toBe('lt');
    expect(offlineLanguage(new URL('https://x.example/cv'), ['fr-FR'])).toBe('en');
    expect(offlineLanguage(new URL('https://x.example/cv'), [])).toBe('en');
  });
});

describe('kept pages', () => {
  it('are filed by path and language, so the address the app writes (?lang=) finds the page first loaded without it', () => {
    expect(pageKey(new URL(`${ORIGIN}/play`), 'en')).toBe(`${ORIGIN}/play?lang=en`);
    expect(pageKey(new URL(`${ORIGIN}/play?lang=en&utm_source=x`), 'en')).toBe(`${ORIGIN}/play?lang=en`);
    expect(pageKey(new URL('http://localhost/cv?domain=martin-sommerfeld.example&lang=de'), 'de')).toBe('http://localhost/cv?domain=martin-sommerfeld.example&lang=de');
  });

  it('take their language from the answer’s Content-Language', () => {
    expect(answerLanguage('en-US')).toBe('en');
    expect(answerLanguage('ta-IN')).toBe('ta');
    expect(answerLanguage('fr-FR')).toBeNull();
    expect(answerLanguage(null)).toBeNull();
  });

  it('are looked up offline in the address’s language first, then in any other', () => {
    const candidates = keptPageCandidates(new URL(`${ORIGIN}/play?lang=de`), ['en-US']);
    expect(candidates[0]).toBe(`${ORIGIN}/play?lang=de`);
    expect(candidates).toHaveLength(8);
    expect(keptPageCandidates(new URL(`${ORIGIN}/play`), ['ar'])[0]).toBe(`${ORIGIN}/play?lang=ar`);
  });
});

describe('staleCaches', () => {
  it('names the precaches of other deployments, never the current one or the pages', () => {
    expect(staleCaches([`${PRECACHE_PREFIX}old`, `${PRECACHE_PREFIX}new`, 'pages', 'other'], 'new')).toEqual([`${PRECACHE_PREFIX}old`]);
  });
});

describe('THEME', () => {
  it('holds the shell’s colours (styles.css), so the installed app and the offline page look like the site', () => {
    const css = readFileSync('src/client/app/styles.css', 'utf8');
    const colour = (name: string) => new RegExp(`--${name}: light-dark\\((#[0-9a-f]{6}), (#[0-9a-f]{6})\\)`).exec(css)!.slice(1);
    expect(colour('bg')).toEqual([THEME.light.background, THEME.dark.background]);
    expect(colour('text')).toEqual([THEME.light.text, THEME.dark.text]);
    expect(colour('link')).toEqual([THEME.light.link, THEME.dark.link]);
  });
});
