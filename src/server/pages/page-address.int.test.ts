// One address per page (issue 18): tracking parameters and invalid ?lang=/?domain= values neither
// miss the page cache nor reach the links; path variants and '//' paths are sent to the page's
// own path; a flood of misses beyond the render queue is answered 503 with Retry-After.
import { describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import { RENDER_RETRY_AFTER_SECONDS } from '@server/pages/page-routes';
import { httpsGet, serverForTests } from '@server/testing/test-server';

const HOST = 'martin-sommerfeld.example';

describe('page addresses', () => {
  let server: BuiltServer;
  const log: Array<{ level: number; msg?: string; err?: unknown }> = [];

  serverForTests({
      pages: true,
      trustProxy: ['127.0.0.1'],
      renderLimits: { concurrency: 1, queue: 1 },
      logStream: { write: (line) => log.push(JSON.parse(line)) },
    }, (started) => {
    server = started;
  });

  const get = (url: string, host = HOST) => httpsGet(server, host, url);

  it('keeps one render of a page whatever tracking parameters a shared link adds, and links without them', async () => {
    const plain = await get('/cv?lang=de');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    for (const query of ['utm_source=newsletter&utm_medium=mail', 'fbclid=IwAR0xyz', 'gclid=Cj0KCQ', 'ref=friend', 'utm_campaign=a&lang=de&x=1']) {
      const tracked = await get(`/cv?lang=de&${query}`);
      expect(tracked.statusCode, query).toBe(200);
      expect(tracked.headers['cache-control'], query).toBe('no-cache');
      expect(tracked.headers.etag, query).toBe(plain.headers.etag);
      expect(tracked.body, query).not.toMatch(/utm_|fbclid|gclid|ref=friend|x=1/);
    }
  });

  it('drops an invalid ?lang= or ?domain= from the links and from the cache key', async () => {
    // The first visitor of the day brings the bad values: what is kept must not carry them.
    const first = await get('/imprint?lang=zz9&domain=evilY.example');
    expect(first.body).not.toMatch(/zz9|evilY|[?&;]domain=/);
    const plain = await get('/imprint');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBe(first.headers.etag);
    for (const query of ['lang=zz9', 'lang=%3Cb%3Ezz9', 'domain=evilY.example', 'domain=friede-aktion.example', 'lang=zz9&domain=evilY.example']) {
      const response = await get(`/imprint?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['cache-control'], query).toBe('no-cache');
      expect(response.headers.etag, query).toBe(plain.headers.etag);
      expect(response.body, query).not.toMatch(/zz9|evilY|[?&;]domain=/);
    }
    // A valid language is kept in the links and is its own page.
    const german = await get('/imprint?lang=de&utm_source=x');
    expect(german.body).toContain('href="/cv?lang=de"');
    expect(german.headers.etag).not.toBe(plain.headers.etag);
  });

  it('sends path variants of a page to its own path with 301 instead of rendering them', async () => {
    const cases: Array<[string, string, string?]> = [
      ['/cv/', '/cv'],
      ['/cv//', '/cv'],
      ['//cv', '/cv'],
      ['/CV', '/cv'],
      ['/Cv/?lang=de&utm_source=x', '/cv?lang=de&utm_source=x'],
      ['/contentwriting', '/contentWriting', 'schreiben-hilft.example'],
      ['/Imprint/', '/imprint'],
      ['/no-such-page/', '/no-such-page'],
    ];
    for (const [url, location, host] of cases) {
      const response = await get(url, host);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect(response.body, url).toBe('');
    }
    expect((await get('/contentWriting', 'schreiben-hilft.example')).statusCode).toBe(200);
  });

  it('answers paths starting with // by 301 to the single-slash path, never 500, and logs no error', async () => {
    log.length = 0;
    const cases: Array<[string, string]> = [
      ['//', '/'],
      ['///', '/'],
      ['//evil.example/x', '/evil.example/x'],
      ['//evil.example', '/evil.example'],
      ['//%5Cevil.example', '/%5Cevil.example'],
      ['//media//diakonie-forum.example/x.mp4', '/media/diakonie-forum.example/x.mp4'],
      ['//?lang=de', '/?lang=de'],
    ];
    for (const [url, location] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    expect(log.filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);
  });

  it('renders one page at a time with one more waiting, and answers further misses 503 with Retry-After', async () => {
    const misses = ['/', '/cv', '/imprint', '/login', '/signup', '/unsubscribe'].map((path) => `${path}?lang=ta`);
    const responses = await Promise.all(misses.map((url) => get(url)));
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(refused).toHaveLength(misses.length - 2);
    for (const response of refused) {
      expect(response.headers['retry-after']).toBe(String(RENDER_RETRY_AFTER_SECONDS));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`http-equiv="refresh" content="${RENDER_RETRY_AFTER_SECONDS}"`);
    }
    expect(log.some((line) => line.msg?.includes('every render turn is taken'))).toBe(true);
    // Nothing is lost: asked again one by one, every page renders; a cached page answers at once.
    for (const url of misses) expect((await get(url)).statusCode, url).toBe(200);
    const cachedWhileBusy = await Promise.all([get('/cv?lang=ta'), get('/cv?lang=ta'), get('/cv?lang=ta')]);
    expect(cachedWhileBusy.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });
});
