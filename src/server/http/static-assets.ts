// Serves the built client from memory: every file with its brotli and gzip forms, made at build time.
// Hashed assets are immutable; index.html revalidates. Unknown page paths get the app shell,
// but a missing asset, robots.txt or any /api path never does.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './host-guard';

interface Asset {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
  cacheControl: string;
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
  assets: Map<string, Asset>;
  shell: Asset;
}

/** Loads the build into memory. transformShell adds per-deployment data (the site registry) to index.html. */
export function loadStaticSite(clientDir: string, transformShell: (html: string) => string): StaticSite {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The client is not built: ${indexFile} is missing. Run 'npm run build' (npm start does this for you).`);
  }
  const assets = new Map<string, Asset>();
  for (const urlPath of walk(clientDir)) {
    if (urlPath.endsWith('.br') || urlPath.endsWith('.gz') || urlPath === '/index.html') continue;
    const file = path.join(clientDir, urlPath);
    assets.set(urlPath, makeAsset(readFileSync(file), file, urlPath));
  }
  const shellBody = Buffer.from(transformShell(readFileSync(indexFile, 'utf8')));
  return { assets, shell: makeAsset(shellBody, path.join(clientDir, 'no-precompressed-shell'), '/index.html') };
}

function pickEncoding(request: FastifyRequest, asset: Asset): { body: Buffer; encoding: string | null } {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (asset.br && /\bbr\b/.test(accept)) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && /\bgzip\b/.test(accept)) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.body, encoding: null };
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset, status = 200): FastifyReply {
  reply.header('cache-control', asset.cacheControl).header('etag', asset.etag).header('vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const { body, encoding } = pickEncoding(request, asset);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(status).type(asset.type).send(request.method === 'HEAD' ? undefined : body);
}

/** Paths that name a file (an extension) or a reserved area never fall back to the app shell. */
function isPagePath(urlPath: string): boolean {
  if (urlPath.startsWith('/assets/') || isApiPath(urlPath)) return false;
  const last = urlPath.split('/').pop() ?? '';
  return !last.includes('.') || last === 'index.html';
}

export function registerStaticSite(app: FastifyInstance, site: StaticSite): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = safeDecode(request.url.split('?')[0] ?? '/');
    if (urlPath === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    const asset = site.assets.get(urlPath);
    if (asset) return sendAsset(request, reply, asset);
    if (isPagePath(urlPath)) return sendAsset(request, reply, site.shell);
    return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  };
  app.get('/*', handler);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
