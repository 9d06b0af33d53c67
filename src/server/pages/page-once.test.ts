import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IN_PLACE_LIMIT_BYTES, FAST_BROTLI_QUALITY, FAST_GZIP_LEVEL, compressOnce } from './page-once';

const page = (repeat: number) => '<!doctype html><title>Grüße</title>' + '<p>Grüße aus dem Forum, Свет, سلام</p>'.repeat(repeat);
const SMALL = page(200);
const LARGE = page(Math.ceil(IN_PLACE_LIMIT_BYTES / 40));
const brotliAt = (html: string, quality: number) => brotliCompressSync(Buffer.from(html), { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } });

describe('compressOnce', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, else the page as it is', async () => {
    const br = await compressOnce(SMALL, 'gzip, deflate, br');
    expect(br.headers).toEqual({ 'content-encoding': 'br' });
    expect(brotliDecompressSync(br.body).toString()).toBe(SMALL);
    const gzipped = await compressOnce(SMALL, 'gzip');
    expect(gzipped.headers).toEqual({ 'content-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(SMALL);
    for (const accept of ['identity', undefined]) {
      const plain = await compressOnce(SMALL, accept);
      expect(plain.headers).toEqual({});
      expect(plain.body.toString()).toBe(SMALL);
    }
  });

  it('compresses at the measured levels (brotli 2, gzip 3), not brotli 5 or gzip 6', async () => {
    const br = await compressOnce(SMALL, 'br');
    expect(br.body.equals(brotliAt(SMALL, FAST_BROTLI_QUALITY))).toBe(true);
    expect(br.body.equals(brotliAt(SMALL, 5))).toBe(false);
    const gzipped = await compressOnce(SMALL, 'gzip');
    expect(gzipped.body.equals(gzipSync(Buffer.from(SMALL), { level: FAST_GZIP_LEVEL }))).toBe(true);
    expect(gzipped.body.equals(gzipSync(Buffer.from(SMALL), { level: 6 }))).toBe(false);
  });

  it('makes the same bytes for a page beyond the in-place limit, compressed on the thread pool', async () => {
    expect(Buffer.byteLength(LARGE)).toBeGreaterThan(IN_PLACE_LIMIT_BYTES);
    const br = await compressOnce(LARGE, 'br');
    expect(br.body.equals(brotliAt(LARGE, FAST_BROTLI_QUALITY))).toBe(true);
    const gzipped = await compressOnce(LARGE, 'gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(LARGE);
  });
});
