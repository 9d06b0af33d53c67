// Rendered public pages kept in memory per (site, path, language, and the day for the pages that
// show it) with their brotli and gzip forms, so a rendered page is served about as fast as a static
// file. A new page is answered at once in the fast form its request takes (page-once.ts: brotli 2
// or gzip 3, a few tenths of a millisecond in place) and kept with its other fast form made after
// the answer; its smallest forms (brotli 11, gzip 9, tens of milliseconds on zlib's thread pool)
// replace them in the background (docs/decisions/020) once no page has been asked for a moment
// (docs/decisions/029).
// Bounded: the least recently used page leaves first.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { SiteSet } from '@shared/site-registry';
import { type Encoding, compressFast } from './page-once';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The kept page's brotli quality, made in the background: some 27 ms for a 16 KB page. */
export const BEST_BROTLI_QUALITY = 11;

/** The pages whose text changes with the day (and so are kept per day), by site set and route. */
export const DATED_PAGES: Partial<Record<SiteSet, readonly string[]>> = {
  // The passage of the day.
  peace: ['daily_gospel'],
  // The home lists the meetings still ahead (structured data); the media page says until when the feature is online.
  forum: ['', 'media'],
};

export function isDatedPage(set: SiteSet, routePath: string): boolean {
  return DATED_PAGES[set]?.includes(routePath) ?? false;
}

export interface PageKeyParts {
  local: boolean;
  domain: string;
  set: SiteSet;
  /** The route path ('' for the home), for telling dated pages. */
  routePath: string;
  /** Path and known query, as the page is rendered from. */
  address: string;
  language: string;
  /** The server's calendar day (YYYY-MM-DD). */
  day: string;
}

/** The cache key of a public page: the day only for pages that show it, so the others are rendered once, not once a day. */
export function pageCacheKey({ local, domain, set, routePath, address, language, day }: PageKeyParts): string {
  return `${local ? 'local ' : ''}${domain} ${address} ${language}${isDatedPage(set, routePath) ? ` ${day}` : ''}`;
}

export interface EncodedPage {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Compressed at the best levels (brotli 11, gzip 9); otherwise in the fast forms of a first answer. */
  best: boolean;
  /** The page's own headers (vary, content-language, cache-control …), kept for the recompressed forms. */
  shared: OutgoingHttpHeaders;
  /** Answer headers per form, made once (shared ones, content type, ETag, encoding, length): a hit only copies them. */
  headers: { body: OutgoingHttpHeaders; br: OutgoingHttpHeaders; gzip: OutgoingHttpHeaders };
  /** The headers of a 304 answer: the shared ones and the ETag. */
  revalidated: OutgoingHttpHeaders;
}

function variantHeaders(shared: OutgoingHttpHeaders, etag: string, encoding: string | null, length: number): OutgoingHttpHeaders {
  return {
    ...shared,
    'content-type': 'text/html; charset=utf-8',
    etag,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(length),
  };
}

/** The ETag of a page: of its plain body, the same for every form. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function encodedPage(body: Buffer, br: Buffer, gzipped: Buffer, etag: string, best: boolean, shared: OutgoingHttpHeaders): EncodedPage {
  return {
    body,
    br,
    gzip: gzipped,
    etag,
    best,
    shared,
    headers: {
      body: variantHeaders(shared, etag, null, body.length),
      br: variantHeaders(shared, etag, 'br', br.length),
      gzip: variantHeaders(shared, etag, 'gzip', gzipped.length),
    },
    revalidated: { ...shared, etag },
  };
}

/**
 * The forms of a page body: plain, brotli, gzip, with an ETag of the plain body and each form's
 * answer headers (the page's shared ones besides). The best forms are compressed on zlib's thread
 * pool, the fast ones as page-once.ts compresses (in place for a page of ordinary size).
 */
export async function encodePage(html: string | Buffer, { best = false, shared = {} }: { best?: boolean; shared?: OutgoingHttpHeaders } = {}): Promise<EncodedPage> {
  const body = typeof html === 'string' ? Buffer.from(html) : html;
  const [br, gzipped] = best
    ? await Promise.all([brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }), gzipAsync(body, { level: 9 })])
    : await Promise.all([compressFast(body, 'br'), compressFast(body, 'gzip')]);
  return encodedPage(body, br, gzipped, etagOf(body), best, shared);
}

/** The answer to the request that rendered a page, and the page to keep. */
export interface FirstAnswer {
  etag: string;
  /** The headers of a 304 answer. */
  revalidated: OutgoingHttpHeaders;
  /** The form the request takes and its headers. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The page in every fast form, the one answered included: made when called, after the answer has left. */
  whole(): Promise<EncodedPage>;
}

