// Reads the mails the HTTPS test server wrote to its outbox (no SMTP in the tests: DATA_DIR/outbox/*.eml).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { HTTPS_PORT } from './hosts';

/** The outbox of the HTTPS server (see e2e-server.ts: DATA_DIR is .tmp/e2e/<name>). */
export const OUTBOX_DIR = path.resolve('.tmp/e2e', `https-${HTTPS_PORT}`, 'outbox');

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

/** Quoted-printable to text: soft line breaks ("=" at a line end) join lines; =XX are bytes. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export function parseMail(raw: string, file = ''): ReceivedMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalized.slice(split + 2);
  const headers = new Map(
    head.split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { file, to: decodeHeader(headers.get('to') ?? ''), subject: decodeHeader(headers.get('subject') ?? ''), text };
}

/** All mails of the outbox, oldest first (the file names begin with an ISO time). */
export function readOutbox(): ReceivedMail[] {
  if (!existsSync(OUTBOX_DIR)) return [];
  return readdirSync(OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(readFileSync(path.join(OUTBOX_DIR, name), 'utf8'), name));
}

/** Waits for the newest mail to an address (optionally one not seen before). */
export async function newestMailTo(address: string, seen: readonly string[] = []): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox()
          .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && !seen.includes(mail.file))
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${address} in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The initial password: the credentials list has it on the line after the email address, in every language. */
export function initialPasswordOf(mail: ReceivedMail, email: string): string {
  const lines = mail.text.split('\n');
  const emailLine = lines.findIndex((line) => line.toLowerCase().includes(email.toLowerCase()));
  const match = /:\s*(\S+)\s*$/.exec(lines[emailLine + 1] ?? '');
  if (emailLine < 0 || !match) throw new Error(`No initial password in ${mail.file}:\n${mail.text}`);
  return match[1]!;
}

/** The unsubscribe link of a mail. */
export function unsubscribeLinkOf(mail: ReceivedMail): URL {
  const match = /https:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text);
  if (!match) throw new Error(`No unsubscribe link in ${mail.file}`);
  return new URL(match[0]);
}
