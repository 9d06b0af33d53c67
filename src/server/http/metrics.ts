// GET /metrics in Prometheus text format (prom-client): requests by site, route template and status
// with their latency, page renders and their time, page-cache hits and misses, active sessions, the
// database pool, the session cache, mail sent and failed, failed logins, and the process itself.
// Served to this machine (a loopback peer that no proxy relayed) or to a scraper with METRICS_TOKEN,
// also by IP address (deploy/grafana-dashboard.json reads them). A request costs a few additions to
// plain arrays; labels are formatted only when Prometheus scrapes (docs/decisions/020).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
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
  /** The session cache: entries held and whether notifications keep it trusted; null when not known. */
  sessionCache?(): { entries: number; trusted: boolean } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site and route template a page request is counted under (set by the page routes). */
    metricsLabels: { site: string; route: string } | null;
  }
}

const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] as const;

type Labels = Record<string, string>;

interface MetricValue {
  labels: Labels;
  value: number;
  metricName?: string;
}

/**
 * Counters per label set kept in a Map of plain numbers: an increment is a lookup and an addition
 * (prom-client hashes the labels on every call). prom-client's registry reads it like its own metrics.
 */
class LabelledCounter {
  readonly type = 'counter';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(key: string, labels: () => Labels, by = 1): void {
    const entry = this.series.get(key);
    if (entry) entry.value += by;
    else this.series.set(key, { labels: labels(), value: by });
  }

  /** The series of a label set, made at its first use: a caller that keeps it adds to entry.value. */
  entry(key: string, labels: () => Labels): { labels: Labels; value: number } {
    let entry = this.series.get(key);
    if (!entry) this.series.set(key, (entry = { labels: labels(), value: 0 }));
    return entry;
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: MetricValue[] } {
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values: [...this.series.values()].map(({ labels, value }) => ({ labels, value })) };
  }

  /** Zeroes every series (kept: callers hold their entries). */
  reset(): void {
    for (const entry of this.series.values()) entry.value = 0;
  }
}

interface HistogramSeries {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

/** One site, route template and method: its latency series and its request counter per status. */
interface RequestSeries {
  latency: HistogramSeries;
  byStatus: Map<number, { labels: Labels; value: number }>;
}

/** A histogram per label set in plain arrays (bucket counts, sum, count), formatted when scraped. */
class LabelledHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(key: string, labels: () => Labels, seconds: number): void {
    this.observeInto(this.entry(key, labels), seconds);
  }

  /** The series of a label set, made at its first use, for observeInto. */
  entry(key: string, labels: () => Labels): HistogramSeries {
    let entry = this.series.get(key);
    if (!entry) this.series.set(key, (entry = { labels: labels(), buckets: this.bounds.map(() => 0), sum: 0, count: 0 }));
    return entry;
  }

