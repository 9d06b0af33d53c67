// The fast compression of a rendered page: of a page rendered for one request only (a member's page,
// a 404), never kept, and of a kept page's first answer, before its smallest forms are made in the
// background (page-cache.ts). Its levels are chosen for the cost of each answer, by measurement
// (docs/decisions/023, 029). On an 18 KB page (CPU per page, median of five runs): brotli 2
// 0.11 ms for 30.7 % of the bytes, brotli 5 0.43 ms for 27.2 %; gzip 3 0.09 ms for 30.6 %, gzip 6
// 0.15 ms for 29.2 %. zlib's thread-pool hand-off costs about as much CPU as brotli 2 itself, so a
// page of ordinary size is compressed in place — a tenth of a millisecond, like serialising its
// state — and only a large one on the pool.
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';

/** Brotli quality of a fast form: a quarter of quality 5's CPU for some 13 % more bytes. */
export const FAST_BROTLI_QUALITY = 2;
/** Gzip level of a fast form: as small as level 6 within 5 %, at 60 % of its CPU. */
export const FAST_GZIP_LEVEL = 3;
/** Pages up to this size are compressed on the event loop (well under a millisecond); larger ones on zlib's pool. */
export const IN_PLACE_LIMIT_BYTES = 128 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

export interface OnceBody {
  body: Buffer;
  /** The content-encoding header, when compressed. */
  headers: OutgoingHttpHeaders;
}

const BROTLI_HEADERS = Object.freeze({ 'content-encoding': 'br' });
const GZIP_HEADERS = Object.freeze({ 'content-encoding': 'gzip' });
const PLAIN_HEADERS = Object.freeze({});

/** A compressed form of a page. */
export type Encoding = 'br' | 'gzip';

/** The compressed form a request takes (brotli before gzip), or null for the page as it is. */
export function encodingTaken(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? (BR.test(acceptEncoding) ? 'br' : GZIP.test(acceptEncoding) ? 'gzip' : null) : null;
}

/** A page body in a fast form: compressed in place up to IN_PLACE_LIMIT_BYTES, a larger one on zlib's pool. */
export async function compressFast(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const inPlace = body.length <= IN_PLACE_LIMIT_BYTES;
  if (encoding === 'br') {
    const options = { params: { [zlib.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } };
    return inPlace ? brotliCompressSync(body, options) : brotliAsync(body, options);
  }
  const options = { level: FAST_GZIP_LEVEL };
  return inPlace ? gzipSync(body, options) : gzipAsync(body, options);
}

/** The page in the encoding the client takes (brotli, then gzip, else plain), in its fast form. */
export async function compressOnce(html: string, acceptEncoding: string | undefined): Promise<OnceBody> {
  // A Buffer even when sent plain: node:https wrote the composed 37 KB /dashboard 7–13 % faster per
  // CPU-second as a Buffer than as the text (three interleaved pairs; the text is flattened for its
  // length, then encoded again by the socket's writev).
  const body = Buffer.from(html);
  const encoding = encodingTaken(acceptEncoding);
  if (!encoding) return { body, headers: PLAIN_HEADERS };
  return { body: await compressFast(body, encoding), headers: encoding === 'br' ? BROTLI_HEADERS : GZIP_HEADERS };
}
