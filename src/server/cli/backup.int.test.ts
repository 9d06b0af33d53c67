// The backup commands on the embedded database: a backup with the server stopped, a backup asked of a
// running server (its side answered as on SIGUSR2), and a restore that asks first.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerBackupRequest, BACKUP_REQUEST_FILE } from '@server/backup-requests';
import { openDatabase } from '@server/db/database';
import { UserRepository } from '@server/db/user.repository';
import { runBackupCommand } from './backup';
import { runUsersCommand } from './users';

describe('npm run backup / restore on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
  const env = { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) };
  // PGlite touches its folder shortly after close; remove it only when the test process ends.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const run = async (args: string[], confirm: (question: string) => Promise<boolean> = async () => false) => {
    const lines: string[] = [];
    await runBackupCommand(args, env, (line) => lines.push(line), confirm);
    return lines;
  };
  const names = async () => {
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
    try {
      return (await new UserRepository(database.db).list()).map((user) => user.name);
    } finally {
      await database.close();
    }
  };

  it('writes a backup readable by its owner only and restores it after asking', async () => {
    await runUsersCommand(['add', 'gemeinde'], env, () => undefined, async () => 'Shared-secret-2026');
    const file = path.join(dataDir, 'before.json');
    expect(await run(['backup', file])).toEqual([`Backup written to ${file}.`]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await runUsersCommand(['add', 'later'], env, () => undefined, async () => 'Evening-Bell-2026');
    expect(await names()).toEqual(['gemeinde', 'later']);
    await expect(run(['restore', file])).rejects.toThrow(/not confirmed/);
    expect(await names()).toEqual(['gemeinde', 'later']);
    const questions: string[] = [];
    const restored = await run(['restore', file], async (question) => (questions.push(question), true));
    expect(questions[0]).toMatch(/Replace every account, session and the audit log in the embedded database .* \(1 accounts\)\? Type 'yes'/);
    expect(restored[0]).toMatch(/^Restored 1 accounts, 0 sessions and \d+ audit entries/);
    expect(await names()).toEqual(['gemeinde']);
  });

  it('refuses a file that is not a backup without touching the database', async () => {
    const file = path.join(dataDir, 'not-a-backup.json');
    writeFileSync(file, '{"users":[]}');
    await expect(run(['restore', file, '--yes'])).rejects.toThrow(/not a backup/);
    expect(await names()).toEqual(['gemeinde']);
  });

  it('lets the server that holds the database write the backup when asked', async () => {
    const file = path.join(dataDir, 'while-running.json');
    writeFileSync(path.join(dataDir, BACKUP_REQUEST_FILE), JSON.stringify({ file }));
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await answerBackupRequest(dataDir, database.db)).toBe(file);
      expect(await answerBackupRequest(dataDir, database.db)).toBeNull();
    } finally {
      await database.close();
    }
    expect(statSync(file).size).toBeGreaterThan(100);
  });
});
