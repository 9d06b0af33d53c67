import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, encodePage } from './page-cache';

describe('encodePage', () => {
  it('keeps the same page in every form, with a stable ETag', () => {
    const page = encodePage('<p>Grüße</p>'.repeat(50));
    expect(brotliDecompressSync(page.br).toString()).toBe(page.body.toString());
    expect(gunzipSync(page.gzip).toString()).toBe(page.body.toString());
    expect(page.etag).toBe(encodePage('<p>Grüße</p>'.repeat(50)).etag);
    expect(page.etag).not.toBe(encodePage('<p>other</p>').etag);
  });
});

describe('PageCache', () => {
  it('drops the least recently used page when full', () => {
    const cache = new PageCache(2);
    const page = encodePage('x');
    cache.set('a', page);
    cache.set('b', page);
    cache.get('a');
    cache.set('c', page);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });
});
