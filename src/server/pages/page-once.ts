// The compression of a page rendered for one request only (a member's page, a 404): never kept, so
// its levels are chosen for the cost of each answer, by measurement (docs/decisions/023). On an
// 18 KB page (CPU per page, median of five runs): brotli 2 0.11 ms for 30.7 % of the bytes, brotli
// 5 0.43 ms for 27.2 %; gzip 3 0.09 ms for 30.6 %, gzip 6 0.15 ms for 29.2 %. zlib's thread-pool
// hand-off costs about as much CPU as brotli 2 itself, so a page of ordinary size is compressed in
// place — a tenth of a millisecond, like serialising its state — and only a large one on the pool.
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';

/** Brotli quality of a page sent once: a quarter of quality 5's CPU for some 13 % more bytes. */
export const ONCE_BROTLI_QUALITY = 2;
/** Gzip level of a page sent once: as small as level 6 within 5 %, at 60 % of its CPU. */
export const ONCE_GZIP_LEVEL = 3;
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

/** The page in the encoding the client takes (brotli, then gzip, else plain), at the levels for a page sent once. */
export async function compressOnce(html: string, acceptEncoding: string | undefined): Promise<OnceBody> {
  // A Buffer even when sent plain: node:https wrote the composed 37 KB /dashboard 7–13 % faster per
  // CPU-second as a Buffer than as the text (three interleaved pairs; the text is flattened for its
  // length, then encoded again by the socket's writev).
  const body = Buffer.from(html);
  const accept = acceptEncoding ?? '';
  const inPlace = body.length <= IN_PLACE_LIMIT_BYTES;
  if (BR.test(accept)) {
    const options = { params: { [zlib.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } };
    return { body: inPlace ? brotliCompressSync(body, options) : await brotliAsync(body, options), headers: BROTLI_HEADERS };
  }
  if (GZIP.test(accept)) {
    const options = { level: ONCE_GZIP_LEVEL };
    return { body: inPlace ? gzipSync(body, options) : await gzipAsync(body, options), headers: GZIP_HEADERS };
  }
  return { body, headers: PLAIN_HEADERS };
}
