import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtp } from '@server/testing/test-smtp';
import { createMailer } from './mailer';

describe('mail without SMTP', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mailer-'));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('says loudly at start that mails with passwords go to the outbox, and keeps them readable by the owner only', async () => {
    const outboxDir = path.join(root, 'outbox');
    mkdirSync(outboxDir, { mode: 0o755 });
    const warnings: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'sites@example.org', outboxDir, timeoutMs: 1000 }, { info: () => undefined, warn: (message) => warnings.push(message) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(outboxDir);
    expect(warnings[0]).toMatch(/initial passwords in plain text/);
    expect(warnings[0]).toMatch(/SMTP_URL/);

    const { file } = await mailer.send({ to: 'clara@example.org', subject: 'Your access', text: 'Initial password: x' });
    expect(readdirSync(outboxDir)).toEqual([path.basename(file!)]);
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
  });
});

describe('DKIM', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dkim = { domainName: 'diakonie-forum.example', keySelector: 'sites2026', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
  const quiet = { info: () => undefined, warn: () => undefined };

  it('signs a message sent over SMTP when a key is configured, and only then', async () => {
    const smtp = await startTestSmtp();
    try {
      const signed = createMailer({ smtpUrl: smtp.url, from: 'Sites <sites@diakonie-forum.example>', outboxDir: '/nonexistent', timeoutMs: 5000, dkim }, quiet);
      await signed.send({ to: 'clara@example.org', subject: 'Your access', text: 'Initial password: x' });
      signed.close();
      const unsigned = createMailer({ smtpUrl: smtp.url, from: 'Sites <sites@diakonie-forum.example>', outboxDir: '/nonexistent', timeoutMs: 5000 }, quiet);
      await unsigned.send({ to: 'jonas@example.org', subject: 'Your access', text: 'Initial password: y' });
      unsigned.close();
      const [first, second] = smtp.inbox;
      const signature = /^DKIM-Signature: (.*(?:\r?\n[ \t].*)*)/m.exec(first!.raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ');
      expect(signature).toMatch(/\ba=rsa-sha256;/);
      expect(signature).toMatch(/\bd=diakonie-forum\.example;/);
      expect(signature).toMatch(/\bs=sites2026;/);
      expect(signature).toMatch(/\bh=[^;]*From/i);
      expect(signature).toMatch(/\bb=[A-Za-z0-9+/=\s]{100,}/);
      expect(second!.raw).not.toMatch(/^DKIM-Signature:/m);
    } finally {
      await smtp.close();
    }
  });

  it('signs the outbox copy the same way', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'mailer-dkim-'));
    try {
      const mailer = createMailer({ smtpUrl: null, from: 'sites@diakonie-forum.example', outboxDir, timeoutMs: 1000, dkim }, quiet);
      const { file } = await mailer.send({ to: 'clara@example.org', subject: 'Your access', text: 'x' });
      expect(readFileSync(file!, 'utf8').replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^DKIM-Signature: .*\bd=diakonie-forum\.example;/m);
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
