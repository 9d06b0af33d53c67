// The server's configuration, read and validated from the environment in one place.
import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { DEFAULT_ACCESS_DURATION_SECONDS } from '@shared/constants';
import type { SiteRegistry } from '@shared/site-registry';
import type { DatabaseTarget } from './db/database';
import type { DkimKey, MailConfig } from './mail/mailer';
import type { RenderLimits } from './pages/render-limit';
import { type ConnectionSettings, DEFAULT_CONNECTION_SETTINGS } from './http/connection-limits';
import { DEFAULT_SHUTDOWN_DRAIN_MS } from './http/graceful-shutdown';
import { loadRegistry } from './registry';
import { type TelemetrySettings, otlpHeaders } from './observability/telemetry-settings';

export interface LoginLimits {
  perClientMax: number;
  perClientWindowMs: number;
  perUserMax: number;
  perUserWindowMs: number;
}

export interface ServerConfig {
  registry: SiteRegistry;
  database: DatabaseTarget;
  dataDir: string;
  /** Folder of the page texts: content/<folder>/<lang>/<page>.md. */
  contentDir: string;
  /** Folder of the built client (index.html and assets); null serves the API only (npm run dev). */
  clientDir: string | null;
  sessionSecret: string;
  accessDurationSeconds: number;
  debug: boolean;
  /** Addresses of reverse proxies whose X-Forwarded-* headers are believed. */
  trustProxy: string[];
  tls: { cert: Buffer; key: Buffer } | null;
  loginLimits: LoginLimits;
  /** Sign-up requests per client address and hour. */
  signupsPerHour: number;
  mail: MailConfig;
  logLevel: string;
  /** Bearer token that lets a scraper on another machine read /metrics; loopback needs none. */
  metricsToken: string | null;
  /** Pages rendered at once and waiting for a turn; beyond them a page miss is answered 503. */
  renderLimits: RenderLimits;
  /** Request, header and keep-alive timeouts and the per-client connection bound; the defaults when absent. */
  connections?: ConnectionSettings;
  /** How long a SIGTERM drains (readiness 503, connections closed after their answer) before the listener closes. */
  shutdownDrainMs?: number;
  /** Where traces and errors go (OTLP over HTTP); null or absent: nothing is exported and no SDK is loaded. */
  telemetry?: TelemetrySettings | null;
}

const flag = z
  .enum(['', '0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_DURATION_SECONDS: z.coerce.number().int().min(2).max(366 * 24 * 3600).default(DEFAULT_ACCESS_DURATION_SECONDS),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  DEBUG: flag.default(false),
  TRUST_PROXY: z.string().default(''),
  SITES_CONFIG: z.string().default('config/sites.json'),
  CLIENT_DIR: z.string().default('dist/client'),
  CONTENT_DIR: z.string().min(1).default('content'),
  LOGIN_RATE_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_PER_USER: z.coerce.number().int().min(1).default(8),
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: flag.default(false),
  MAIL_FROM: z.string().optional(),
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DKIM_DOMAIN: z.string().regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name').optional(),
  DKIM_SELECTOR: z.string().regex(/^[a-z0-9]([a-z0-9._-]{0,61}[a-z0-9])?$/i, 'must be a DNS label (letters, digits, - and .)').optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  RENDER_QUEUE: z.coerce.number().int().min(0).default(256),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECTION_SETTINGS.requestTimeoutMs),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECTION_SETTINGS.headersTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECTION_SETTINGS.keepAliveTimeoutMs),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_CONNECTION_SETTINGS.idleTimeoutMs),
  CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).default(DEFAULT_CONNECTION_SETTINGS.perClient),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(DEFAULT_SHUTDOWN_DRAIN_MS),
  /** Empty counts as unset (an env file's `OTEL_EXPORTER_OTLP_ENDPOINT=`). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })]).optional(),
  OTEL_EXPORTER_OTLP_HEADERS: z.string().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('heartfelt-sites'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'json' forces JSON lines on a terminal too (see startup.ts wantsPrettyLog). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** 'production' keeps the log in JSON and marks a deployed server. */
  NODE_ENV: z.string().optional(),
});

export type Environment = z.input<typeof envSchema>;

/** Every environment variable the server reads (listed, with a comment each, in .env.example). */
export const ENVIRONMENT_VARIABLES = Object.keys(envSchema.shape);

/**
 * The environment with the settings of a .env file (KEY=value lines) added where the real
 * environment does not set them: the real environment wins. No file, no change.
 */
