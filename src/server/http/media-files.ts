// Media (/media/<domain>/…: videos, posters, captions) are served from disk as streams, with byte
// ranges (206), ETag and Last-Modified, so Safari and iOS can play and seek the videos and the
// server's memory holds only the small hashed assets.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const MEDIA_PREFIX = '/media/';

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp3': 'audio/mpeg',
};

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The single byte range of a Range header (RFC 9110), null when absent or not one bytes range. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The file of a media path inside the client folder, or null when there is none (or it escapes the folder). */
export function mediaFile(clientDir: string, urlPath: string): { file: string; size: number; mtime: Date } | null {
  if (!urlPath.startsWith(MEDIA_PREFIX) || urlPath.includes('\0')) return null;
  const root = path.join(clientDir, 'media');
  const file = path.join(clientDir, urlPath);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const stat = statSync(file);
    return stat.isFile() ? { file, size: stat.size, mtime: stat.mtime } : null;
  } catch {
    return null;
  }
}

export function sendMediaFile(request: FastifyRequest, reply: FastifyReply, media: { file: string; size: number; mtime: Date }): FastifyReply {
  const etag = `"${media.size.toString(36)}-${media.mtime.getTime().toString(36)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', media.mtime.toUTCString())
    .header('cache-control', 'public, max-age=86400')
    .type(TYPES[path.extname(media.file).toLowerCase()] ?? 'application/octet-stream');
  const modifiedSince = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  const notModified =
    request.headers['if-none-match'] !== undefined ? request.headers['if-none-match'] === etag : Number.isFinite(modifiedSince) && Math.floor(media.mtime.getTime() / 1000) <= modifiedSince / 1000;
  if (notModified) return reply.code(304).send();
  // A range applies only while the file is still the one the client has (If-Range).
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, media.size) : null;
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${media.size}`).send();
  const { start, end } = range ?? { start: 0, end: media.size - 1 };
  reply.code(range ? 206 : 200).header('content-length', String(end - start + 1));
  if (range) reply.header('content-range', `bytes ${start}-${end}/${media.size}`);
  if (request.method === 'HEAD' || media.size === 0) return reply.send();
  return reply.send(createReadStream(media.file, { start, end }));
}
