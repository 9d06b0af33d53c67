// Strict security headers on every answer. HSTS and upgrade-insecure-requests only over HTTPS:
// on plain-http local hosts the upgrade would break every asset.
import type { FastifyInstance } from 'fastify';

function contentSecurityPolicy(https: boolean, scriptHashes: readonly string[], inlineStyles: boolean, styleHashes: readonly string[]): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The security headers of every answer, over HTTPS and over plain HTTP, made once. */
export interface SecurityHeaderSets {
  https: Readonly<Record<string, string>>;
  http: Readonly<Record<string, string>>;
}

/**
 * scriptHashes: the CSP sources of the inline scripts the pages carry (the boot script), no other.
 * inlineStyles: only in development, where Vite adds the client's CSS as <style> elements.
 * styleHashes: the CSP sources of the inline styles the built pages carry (the entry stylesheet, pages/inline-styles.ts), no other.
 */
export function securityHeaderSets(
  scriptHashes: readonly string[] = [],
  { inlineStyles = false, styleHashes = [] }: { inlineStyles?: boolean; styleHashes?: readonly string[] } = {},
): SecurityHeaderSets {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  return {
    https: Object.freeze({ 'content-security-policy': contentSecurityPolicy(true, scriptHashes, inlineStyles, styleHashes), 'strict-transport-security': 'max-age=31536000; includeSubDomains', ...common }),
    http: Object.freeze({ 'content-security-policy': contentSecurityPolicy(false, scriptHashes, inlineStyles, styleHashes), ...common }),
  };
}

/**
 * Adds the security headers to every answer Fastify sends (an answer written past Fastify, as the
 * static files' fast path does, carries them itself: static-assets.ts). Answers the sets it adds.
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = [], styles: { inlineStyles?: boolean; styleHashes?: readonly string[] } = {}): SecurityHeaderSets {
  const sets = securityHeaderSets(scriptHashes, styles);
  // Made once: an answer copies one of two objects (a synchronous hook, no promise per request).
  const { https: overHttps, http: overHttp } = sets;
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : overHttp);
    done(null, payload);
  });
  return sets;
}
