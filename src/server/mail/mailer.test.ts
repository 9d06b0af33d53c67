import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
