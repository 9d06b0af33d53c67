// Every request gets an id that appears in each of its log lines and in the X-Request-Id answer
// header: the one a trusted proxy sends (so a request can be followed through proxy and server),
// else a new one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether an address is one of the configured proxies (addresses or CIDR ranges, IPv4 or IPv6). */
export function proxyMatcher(trusted: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address ?? '')) continue;
    if (bits === undefined) list.addAddress(address!, family);
    else list.addSubnet(address!, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, family);
  };
}

export function requestIdGenerator(trusted: readonly string[]): (request: IncomingMessage) => string {
  const fromProxy = proxyMatcher(trusted);
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && ID_PATTERN.test(given) && fromProxy(request.socket.remoteAddress) ? given : randomUUID();
  };
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
