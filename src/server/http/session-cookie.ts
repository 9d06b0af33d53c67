// The session cookie: httpOnly, SameSite=Strict, Path=/, no Domain; __Host- and Secure over HTTPS.
// Beside it a readable marker without content (src/shared/session-marker.ts) with the same life.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MARKER_LOCAL, SESSION_MARKER_SECURE } from '@shared/session-marker';

const SECURE_NAME = '__Host-session';
const LOCAL_NAME = 'session';

function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_NAME : LOCAL_NAME;
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[cookieName(request)];
  return value && value.length < 4096 ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  const https = request.protocol === 'https';
  reply.setCookie(cookieName(request), token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: https,
    maxAge: maxAgeSeconds,
  });
  reply.setCookie(https ? SESSION_MARKER_SECURE : SESSION_MARKER_LOCAL, '1', { httpOnly: false, sameSite: 'strict', path: '/', secure: https, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const https = request.protocol === 'https';
  reply.clearCookie(cookieName(request), { httpOnly: true, sameSite: 'strict', path: '/', secure: https });
  reply.clearCookie(https ? SESSION_MARKER_SECURE : SESSION_MARKER_LOCAL, { httpOnly: false, sameSite: 'strict', path: '/', secure: https });
}
