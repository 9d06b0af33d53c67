// Rendered public pages kept in memory per (site, path, language, day) with their brotli and gzip
// forms, so a rendered page is served about as fast as a static file. Bounded: the least recently
// used page leaves first.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface EncodedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The forms of a page body: plain, brotli, gzip, with an ETag of the plain body. */
export function encodePage(html: string, brotliQuality = 11): EncodedPage {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: brotliQuality >= 11 ? 9 : 6 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

export class PageCache {
  private readonly pages = new Map<string, EncodedPage>();

  constructor(private readonly limit = 2000) {}

  get(key: string): EncodedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: EncodedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value!);
  }

  get size(): number {
    return this.pages.size;
  }
}
