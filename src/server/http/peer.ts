// The address of the machine at the other end of the TCP connection, which proxies cannot forge
// (unlike Host or X-Forwarded-For): probes and local-only routes are judged by it.
import type { FastifyRequest } from 'fastify';

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** True when the connection itself comes from this machine. */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress);
}
