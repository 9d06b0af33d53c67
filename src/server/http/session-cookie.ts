// The session cookie: httpOnly, SameSite=Strict, Path=/, no Domain; __Host- and Secure over HTTPS.
import type { FastifyReply, FastifyRequest } from 'fastify';

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
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), { httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https' });
}
