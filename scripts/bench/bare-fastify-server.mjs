// Anchor: a bare Fastify 5 app over the same TLS certificate, no hooks or plugins, serving fixed
// bytes — the product's cached home as gzip at /home and the product's answer to
// /api/check-auth-status for a session at that path. argv[2]: { port, cert, key, home, auth } as
// JSON (home and auth: files; either may be missing, for the memory row's process at rest).
import { existsSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';

const options = JSON.parse(process.argv[2]);
const read = (file) => (file && existsSync(file) ? readFileSync(file) : Buffer.alloc(0));
const home = read(options.home);
const auth = read(options.auth);
const app = Fastify({ https: { cert: readFileSync(options.cert), key: readFileSync(options.key) } });
app.get('/home', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(home));
app.get('/api/check-auth-status', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(auth));
await app.listen({ port: options.port, host: '127.0.0.1' });
