import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEST_BROTLI_QUALITY, PageCache, encodePage, firstAnswer, isDatedPage, pageCacheKey } from './page-cache';
import { compressFast } from './page-once';

const HTML = '<!doctype html><title>Grüße</title>' + '<p>Grüße aus dem Forum, Свет, سلام</p>'.repeat(200);

const best = (html: string) => brotliCompressSync(Buffer.from(html), { params: { [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY } });

describe('encodePage', () => {
  it('keeps the same page in every form, with a stable ETag', async () => {
    const page = await encodePage(HTML);
    expect(brotliDecompressSync(page.br).toString()).toBe(HTML);
    expect(gunzipSync(page.gzip).toString()).toBe(HTML);
    expect(page.body.toString()).toBe(HTML);
    expect(page.etag).toBe((await encodePage(HTML, { best: true })).etag);
    expect(page.etag).not.toBe((await encodePage('<p>other</p>')).etag);
  });

  it('compresses in the fast forms of a page sent once, and the kept page at brotli 11', async () => {
    const fast = await encodePage(HTML);
    const smallest = await encodePage(HTML, { best: true });
    expect(fast.best).toBe(false);
    expect(smallest.best).toBe(true);
    expect(smallest.br.equals(best(HTML))).toBe(true);
    expect(fast.br.equals(await compressFast(Buffer.from(HTML), 'br'))).toBe(true);
    expect(fast.gzip.equals(await compressFast(Buffer.from(HTML), 'gzip'))).toBe(true);
    expect(fast.br.equals(best(HTML))).toBe(false);
  });

  it('answers a first render in the fast form its request takes and keeps the page in every form, with the same ETag', async () => {
    const shared = { vary: 'Accept-Encoding, Cookie' };
    const kept = await encodePage(HTML, { shared });
    for (const encoding of ['br', 'gzip', null] as const) {
      const first = await firstAnswer(HTML, encoding, shared);
      const form = encoding ? kept[encoding] : kept.body;
      expect(first.body.equals(form)).toBe(true);
      expect(first.headers).toEqual(encoding ? kept.headers[encoding] : kept.headers.body);
      expect([first.etag, first.revalidated]).toEqual([kept.etag, kept.revalidated]);
      const whole = await first.whole();
      expect([whole.best, whole.br.equals(kept.br), whole.gzip.equals(kept.gzip), whole.body.equals(kept.body)]).toEqual([false, true, true, true]);
      expect(whole.headers).toEqual(kept.headers);
    }
  });

  it('answers and keeps the forms made elsewhere when they are, and makes them itself when that cannot', async () => {
    const body = Buffer.from(HTML);
    const elsewhere = { br: await compressFast(body, 'br'), gzip: await compressFast(body, 'gzip') };
    const asked: Buffer[] = [];
    const first = await firstAnswer(HTML, 'gzip', {}, (plain) => {
      asked.push(plain);
      return Promise.resolve(elsewhere);
    });
    expect(asked.map((plain) => plain.equals(body))).toEqual([true]);
    expect(first.body).toBe(elsewhere.gzip);
    const whole = await first.whole();
    expect([whole.br, whole.gzip]).toEqual([elsewhere.br, elsewhere.gzip]);
    expect(whole.br).toBe(elsewhere.br);
    // The worker cannot (starting, or ended under the job): the forms are made here.
    for (const cannot of [() => null, () => Promise.resolve(null)]) {
      const here = await firstAnswer(HTML, 'br', {}, cannot);
      expect(brotliDecompressSync(here.body).toString()).toBe(HTML);
      expect(gunzipSync((await here.whole()).gzip).toString()).toBe(HTML);
    }
  });

  it('makes each form’s answer headers once, the page’s own headers included', async () => {
    const page = await encodePage(HTML, { shared: { vary: 'Accept-Encoding, Cookie', 'cache-control': 'no-cache' } });
    expect(page.headers.br).toEqual({
      vary: 'Accept-Encoding, Cookie',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      etag: page.etag,
      'content-encoding': 'br',
      'content-length': String(page.br.length),
    });
    expect(page.headers.gzip['content-encoding']).toBe('gzip');
    expect(page.headers.gzip['content-length']).toBe(String(page.gzip.length));
    expect(page.headers.body['content-encoding']).toBeUndefined();
    expect(page.headers.body['content-length']).toBe(String(page.body.length));
    expect(page.revalidated).toEqual({ vary: 'Accept-Encoding, Cookie', 'cache-control': 'no-cache', etag: page.etag });
  });
});

describe('pageCacheKey', () => {
  const parts = { local: false, domain: 'friede-aktion.example', set: 'peace' as const, address: '/work', language: 'de', day: '2030-03-10' };

  it('holds the day only for the pages that show it', () => {
    expect(pageCacheKey({ ...parts, routePath: 'work' })).toBe(pageCacheKey({ ...parts, routePath: 'work', day: '2030-03-11' }));
    const gospel = { ...parts, routePath: 'daily_gospel', address: '/daily_gospel' };
    expect(pageCacheKey(gospel)).not.toBe(pageCacheKey({ ...gospel, day: '2030-03-11' }));
    expect(pageCacheKey(gospel)).toContain('2030-03-10');
  });

  it('tells apart sites, local hosts, addresses and languages', () => {
    const key = pageCacheKey({ ...parts, routePath: 'work' });
    expect(new Set([key, pageCacheKey({ ...parts, routePath: 'work', local: true }), pageCacheKey({ ...parts, routePath: 'work', domain: 'other.example' }), pageCacheKey({ ...parts, routePath: 'work', language: 'ar' }), pageCacheKey({ ...parts, routePath: 'work', address: '/work?lang=de' })]).size).toBe(5);
  });

  it('knows the dated pages: the daily Gospel, the forum’s home (meetings ahead) and its media page (online until)', () => {
    expect([isDatedPage('peace', 'daily_gospel'), isDatedPage('forum', ''), isDatedPage('forum', 'media')]).toEqual([true, true, true]);
    expect([isDatedPage('peace', ''), isDatedPage('personal', 'cv'), isDatedPage('forum', 'news')]).toEqual([false, false, false]);
  });
});

describe('PageCache', () => {
  it('drops the least recently used page when full', async () => {
    const cache = new PageCache(2);
    const page = await encodePage('x', { best: true });
    cache.set('a', page);
    cache.set('b', page);
    cache.get('a');
    cache.set('c', page);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('serves the fast forms at once and replaces them by brotli 11 in the background, headers kept', async () => {
    const cache = new PageCache();
    const first = await encodePage(HTML, { shared: { 'content-language': 'de-DE' } });
    const done = cache.keep('home', first);
    expect(cache.get('home')).toBe(first);
    await done;
    const upgraded = cache.get('home')!;
    expect(upgraded.best).toBe(true);
    expect(upgraded.br.equals(best(HTML))).toBe(true);
    expect(brotliDecompressSync(upgraded.br).toString()).toBe(HTML);
    expect(gunzipSync(upgraded.gzip).toString()).toBe(HTML);
    expect(upgraded.etag).toBe(first.etag);
    expect(upgraded.headers.br['content-language']).toBe('de-DE');
    expect(upgraded.headers.br['content-length']).toBe(String(upgraded.br.length));
    expect(cache.upgrading).toBe(0);
  });

  it('recompresses only once no page has been asked for a while (never beside a visitor on the CPU)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const cache = new PageCache(10, undefined, 100);
    const first = await encodePage(HTML);
    let upgraded = false;
    void cache.keep('home', first).then(() => (upgraded = true));
    // Pages asked for every 50 ms for a second: the recompression waits.
    for (let step = 0; step < 20; step += 1) {
      await vi.advanceTimersByTimeAsync(50);
      if (step % 2) cache.noteActivity();
      else cache.get('other');
    }
    expect(upgraded).toBe(false);
    expect(cache.get('home')).toBe(first);
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await cache.settled();
    expect(upgraded).toBe(true);
    expect(cache.get('home')!.best).toBe(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('once stopped (its server closing), drops its pages and recompresses none, not even one kept after', async () => {
    const cache = new PageCache();
    const queued = await encodePage(HTML);
    const done = cache.keep('home', queued);
    cache.stop();
    expect(cache.size).toBe(0);
    const late = await encodePage(HTML);
    await Promise.all([done, cache.keep('late', late)]);
    expect(cache.get('home')).toBeUndefined();
    // A request that raced the close: its page stays as it was rendered.
    expect(cache.get('late')).toBe(late);
    expect(cache.upgrading).toBe(0);
  });

  it('does not bring back a page that left before its recompression, nor count the recompression as a use', async () => {
    const cache = new PageCache(2);
    const a = await encodePage(HTML);
    void cache.keep('a', a);
    cache.set('b', await encodePage('b', { best: true }));
    cache.set('c', await encodePage('c', { best: true }));
    await cache.settled();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);

    const fresh = new PageCache(2);
    void fresh.keep('a', await encodePage(HTML));
    fresh.set('b', await encodePage('b', { best: true }));
    await fresh.settled();
    fresh.set('c', await encodePage('c', { best: true }));
    // 'a' is still the least recently used: its upgrade did not move it.
    expect(fresh.get('a')).toBeUndefined();
    expect(fresh.get('b')).toBeDefined();
  });
});
