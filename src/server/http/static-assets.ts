// The built client held in memory: every file with its brotli and gzip forms, made at build time.
// Hashed assets are immutable, other files revalidate after an hour. Pages are not files: the page
// routes render them (src/server/pages).
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './host-guard';
import { MEDIA_PREFIX } from './media-files';
import type { SecurityHeaderSets } from './security-headers';
import type { FrontDoor } from './front-door';

interface Asset {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
  cacheControl: string;
}

/** Answer headers per form of a file (cache-control, ETag, vary, type, encoding, length) and of its 304. */
interface AssetHeaders {
  body: OutgoingHttpHeaders;
  br: OutgoingHttpHeaders | null;
  gzip: OutgoingHttpHeaders | null;
  revalidated: OutgoingHttpHeaders;
}

/** Made at a file's first answer and kept with it: later answers copy them. */
const answerHeaders = new WeakMap<Asset, AssetHeaders>();

export function headersOf(asset: Asset): AssetHeaders {
  let made = answerHeaders.get(asset);
  if (!made) {
    const revalidated = { 'cache-control': asset.cacheControl, etag: asset.etag, vary: 'Accept-Encoding' };
    const form = (encoding: string | null, length: number): OutgoingHttpHeaders => ({ ...revalidated, 'content-type': asset.type, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(length) });
    made = { body: form(null, asset.body.length), br: asset.br && form('br', asset.br.length), gzip: asset.gzip && form('gzip', asset.gzip.length), revalidated };
    answerHeaders.set(asset, made);
  }
  return made;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.vtt', '.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest', '.md', '.ico']);

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

function readVariant(file: string, make: () => Buffer): Buffer {
  return existsSync(file) ? readFileSync(file) : make();
}

function makeAsset(body: Buffer, file: string, urlPath: string): Asset {
  const ext = path.extname(urlPath);
  const compressible = COMPRESSIBLE.has(ext) && body.length > 512;
  const br = compressible
    ? readVariant(`${file}.br`, () => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
    : null;
  const gzip = compressible ? readVariant(`${file}.gz`, () => gzipSync(body, { level: 9 })) : null;
  const immutable = urlPath.startsWith('/assets/');
  return {
    body,
    br: br && br.length < body.length ? br : null,
    gzip: gzip && gzip.length < body.length ? gzip : null,
    type: TYPES[ext] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    cacheControl: immutable ? 'public, max-age=31536000, immutable' : urlPath === '/index.html' ? 'no-cache' : 'public, max-age=3600',
  };
}

export interface StaticSite {
  /** The build folder; media are streamed from it (media-files.ts). */
  clientDir: string;
  assets: Map<string, Asset>;
  /** The client's index.html, the template of every page. */
  template: string;
}

/** Loads the build into memory (index.html is the page template, not a file to serve). */
export function loadStaticSite(clientDir: string): StaticSite {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built: ${indexFile} is missing. Run 'npm run build' (npm start does this for you).`);
  }
  const assets = new Map<string, Asset>();
  for (const urlPath of walk(clientDir)) {
    if (urlPath.endsWith('.br') || urlPath.endsWith('.gz') || urlPath === '/index.html' || urlPath.startsWith(MEDIA_PREFIX)) continue;
    const file = path.join(clientDir, urlPath);
    assets.set(urlPath, makeAsset(readFileSync(file), file, urlPath));
  }
  return { clientDir, assets, template: readFileSync(indexFile, 'utf8') };
}

/** The body in the best encoding the client accepts. */
export function pickEncoding(request: FastifyRequest, forms: { body: Buffer; br: Buffer | null; gzip: Buffer | null }): { body: Buffer; encoding: string | null } {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (forms.br && /\bbr\b/.test(accept)) return { body: forms.br, encoding: 'br' };
  if (forms.gzip && /\bgzip\b/.test(accept)) return { body: forms.gzip, encoding: 'gzip' };
  return { body: forms.body, encoding: null };
}

/** A file of the build: the form the client takes with its headers made at start, or 304. */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset): FastifyReply {
  const made = headersOf(asset);
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).headers(made.revalidated).send();
  const accept = request.headers['accept-encoding'];
  const [headers, body] = accept && made.br && BR.test(accept) ? [made.br, asset.br!] : accept && made.gzip && GZIP.test(accept) ? [made.gzip, asset.gzip!] : [made.body, asset.body];
  // HEAD too: Fastify leaves the body out and keeps the length of the form (RFC 9110 §9.3.2).
  return reply.code(200).headers(headers).send(body);
}

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** One protocol's answers of a file: each form's status line headers as a flat list [name, value, …]. */
/** Header lists (see headerList) per form of one answer, for one protocol: null for a form it does not have. */
export interface FastForms {
  body: string[];
  br: string[] | null;
  gzip: string[] | null;
  revalidated: string[];
}

/** The bytes per form of a file or kept page, and the ETag of its uncompressed body ('' for an answer that has none and is never revalidated). */
export interface FormBodies {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

/**
 * Writes a file or kept page past Fastify's reply (docs/decisions/020): the form the request
 * takes (304 for its ETag, else brotli, gzip or as it is) with that form's header list, copied
 * once to add the request id and a 'connection' header an onRequest hook set (the drain's
 * 'connection: close'). The onSend hooks do not run: the lists already hold what they would add.
 */
export function writePastReply(request: FastifyRequest, reply: FastifyReply, forms: FastForms, bodies: FormBodies): void {
  const form = formFor(request.headers, forms, bodies);
  writeListPastReply(request, reply, form === 'revalidated' ? 304 : 200, forms[form]!, form === 'revalidated' ? null : bodies[form]);
}

/**
 * The form of a prepared answer a request takes: 304 ('revalidated') for its ETag (an answer
 * without one is never revalidated), else brotli or gzip as it accepts and the answer has them,
 * else as it is. A name, not a pair, so that choosing allocates nothing.
 */
export function formFor(headers: IncomingHttpHeaders, forms: FastForms, bodies: FormBodies): 'body' | 'br' | 'gzip' | 'revalidated' {
  if (bodies.etag && headers['if-none-match'] === bodies.etag) return 'revalidated';
  const accept = headers['accept-encoding'];
  if (accept && forms.br && bodies.br && BR.test(accept)) return 'br';
  if (accept && forms.gzip && bodies.gzip && GZIP.test(accept)) return 'gzip';
  return 'body';
}

/**
 * An answer whose headers were made before (a flat list, security headers included) written past
 * Fastify's reply: the list, the request id and the drain's 'connection: close', then the body
 * (none for a 304). Used for built files, kept pages and a known session's status.
 */
export function writeListPastReply(request: FastifyRequest, reply: FastifyReply, status: number, list: readonly string[], body: Buffer | null): void {
  const headers = list.slice();
  headers.push('x-request-id', request.id);
  const connection = reply.getHeader('connection');
  if (connection !== undefined) headers.push('connection', String(connection));
  reply.hijack();
  const res = reply.raw;
  res.writeHead(status, headers);
  // HEAD: Node leaves the body out and keeps the length of the form (RFC 9110 §9.3.2).
  if (body) res.end(body);
  else res.end();
}

/** Header sets as one flat list [name, value, …], the form res.writeHead takes without copying into an object. */
export const headerList = (...sets: OutgoingHttpHeaders[]): string[] => sets.flatMap((set) => Object.entries(set).flatMap(([name, value]) => [name, String(value)]));

/** A file's answers per protocol: its own headers and the security headers, made at start. */
export function fastForms(asset: Asset, security: SecurityHeaderSets): { https: FastForms; http: FastForms } {
  const made = headersOf(asset);
  const forms = (secure: Readonly<Record<string, string>>): FastForms => ({
    body: headerList(made.body, secure),
    br: made.br && headerList(made.br, secure),
    gzip: made.gzip && headerList(made.gzip, secure),
    revalidated: headerList(made.revalidated, secure),
  });
  return { https: forms(security.https), http: forms(security.http) };
}

/** Paths the router takes as they are: a name without parameters (':'), wildcards or escapes. */
const PLAIN_PATH = /^\/[A-Za-z0-9._~\-/]+$/;

/** The route template a file is counted under in the metrics (never its own path). */
export const assetRouteLabel = (urlPath: string) => (urlPath.startsWith('/assets/') ? '/assets/*' : '/* (file)');

/**
 * The fast path of the build's files (issue 19, docs/decisions/020): one route per file, so the
 * router finds it by its exact path and nothing of the page route runs (no path splitting,
 * decoding, site lookup or page logic). The answer is written past Fastify's reply — its headers,
 * the security headers for the request's protocol, status and length are one list made at start,
 * copied once to add the request id — so the onSend hooks, which would only add those same
 * headers, do not run for it. The host guard and every other onRequest hook still run first;
 * the metrics count it (onResponse) under the site and '/assets/*' or '/* (file)'. A path the
 * router does not take as it is (an escape, a double slash) still reaches the page route, which
 * serves the same file (sendAsset). Paths another route already answers (the service worker) are
 * left to it. With a front door (front-door.ts) the same answers leave from Node's request
 * listener, before Fastify; the routes stay for the requests it leaves to Fastify.
 */
export function registerAssetRoutes(app: FastifyInstance, files: StaticSite, security: SecurityHeaderSets, frontDoor?: FrontDoor): void {
  const labels = new Map<string, { site: string; route: string }>();
  const labelsOf = (site: string, route: string) => {
    const key = `${route} ${site}`;
    let made = labels.get(key);
    if (!made) labels.set(key, (made = Object.freeze({ site, route })));
    return made;
  };
  /** The same files for the front door, by their exact request target (a query goes to the route). */
  const byTarget = new Map<string, { forms: { https: FastForms; http: FastForms }; asset: Asset; route: string }>();
  for (const [urlPath, asset] of files.assets) {
    if (!PLAIN_PATH.test(urlPath) || urlPath.includes('//') || app.hasRoute({ method: 'GET', url: urlPath })) continue;
    const forms = fastForms(asset, security);
    const route = assetRouteLabel(urlPath);
    byTarget.set(urlPath, { forms, asset, route });
    const bySite = new Map<string, { site: string; route: string }>();
    app.get(urlPath, { config: { metricsRoute: route } }, (request, reply) => {
      const domain = request.requestSite.site.domain;
      let label = bySite.get(domain);
      if (!label) bySite.set(domain, (label = labelsOf(domain, route)));
      request.metricsLabels = label;
      writePastReply(request, reply, request.protocol === 'https' ? forms.https : forms.http, asset);
    });
  }
  frontDoor?.add((protocol, requestSite, request) => {
    const file = byTarget.get(request.url ?? '');
    return file ? { forms: file.forms[protocol], bodies: file.asset, site: requestSite.site.domain, route: file.route } : null;
  });
}

/** Paths that name a file (an extension) or a reserved area are never pages. */
export function isPagePath(urlPath: string): boolean {
  if (urlPath.startsWith('/assets/') || isApiPath(urlPath)) return false;
  const last = urlPath.split('/').pop() ?? '';
  return !last.includes('.') || last === 'index.html';
}

export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
