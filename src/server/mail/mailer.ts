// Sends email with nodemailer: over SMTP when configured, otherwise as .eml files in
// DATA_DIR/outbox (so a fresh machine works without a mail server). Sending is bounded in time.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { ensurePrivateDir, writePrivateFile } from '@server/private-files';

export interface MailConfig {
  /** smtp:// or smtps:// URL; null writes .eml files to outboxDir. */
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  timeoutMs: number;
  /**
   * Signs every message with DKIM (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE) so receivers
   * can check it comes from the sending domain; null sends unsigned (the relay may sign instead).
   */
  dkim?: DkimKey | null;
}

export interface DkimKey {
  /** The signing domain (d=), usually the domain of MAIL_FROM. */
  domainName: string;
  /** The selector (s=): the public key is published at <selector>._domainkey.<domain>. */
  keySelector: string;
  /** The private key, PEM. */
  privateKey: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ file: string | null }>;
  close(): void;
}

export interface MailLog {
  info(message: string): void;
  warn(message: string): void;
}

export function createMailer(config: MailConfig, log: MailLog): Mailer {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      // A local test server or a relay without TLS is allowed when the URL asks for it.
      ignoreTLS: url.searchParams.get('tls') === 'off',
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      ...(config.dkim ? { dkim: config.dkim } : {}),
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: config.from, ...mail });
        return { file: null };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...(config.dkim ? { dkim: config.dkim } : {}) });
  log.warn(
    `No SMTP_URL is set: emails, including initial passwords in plain text, are written to ${config.outboxDir} ` +
      '(readable by this user only) instead of being sent. Set SMTP_URL=smtp://user:password@host:587 to send them.',
  );
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, ...mail });
      // The outbox holds initial passwords in plain text: only the server's own user may read it.
      ensurePrivateDir(config.outboxDir);
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      writePrivateFile(file, info.message as Buffer);
      log.info(`Mail to ${mail.to} written to ${file}`);
      return { file };
    },
    close: () => undefined,
  };
}
