// Helpers for integration tests: a server on the embedded database and, when TEST_DATABASE_URL is
// set, on PostgreSQL in a schema of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServer, type BuiltServer } from '@server/app';
import type { Clock } from '@server/clock';
import type { LoginLimits } from '@server/config';
import { type DatabaseHandle, type DatabaseTarget, dropPostgresSchema, openDatabase } from '@server/db/database';
import { loadRegistry } from '@server/registry';
import { AssetManifest } from '@server/pages/asset-manifest';
import type { RenderLimits } from '@server/pages/render-limit';
import type { ConnectionSettings } from '@server/http/connection-limits';
import { hashPassword } from '@server/services/password';
import type { TelemetrySettings } from '@server/observability/telemetry-settings';

export interface DatabaseCase {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; cleanup(): Promise<void> }>;
}

let snapshot: Blob | undefined;

/**
 * A fresh in-memory embedded database, migrated: a copy of the archive the integration tests'
 * globalSetup made (int-global-setup.ts), or migrated here when run without it.
 */
export async function openEmbeddedTestDatabase(): Promise<DatabaseHandle> {
  const file = inject('embeddedSnapshot') as string | undefined;
  if (!file) return openDatabase({ kind: 'embedded', dataDir: null });
  snapshot ??= new Blob([readFileSync(file)]);
  return openDatabase({ kind: 'embedded', dataDir: null, initialData: snapshot });
}

export function databaseCases(): DatabaseCase[] {
  const cases: DatabaseCase[] = [
    {
      name: 'embedded PGlite',
      open: async () => {
        const handle = await openEmbeddedTestDatabase();
        return { handle, cleanup: () => handle.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    cases.push({
      name: 'PostgreSQL',
      open: async () => {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const target: DatabaseTarget = { kind: 'postgres', url, schema };
        const handle = await openDatabase(target);
        return {
          handle,
          cleanup: async () => {
            await handle.close();
            await dropPostgresSchema(url, schema);
          },
        };
      },
    });
  }
  return cases;
}

export const TEST_SECRET = 'integration-test-secret-that-is-long-enough-0123456789';
export const registry = loadRegistry('config/sites.json');

export interface TestServerOptions {
  accessDurationSeconds?: number;
  debug?: boolean;
  loginLimits?: Partial<LoginLimits>;
  clientDir?: string | null;
  trustProxy?: string[];
  smtpUrl?: string | null;
  outboxDir?: string;
  /** Render pages (from the sources' index.html, without a client build). */
  pages?: boolean;
  signupsPerHour?: number;
  /** Records the wait before a password check of a name under attack instead of waiting. */
  loginDelay?: (ms: number) => Promise<void>;
  /** Lets a scraper with this bearer token read /metrics from another machine. */
  metricsToken?: string;
  /** Receives the log (JSON lines at info level) instead of it being silent. */
  logStream?: { write(line: string): void };
  /** The server's time; the system clock otherwise. */
  clock?: Clock;
  /** Pages rendered at once and waiting; generous otherwise, so tests that render in parallel are never refused. */
  renderLimits?: RenderLimits;
  /** Timeouts and the per-client connection bound; the server's defaults otherwise. */
  connections?: ConnectionSettings;
  /** Error tracking's OTLP export; none otherwise. */
  telemetry?: TelemetrySettings;
  /** Serve HTTPS with this certificate and key (PEM) when listening; plain HTTP otherwise. */
  tls?: { cert: Buffer; key: Buffer };
  /** A built render worker (./server-build.ts) that renders the pages kept for everyone; none otherwise. */
  renderWorker?: string;
}

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  constructor(private time = Date.now()) {}

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

export async function startTestServer(handle: DatabaseHandle, options: TestServerOptions = {}): Promise<BuiltServer> {
  const pages = options.pages
    ? { renderer: await import('@client/entry-server'), pageTemplate: { template: readFileSync('src/client/index.html', 'utf8'), manifest: new AssetManifest({}) } }
    : {};
  return buildServer({
    ...pages,
    registry,
    database: { kind: 'embedded', dataDir: null },
    databaseHandle: handle,
    dataDir: '/nonexistent',
    contentDir: 'content',
    clientDir: options.clientDir ?? null,
    sessionSecret: TEST_SECRET,
    accessDurationSeconds: options.accessDurationSeconds ?? 3600,
    debug: options.debug ?? false,
    trustProxy: options.trustProxy ?? [],
    tls: options.tls ?? null,
    loginLimits: { perClientMax: 1000, perClientWindowMs: 60_000, perUserMax: 1000, perUserWindowMs: 60_000, ...options.loginLimits },
    signupsPerHour: options.signupsPerHour ?? 1000,
    ...(options.loginDelay ? { loginDelay: options.loginDelay } : {}),
    mail: { smtpUrl: options.smtpUrl ?? null, from: 'Sites <sites@example.org>', outboxDir: options.outboxDir ?? '/tmp/test-outbox', timeoutMs: 5000 },
    logLevel: options.logStream ? 'info' : 'silent',
    metricsToken: options.metricsToken ?? null,
    renderLimits: options.renderLimits ?? { concurrency: 4, queue: 1000 },
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.connections ? { connections: options.connections } : {}),
    ...(options.telemetry ? { telemetry: options.telemetry } : {}),
    ...(options.renderWorker ? { renderWorker: options.renderWorker } : {}),
  });
}

export async function addUser(
  server: BuiltServer,
  user: { name: string; password: string; email?: string; entitled?: boolean; internal?: boolean; roles?: string[] },
) {
  return server.users.create({
    name: user.name,
    email: user.email ?? null,
    password_hash: await hashPassword(user.password),
    entitled: user.entitled ?? false,
    internal: user.internal ?? false,
    roles: user.roles ?? [],
  });
}

/** Headers of a same-origin JSON request from a page on the given host. */
export function jsonHeaders(host = 'localhost', protocol = 'http'): Record<string, string> {
  return { host, origin: `${protocol}://${host}`, 'content-type': 'application/json' };
}

/** The session cookie of a response as a Cookie header value, or null. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string | null {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = list.find((item) => /^(__Host-)?session=[^;]+/.test(item));
  return cookie ? cookie.split(';')[0]! : null;
}

/** A GET as over HTTPS through a trusted proxy on this machine (the page tests' request). */
export function httpsGet(server: BuiltServer, host: string, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-proto': 'https', ...headers }, remoteAddress: '127.0.0.1' });
}

/** Logs a user in on a host, over HTTPS through a trusted proxy, and returns the session cookie. */
export async function sessionCookieOf(server: BuiltServer, host: string, username: string, password: string): Promise<string> {
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...jsonHeaders(host, 'https'), 'x-forwarded-proto': 'https' },
    remoteAddress: '127.0.0.1',
    payload: JSON.stringify({ username, password }),
  });
  return sessionCookieFrom(login.headers['set-cookie'])!;
}

/**
 * One server on a copy of the migrated embedded database for the tests of a file or describe block:
 * started before them and handed to `prepared` (to keep it, add accounts, log in); the server and
 * its database closed after them. Call it where beforeAll could be called.
 */
export function serverForTests(options: TestServerOptions, prepared: (server: BuiltServer, handle: DatabaseHandle) => Promise<void> | void): void {
  let server: BuiltServer | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await databaseCases()[0]!.open();
    cleanup = opened.cleanup;
    server = await startTestServer(opened.handle, options);
    await prepared(server, opened.handle);
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await cleanup?.();
  });
}
