// The address of the machine at the other end of the TCP connection, which proxies cannot forge
// (unlike Host or X-Forwarded-For): probes and local-only routes are judged by it.
import type { FastifyRequest } from 'fastify';

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** Headers a proxy adds when it relays a request: their presence means the client is not the peer. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * True when the connection comes from this machine and was not relayed by a proxy on it: a
 * request nginx or Caddy passes on (they add X-Forwarded-For) is not from this machine, whatever
 * TRUST_PROXY says. Metrics, the probes' any-Host exemption and debug data are judged by this.
 */
export function isUnforwardedLoopbackPeer(request: FastifyRequest): boolean {
  return isLoopbackPeer(request) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** True when the connection itself comes from this machine. */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress);
}
