// The backup commands on the embedded database: a backup with the server stopped, a backup asked of a
// running server (its side answered as on SIGUSR2), and a restore that asks first.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerBackupRequest, BACKUP_REQUEST_FILE } from '@server/backup-requests';
import { openDatabase } from '@server/db/database';
import { UserRepository } from '@server/db/user.repository';
import { runBackupCommand } from './backup';
import { runUsersCommand } from './users';

// Each command opens the database from its folder, as an operator's does (the first one creates it):
// a budget for a busy machine, where one test took over 30 s.
describe('npm run backup / restore on the embedded database', { timeout: 120_000 }, () => {
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

  it('restores without asking with --yes, for scripts', async () => {
    const file = path.join(dataDir, 'scripted.json');
    await run(['backup', file]);
    await runUsersCommand(['add', 'scripted'], env, () => undefined, async () => 'Evening-Tide-2027');
    const asked: string[] = [];
    const restored = await run(['restore', file, '--yes'], async (question) => (asked.push(question), false));
    expect(asked).toEqual([]);
    expect(restored[0]).toMatch(/^Restored 1 accounts/);
    expect(await names()).toEqual(['gemeinde']);
  });

  it('keeps the database, its folder and backups private whatever the umask, also over an existing 0644 file', async () => {
    const umaskBefore = process.umask(0);
    try {
      const file = path.join(dataDir, 'over-existing.json');
      writeFileSync(file, 'an older, public file\n', { mode: 0o644 });
      expect(statSync(file).mode & 0o777).toBe(0o644);
      await run(['backup', file]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8')).tables.users).toHaveLength(1);

      await runUsersCommand(['list'], env, () => undefined);
      const modes = (dir: string): number[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? [statSync(full).mode & 0o777, ...modes(full)] : [statSync(full).mode & 0o777];
        });
      const database = path.join(dataDir, 'db');
      expect(statSync(database).mode & 0o777).toBe(0o700);
      const found = modes(database);
      expect(found.length).toBeGreaterThan(100);
      expect(new Set(found)).toEqual(new Set([0o700, 0o600]));
    } finally {
      process.umask(umaskBefore);
    }
  });
});
