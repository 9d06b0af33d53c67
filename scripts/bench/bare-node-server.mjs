// Anchor: a bare node:https server over the same TLS certificate, no framework, answering every
// request with fixed bytes and fixed headers — the product's cached home as gzip with the very
// headers the product sends with it (security headers included; not its date, request id or
// connection headers, which Node adds or the product makes per request). What any Node answer of
// those bytes and headers costs at least: the ceiling of the product's front door
// (docs/decisions/030). argv[2]: { port, cert, key, home, headers } as JSON (home and headers: files).
import { readFileSync } from 'node:fs';
import https from 'node:https';

const options = JSON.parse(process.argv[2]);
const body = readFileSync(options.home);
const headers = Object.entries(JSON.parse(readFileSync(options.headers, 'utf8'))).flat();
const server = https.createServer({ cert: readFileSync(options.cert), key: readFileSync(options.key), keepAliveTimeout: 10_000 }, (_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(options.port, '127.0.0.1');
