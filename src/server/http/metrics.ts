// GET /metrics in Prometheus text format (prom-client): requests by route and status with their
// latency, active sessions, the database pool, mail sent and failed, failed logins, and the
// process itself. Served to this machine (a loopback peer that no proxy relayed) or to a scraper
// with METRICS_TOKEN.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Mailer } from '@server/mail/mailer';
import { sendError } from './errors';
import { isUnforwardedLoopbackPeer } from './peer';

export const METRICS_PATH = '/metrics';

/** What the counters cannot see by themselves: read when Prometheus scrapes. */
export interface MetricsSources {
  /** Sessions neither revoked nor expired; throws when the database does not answer. */
  activeSessions(): Promise<number>;
  /** Connections of the PostgreSQL pool; null for the embedded database. */
  pool(): { total: number; idle: number; waiting: number } | null;
}

/** One registry per server (tests run several servers in one process). */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route, method and status.', labelNames: ['route', 'method', 'status'] as const, registers: [this.registry] });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly mails = new Counter({ name: 'mail_messages_total', help: 'Emails handed to the mail server or the outbox, by outcome.', labelNames: ['outcome'] as const, registers: [this.registry] });
  private readonly loginFailures = new Counter({ name: 'login_failures_total', help: 'Refused logins, by reason.', labelNames: ['reason'] as const, registers: [this.registry] });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'sessions_active',
      help: 'Login sessions neither revoked nor expired (absent while the database does not answer).',
      registers: [this.registry],
      async collect() {
        this.reset();
        const count = await sources.activeSessions().catch(() => null);
        if (count !== null) this.set(count);
      },
    });
    new Gauge({
      name: 'database_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (total, idle, waiting requests).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources.pool();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
    // Present from the start, so a rate over them is defined before the first event.
    for (const outcome of ['sent', 'failed']) this.mails.inc({ outcome }, 0);
  }

  loginFailed(reason: string): void {
    this.loginFailures.inc({ reason });
  }

  /** The mailer, counting each message as sent or failed. */
  countMail(mailer: Mailer): Mailer {
    return {
      send: async (mail) => {
        try {
          const result = await mailer.send(mail);
          this.mails.inc({ outcome: 'sent' });
          return result;
        } catch (error) {
          this.mails.inc({ outcome: 'failed' });
          throw error;
        }
      },
      close: () => mailer.close(),
    };
  }

  /** Times every request; the route is its pattern (never the raw URL, which would grow without bound). */
  register(app: FastifyInstance, token: string | null): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests.inc({ route, method: request.method, status: String(reply.statusCode) });
      this.latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    });
    app.get(METRICS_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!mayScrape(request, token)) return sendError(reply, 403, 'forbidden', 'Metrics are served to this machine or with the metrics token.');
      return this.send(reply);
    });
  }

  private async send(reply: FastifyReply): Promise<string> {
    reply.type(this.registry.contentType);
    return this.registry.metrics();
  }
}

/** This machine by the connection alone (not relayed by a proxy, trusted or not), or the bearer token. */
function mayScrape(request: FastifyRequest, token: string | null): boolean {
  if (isUnforwardedLoopbackPeer(request)) return true;
  const offered = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !offered) return false;
  const [a, b] = [Buffer.from(offered), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
