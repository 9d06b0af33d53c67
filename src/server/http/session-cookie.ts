// The session cookie: httpOnly, SameSite=Strict, Path=/, no Domain; __Host- and Secure over HTTPS.
// Beside it a readable marker without content (src/shared/session-marker.ts) with the same life.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGOUT_PENDING_LOCAL, LOGOUT_PENDING_SECURE, SESSION_MARKER_LOCAL, SESSION_MARKER_SECURE } from '@shared/session-marker';

const SECURE_NAME = '__Host-session';
const LOCAL_NAME = 'session';

/** Parsed cookies by name (@fastify/cookie's parser: request.cookies, or app.parseCookie of a raw header). */
export type Cookies = Readonly<Record<string, string | undefined>>;

function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_NAME : LOCAL_NAME;
}

/** The session token among a request's cookies, by the protocol's cookie name; undefined without one (or a too long one). */
export function sessionCookieIn(cookies: Cookies, protocol: string): string | undefined {
  const value = cookies[protocol === 'https' ? SECURE_NAME : LOCAL_NAME];
  return value && value.length < 4096 ? value : undefined;
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return sessionCookieIn(request.cookies, request.protocol);
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

/** Whether the request carries a logout the browser could not send (@shared/session-marker). */
export function hasPendingLogout(request: FastifyRequest): boolean {
  return pendingLogoutIn(request.cookies, request.protocol);
}

/** Whether a request's cookies carry a pending logout, by the protocol's cookie name. */
export function pendingLogoutIn(cookies: Cookies, protocol: string): boolean {
  return cookies[protocol === 'https' ? LOGOUT_PENDING_SECURE : LOGOUT_PENDING_LOCAL] !== undefined;
}

/**
 * After a pending logout was carried out: the answer clears the session, its marker and the pending
 * mark, and the rest of this request goes on as a visitor's (no session cookie to read).
 */
export function endSessionOfRequest(request: FastifyRequest, reply: FastifyReply): void {
  const https = request.protocol === 'https';
  clearSessionCookie(request, reply);
  reply.clearCookie(https ? LOGOUT_PENDING_SECURE : LOGOUT_PENDING_LOCAL, { httpOnly: false, sameSite: 'strict', path: '/', secure: https });
  delete request.cookies[cookieName(request)];
}