export function withEnvFile(env: Record<string, string | undefined>, file = '.env'): Record<string, string | undefined> {
  if (!existsSync(file)) return env;
  const fromFile = parseEnv(readFileSync(file, 'utf8'));
  return { ...fromFile, ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) };
}

export class ConfigError extends Error {}

/** Reads the secret from the environment, or from DATA_DIR, creating it there on first start. */
function resolveSessionSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A file a setting names, or a ConfigError that says which setting and which path. */
function readSetting(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`;
    throw new ConfigError(`Invalid environment:\n  ${name}: the file ${path.resolve(file)} ${reason}`, { cause: error });
  }
}

export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.TLS_CERT) !== Boolean(e.TLS_KEY)) throw new ConfigError('Invalid environment:\n  TLS_CERT and TLS_KEY must be set together');
  const dkim = dkimKey(e);
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) throw new ConfigError('Invalid environment:\n  HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  const dataDir = path.resolve(e.DATA_DIR);
  const registry = loadRegistry(e.SITES_CONFIG);
  return {
    registry,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'embedded', dataDir: path.join(dataDir, 'db') },
    dataDir,
    contentDir: path.resolve(e.CONTENT_DIR),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : null,
    sessionSecret: resolveSessionSecret(e.SESSION_SECRET, dataDir),
    accessDurationSeconds: e.ACCESS_DURATION_SECONDS,
    debug: e.DEBUG,
    trustProxy: e.TRUST_PROXY.split(',').map((item) => item.trim()).filter(Boolean),
    tls: e.TLS_CERT && e.TLS_KEY ? { cert: readSetting('TLS_CERT', e.TLS_CERT), key: readSetting('TLS_KEY', e.TLS_KEY) } : null,
    loginLimits: {
      perClientMax: e.LOGIN_RATE_PER_CLIENT,
      perClientWindowMs: 60_000,
      perUserMax: e.LOGIN_RATE_PER_USER,
      perUserWindowMs: 15 * 60_000,
    },
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    mail: {
      smtpUrl: e.SMTP_URL ?? smtpUrlFromParts(e),
      from: e.MAIL_FROM ?? `${registry.owner.firstName} ${registry.owner.lastName} <${registry.owner.mail}>`,
      outboxDir: path.join(dataDir, 'outbox'),
      timeoutMs: e.MAIL_TIMEOUT_MS,
      dkim,
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    renderLimits: { concurrency: e.RENDER_CONCURRENCY, queue: e.RENDER_QUEUE },
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
      perClient: e.CONNECTIONS_PER_CLIENT,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    telemetry: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, headers: otlpHeaders(e.OTEL_EXPORTER_OTLP_HEADERS), serviceName: e.OTEL_SERVICE_NAME }
      : null,
  };
}

/** The DKIM key from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE (all three or none), checked to be a private key. */
function dkimKey(e: z.infer<typeof envSchema>): DkimKey | null {
  const given = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY_FILE].filter(Boolean).length;
  if (given === 0) return null;
  if (given !== 3 || !e.DKIM_DOMAIN || !e.DKIM_SELECTOR || !e.DKIM_PRIVATE_KEY_FILE) {
    throw new ConfigError('Invalid environment:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE must be set together');
  }
  const privateKey = readSetting('DKIM_PRIVATE_KEY_FILE', e.DKIM_PRIVATE_KEY_FILE).toString('utf8');
  try {
    createPrivateKey(privateKey);
  } catch (error) {
    throw new ConfigError(`Invalid environment:\n  DKIM_PRIVATE_KEY_FILE: ${path.resolve(e.DKIM_PRIVATE_KEY_FILE)} is not a private key in PEM format`, { cause: error });
  }
  return { domainName: e.DKIM_DOMAIN.toLowerCase(), keySelector: e.DKIM_SELECTOR, privateKey };
}

function smtpUrlFromParts(e: z.infer<typeof envSchema>): string | null {
  if (!e.SMTP_HOST) return null;
  const auth = e.SMTP_USER ? `${encodeURIComponent(e.SMTP_USER)}:${encodeURIComponent(e.SMTP_PASSWORD ?? '')}@` : '';
  return `${e.SMTP_SECURE ? 'smtps' : 'smtp'}://${auth}${e.SMTP_HOST}:${e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587)}`;
}

export function listenAddress(env: Record<string, string | undefined>): { port: number; host: string } {
  const e = envSchema.parse(env);
  return { port: e.PORT, host: e.HOST };
}
