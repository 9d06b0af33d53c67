// What the first log lines say (what runs, where to open it, which database and mail), whether the
// log is pretty, and start-up failures in words an operator can act on.
import { createRequire } from 'node:module';
import { describePostgresUrl } from './db/database';
import type { ServerConfig } from './config';

export function startupSummary(config: ServerConfig, address: { host: string; port: number }): string[] {
  const scheme = config.tls ? 'https' : 'http';
  const openHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(address.host) ? 'localhost' : address.host;
  const sites = config.registry.sites.map((site) => `  ${site.domain} (${site.set}): ${site.hosts.join(', ')}`);
  const database =
    config.database.kind === 'postgres'
      ? `Database: PostgreSQL at ${describePostgresUrl(config.database.url)}`
      : `Database: embedded (PGlite) in ${config.database.dataDir ?? 'memory'}`;
  const mail = config.mail.smtpUrl ? `Mail: sent through ${describeSmtpUrl(config.mail.smtpUrl)}` : `Mail: written to ${config.mail.outboxDir} (no SMTP_URL set)`;
  return [
    `Serving ${config.registry.sites.length} sites:`,
    ...sites,
    `Open ${scheme}://${openHost}:${address.port}/ (on a local host: the construction site and a switch between all sites)`,
    database,
    mail,
  ];
}

/** host:port of an SMTP URL, without user or password. */
function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
}

/** A start-up failure as one sentence naming the setting to change. */
export function describeStartupError(error: unknown, address: { host: string; port: number }): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'EADDRINUSE') return `Port ${address.port} on ${address.host} is in use by another program: stop it, or choose another port with PORT.`;
  if (code === 'EACCES') return `Port ${address.port} on ${address.host} needs more privileges: use a port above 1023 (PORT) behind a reverse proxy.`;
  if (code === 'EADDRNOTAVAIL') return `The address ${address.host} is not one of this machine's: change HOST.`;
  return message ?? String(error);
}

/** A readable log on a terminal in development (pino-pretty, a development dependency), JSON otherwise. */
export function wantsPrettyLog(env: Record<string, string | undefined>, isTerminal: boolean): boolean {
  if (!isTerminal || env.NODE_ENV === 'production' || env.LOG_FORMAT === 'json') return false;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