/** Makes a body's fast forms elsewhere (the render worker, render-thread.ts); null when it cannot now. */
export type FastFormsElsewhere = (body: Buffer) => Promise<{ br: Buffer; gzip: Buffer } | null> | null;

/**
 * A rendered page's first answer: only the form its request takes is made before it (the other
 * fast form is made for keeping, after the answer), unless both are made elsewhere (off the event
 * loop) before it. Its bytes and headers are those the kept page answers with.
 */
export async function firstAnswer(html: string, encoding: Encoding | null, shared: OutgoingHttpHeaders, elsewhere?: FastFormsElsewhere): Promise<FirstAnswer> {
  const body = Buffer.from(html);
  const etag = etagOf(body);
  const both = (await elsewhere?.(body)) ?? null;
  const made = encoding && (both ? both[encoding] : await compressFast(body, encoding));
  const form = (wanted: Encoding) => (both ? both[wanted] : encoding === wanted && made ? made : compressFast(body, wanted));
  return {
    etag,
    revalidated: { ...shared, etag },
    headers: variantHeaders(shared, etag, encoding, (made || body).length),
    body: made || body,
    whole: async () => {
      const [br, gzipped] = await Promise.all([form('br'), form('gzip')]);
      return encodedPage(body, br, gzipped, etag, false, shared);
    },
  };
}

/**
 * How long no page may have been asked for before a background recompression starts: brotli 11 of
 * a page takes tens of milliseconds of CPU, and on a server with one core (or pinned to one) the
 * pool's thread takes them from the event loop while visitors wait (docs/decisions/029).
 */
export const QUIET_BEFORE_UPGRADE_MS = 250;

export class PageCache {
  private readonly pages = new Map<string, EncodedPage>();
  /** The background recompressions, one after another so they take one thread of the pool at most. */
  private upgrades: Promise<void> = Promise.resolve();
  private pending = 0;
  /** performance.now() of the last page request (noteActivity, get). */
  private lastActivity = Number.NEGATIVE_INFINITY;
  /** Set by stop(): the queued recompressions are dropped. */
  private stopped = false;

  constructor(
    private readonly limit = 2000,
    private readonly onUpgradeFailed: (error: unknown) => void = () => {},
    private readonly quietMs = QUIET_BEFORE_UPGRADE_MS,
  ) {}

  /** A page was asked for: recompressions wait until none has been for quietMs. */
  noteActivity(): void {
    this.lastActivity = performance.now();
  }

  /** Settles once no page has been asked for during quietMs. */
  private async quiet(): Promise<void> {
    for (let wait = this.lastActivity + this.quietMs - performance.now(); wait > 0; wait = this.lastActivity + this.quietMs - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)).unref());
    }
  }

  get(key: string): EncodedPage | undefined {
    this.lastActivity = performance.now();
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

  /**
   * Keeps a page compressed for a fast first answer and queues its best compression, which replaces
   * it if the page is still kept then; each recompression starts only when no page has been asked
   * for during quietMs, so it never competes with a visitor for the CPU. The promise settles when
   * that is done (tests wait for it).
   */
  keep(key: string, page: EncodedPage): Promise<void> {
    // A page was just rendered for a visitor: that is activity too.
    this.lastActivity = performance.now();
    this.set(key, page);
    if (page.best) return Promise.resolve();
    this.pending += 1;
    this.upgrades = this.upgrades
      .then(async () => {
        if (this.stopped) return;
        await this.quiet();
        if (this.stopped || this.pages.get(key) !== page) return;
        const best = await encodePage(page.body, { best: true, shared: page.shared });
        // Map.set on a present key keeps its place: the upgrade does not count as a use.
        if (this.pages.get(key) === page) this.pages.set(key, best);
      })
      .catch(this.onUpgradeFailed)
      .finally(() => {
        this.pending -= 1;
      });
    return this.upgrades;
  }

  /**
   * The server is closing: the kept pages are dropped and no queued recompression starts. Without
   * this a closed server's queue went on compressing every page it had kept at brotli 11 (tens of
   * milliseconds of a pool thread each) for no one: a process that builds many servers, as the
   * integration tests do, spent that CPU beside its later work.
   */
  stop(): void {
    this.stopped = true;
    this.pages.clear();
  }

  /** Settles when every queued recompression is done. */
  settled(): Promise<void> {
    return this.upgrades;
  }

  /** Recompressions not done yet. */
  get upgrading(): number {
    return this.pending;
  }

  get size(): number {
    return this.pages.size;
  }
}
