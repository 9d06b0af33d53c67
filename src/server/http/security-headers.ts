// Strict security headers on every answer. HSTS and upgrade-insecure-requests only over HTTPS:
// on plain-http local hosts the upgrade would break every asset.
import type { FastifyInstance } from 'fastify';

function contentSecurityPolicy(https: boolean, scriptHashes: readonly string[], inlineStyles: boolean): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
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

/**
 * scriptHashes: the CSP sources of the inline scripts the pages carry (the boot script), no other.
 * inlineStyles: only in development, where Vite adds the client's CSS as <style> elements.
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = [], { inlineStyles = false } = {}): void {
  const CSP_HTTPS = contentSecurityPolicy(true, scriptHashes, inlineStyles);
  const CSP_HTTP = contentSecurityPolicy(false, scriptHashes, inlineStyles);
  app.addHook('onSend', async (request, reply) => {
    const https = request.protocol === 'https';
    reply.header('content-security-policy', https ? CSP_HTTPS : CSP_HTTP);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
