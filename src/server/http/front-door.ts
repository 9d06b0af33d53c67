// The front door (issue 19, docs/decisions/030): answers made before — the build's files and kept
// pages at addresses a visitor was answered at before — written from Node's request listener,
// before Fastify makes a request and a reply, finds a route and runs a hook. Only what every hook
// would have passed reaches it; anything else, and anything it does not hold, goes on to Fastify
// unchanged. Its answers are byte for byte Fastify's: the same header lists (security headers
// included), the request id, the request counted in the metrics and logged as Fastify logs it.
//
// It stands aside (everything goes to Fastify):
// - for a request that is not GET or HEAD, or names its Host other than once;
// - for a request with a Cookie header (a session, a pending logout: the cookie hooks and the page
//   route decide), unless a source made for cookies takes it (addForCookies: a known session's
//   status, which checks the pending logout itself);
// - for a Host the host guard has not allowed before (it decides: refusal, www. redirect);
// - while the server drains (the drain's hook adds 'connection: close');
// - for whatever a hook registered as its own (standAsideFor: the sign-in hand-off's navigation to
//   /login);
// - when the server is behind a trusted proxy (the protocol and request id come from its headers,
//   which Fastify reads) or traces requests (OpenTelemetry spans every request): not built then.
import { type IncomingMessage, type Server, type ServerOptions, type ServerResponse, createServer as createHttpServer } from 'node:http';
import { type ServerOptions as HttpsServerOptions, createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { type FastForms, type FormBodies, formFor } from './static-assets';
import { type RequestSite, hostHeaderCount } from './host-guard';
import type { Cookies } from './session-cookie';

/** An answer the front door may write: header lists per form for the request's protocol, the bodies, and what the metrics count it under. */
export interface PreparedAnswer {
  forms: FastForms;
  bodies: FormBodies;
  site: string;
  route: string;
}

/** A source of prepared answers (the built files, the kept pages): the answer for this request, or null. */
export type AnswerSource = (protocol: 'http' | 'https', requestSite: RequestSite, request: IncomingMessage) => PreparedAnswer | null;

/**
 * A source that also answers requests with cookies (a known session's status): it gets them
 * parsed by the cookie plugin's parser and decides itself what its hooks would have done with them.
 */
export type CookieAnswerSource = (protocol: 'http' | 'https', requestSite: RequestSite, request: IncomingMessage, cookies: Cookies) => PreparedAnswer | null;

export interface FrontDoorDeps {
  /** The host guard's verdict on a Host header it allowed before (host-guard.ts); undefined otherwise. */
  knownHost(hostHeader: string): RequestSite | undefined;
  draining(): boolean;
  /** The id Fastify would give the request (request-id.ts). */
  requestId(request: IncomingMessage): string;
  /** Counts the answer as the metrics' onResponse hook does (metrics.ts). */
  count(site: string, route: string, method: string, status: number, seconds: number): void;
  /** The cookie plugin's parser (app.parseCookie): the same cookies as request.cookies. */
  parseCookie(header: string): Cookies;
  /** Fastify's logger when it logs every request (level info or lower): the front door logs its answers the same way; null otherwise. */
  accessLog: FastifyBaseLogger | null;
}

/**
 * Each header list once more with the request id's name and a slot for its value at the end:
 * writeHead reads an array of headers at once into the status line and keeps no reference to it,
 * so one array per list is written into for every answer instead of a copy per answer.
 */
const idSlotted = new WeakMap<readonly string[], string[]>();

function withIdSlot(list: readonly string[]): string[] {
  let slotted = idSlotted.get(list);
  if (!slotted) idSlotted.set(list, (slotted = [...list, 'x-request-id', '']));
  return slotted;
}

export class FrontDoor {
  private readonly sources: AnswerSource[] = [];
  private readonly cookieSources: CookieAnswerSource[] = [];
  private readonly asides: Array<(request: IncomingMessage) => boolean> = [];
  /** Set once the server's parts exist (the server is made before them): until then nothing is answered here. */
  private deps: FrontDoorDeps | null = null;
  /** Answers written here (tests and the decision record read it). */
  answered = 0;

  /** Connects the host guard, the drain, the request ids, the metrics and the log. */
  open(deps: FrontDoorDeps): void {
    this.deps = deps;
  }

  /** Adds a source of prepared answers; sources are asked in the order added. */
  add(source: AnswerSource): void {
    this.sources.push(source);
  }

  /** Adds a source that also takes requests with cookies (asked for those only, after the host and drain checks). */
  addForCookies(source: CookieAnswerSource): void {
    this.cookieSources.push(source);
  }

  /** Requests a hook answers itself: the front door leaves them to Fastify. */
  standAsideFor(takes: (request: IncomingMessage) => boolean): void {
    this.asides.push(takes);
  }

  /** Node's request listener: the front door's answer, else Fastify's handler. */
  listener(fastify: (request: IncomingMessage, response: ServerResponse) => void): (request: IncomingMessage, response: ServerResponse) => void {
    return (request, response) => {
      if (!this.answer(request, response)) fastify(request, response);
    };
  }

  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, headers } = request;
    const { deps } = this;
    const { cookie } = headers;
    if ((method !== 'GET' && method !== 'HEAD') || !deps || (cookie === undefined ? this.sources : this.cookieSources).length === 0) return false;
    const hostHeader = headers.host;
    if (hostHeader === undefined || hostHeaderCount(request.rawHeaders) !== 1) return false;
    const requestSite = deps.knownHost(hostHeader);
    if (!requestSite || deps.draining()) return false;
    for (const aside of this.asides) if (aside(request)) return false;
    const started = performance.now();
    const protocol = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
    let prepared: PreparedAnswer | null = null;
    if (cookie === undefined) {
      for (const source of this.sources) if ((prepared = source(protocol, requestSite, request))) break;
    } else {
      const cookies = deps.parseCookie(cookie);
      for (const source of this.cookieSources) if ((prepared = source(protocol, requestSite, request, cookies))) break;
    }
    if (!prepared) return false;
    this.write(deps, request, response, prepared, method, started);
    return true;
  }

  private write(deps: FrontDoorDeps, request: IncomingMessage, response: ServerResponse, { forms, bodies, site, route }: PreparedAnswer, method: string, started: number): void {
    const form = formFor(request.headers, forms, bodies);
    const list = forms[form]!;
    const body = form === 'revalidated' ? null : bodies[form];
    const status = body ? 200 : 304;
    const id = deps.requestId(request);
    const logged = deps.accessLog?.child({ reqId: id });
    // The access log as Fastify writes it (its request serializer's fields).
    logged?.info({ req: { method, url: request.url, version: request.headers['accept-version'], host: request.headers.host, remoteAddress: request.socket.remoteAddress, remotePort: request.socket.remotePort } }, 'incoming request');
    const answerHeaders = withIdSlot(list);
    answerHeaders[answerHeaders.length - 1] = id;
    response.writeHead(status, answerHeaders);
    // HEAD: Node leaves the body out and keeps the length of the form (RFC 9110 §9.3.2).
    if (body && method === 'GET') response.end(body);
    else response.end();
    const seconds = (performance.now() - started) / 1000;
    deps.count(site, route, method, status, seconds);
    logged?.info({ res: { statusCode: status }, responseTime: seconds * 1000 }, 'request completed');
    this.answered += 1;
  }
}

/** Fastify's server options that Node's server takes (Fastify sets them itself only on a server it makes). */
export interface FrontDoorServerOptions {
  https?: HttpsServerOptions | null;
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * The HTTP(S) server with the front door before Fastify's handler (Fastify's serverFactory), set up
 * as Fastify sets up the servers it makes (lib/server.js: keep-alive, request and idle timeouts).
 */
export function serverWithFrontDoor(frontDoor: FrontDoor, handler: (request: IncomingMessage, response: ServerResponse) => void, options: FrontDoorServerOptions): Server {
  const listener = frontDoor.listener(handler);
  const server = options.https ? createHttpsServer(options.https, listener) : createHttpServer(options.http ?? {}, listener);
  server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout);
  return server;
}