  /** Adds one observation: a few comparisons and additions, nothing allocated. */
  observeInto(entry: HistogramSeries, seconds: number): void {
    const { bounds } = this;
    for (let at = 0; at < bounds.length; at += 1) {
      if (seconds <= bounds[at]!) {
        entry.buckets[at]! += 1;
        break;
      }
    }
    entry.sum += seconds;
    entry.count += 1;
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: MetricValue[] } {
    const values: MetricValue[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += buckets[index]!;
        values.push({ labels: { le: String(bound), ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** Zeroes every series (kept: callers hold their entries). */
  reset(): void {
    for (const entry of this.series.values()) {
      entry.buckets.fill(0);
      entry.sum = 0;
      entry.count = 0;
    }
  }
}

/** What the page routes tell the metrics (src/server/pages/page-routes.ts PageObserver). */
export interface PageMetrics {
  route(request: FastifyRequest, site: string, route: string): void;
  cache(site: string, hit: boolean): void;
  rendered(site: string, route: string, seconds: number): void;
}

/** One registry per server (tests run several servers in one process). */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new LabelledCounter('http_requests_total', 'HTTP requests answered, by site, route template, method and status.');
  private readonly latency = new LabelledHistogram('http_request_duration_seconds', 'Time to answer an HTTP request, by site, route template and method.', LATENCY_BUCKETS);
  private readonly renders = new LabelledHistogram('page_render_seconds', 'Time to render a page on the server (kept pages are rendered once), by site and route template.', RENDER_BUCKETS);
  private readonly cacheLookups = new LabelledCounter('page_cache_lookups_total', 'Visitors’ public pages looked up in the page cache, by site and result (hit: answered with a kept page; miss: rendered for the request).');
  private readonly mails = new Counter({ name: 'mail_messages_total', help: 'Emails handed to the mail server or the outbox, by outcome.', labelNames: ['outcome'] as const, registers: [this.registry] });
  private readonly loginFailures = new Counter({ name: 'login_failures_total', help: 'Refused logins, by reason.', labelNames: ['reason'] as const, registers: [this.registry] });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    for (const metric of [this.requests, this.latency, this.renders, this.cacheLookups]) this.registry.registerMetric(metric as never);
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
    new Gauge({
      name: 'session_cache_entries',
      help: 'Sessions held in the in-memory session cache (absent when not known).',
      registers: [this.registry],
      collect() {
        this.reset();
        const cache = sources.sessionCache?.();
        if (cache) this.set(cache.entries);
      },
    });
    new Gauge({
      name: 'session_cache_trusted',
      help: '1 while database notifications keep the session cache correct, 0 while session checks go to the database (absent when not known).',
      registers: [this.registry],
      collect() {
        this.reset();
        const cache = sources.sessionCache?.();
        if (cache) this.set(cache.trusted ? 1 : 0);
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

  /** What the page routes report: each page's site and route template, cache lookups and render times. */
  readonly pages: PageMetrics = {
    route: (request, site, route) => {
      request.metricsLabels = { site, route };
    },
    cache: (site, hit) => {
      const result = hit ? 'hit' : 'miss';
      this.cacheLookups.inc(`${site} ${result}`, () => ({ site, result }));
    },
    rendered: (site, route, seconds) => {
      this.renders.observe(`${site} ${route}`, () => ({ site, route }), seconds);
    },
  };

  /** site → route → method: lookups by strings that already exist, no key made per request. */
  private readonly table = new Map<string, Map<string, Map<string, RequestSeries>>>();

  private seriesOf(site: string, route: string, method: string): RequestSeries {
    let routes = this.table.get(site);
    if (!routes) this.table.set(site, (routes = new Map()));
    let methods = routes.get(route);
    if (!methods) routes.set(route, (methods = new Map()));
    let series = methods.get(method);
    if (!series) {
      const key = `${site} ${route} ${method}`;
      series = { latency: this.latency.entry(key, () => ({ site, route, method })), byStatus: new Map() };
      methods.set(method, series);
    }
    return series;
  }

  /** Counts one answer and its time: the onResponse hook for Fastify's answers, the front door for its own. */
  countRequest(site: string, route: string, method: string, status: number, seconds: number): void {
    const series = this.seriesOf(site, route, method);
    let requests = series.byStatus.get(status);
    if (!requests) series.byStatus.set(status, (requests = this.requests.entry(`${site} ${route} ${method} ${status}`, () => ({ site, route, method, status: String(status) }))));
    requests.value += 1;
    this.latency.observeInto(series.latency, seconds);
  }

  /**
   * Times every request (a synchronous hook: no promise per request). The route is its template —
   * the page routes name the page's ('/cv'), others their pattern — never the raw URL, which would
   * grow without bound; the site is the host's ('' for a scraper or probe by address).
   */
  register(app: FastifyInstance, token: string | null): void {
    app.decorateRequest('metricsLabels', null);
    app.addHook('onResponse', (request, reply, done) => {
      const labels = request.metricsLabels;
      this.countRequest(labels?.site ?? request.requestSite?.site.domain ?? '', labels?.route ?? routeTemplate(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
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

/** The route's template, or the label it names for itself (config.metricsRoute: one route per built file counts as '/assets/*'). */
function routeTemplate(request: FastifyRequest): string {
  const options = request.routeOptions;
  return (options.config as { metricsRoute?: string } | undefined)?.metricsRoute ?? options.url ?? 'unmatched';
}

/** This machine by the connection alone (not relayed by a proxy, trusted or not), or the bearer token. */
function mayScrape(request: FastifyRequest, token: string | null): boolean {
  if (isUnforwardedLoopbackPeer(request)) return true;
  const offered = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !offered) return false;
  const [a, b] = [Buffer.from(offered), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
