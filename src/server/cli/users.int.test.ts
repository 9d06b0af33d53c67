import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/database';
import { UserRepository } from '@server/db/user.repository';
import { verifyPassword } from '@server/services/password';
import { runUsersCommand, runUsersCommands } from './users';

describe('npm run users on the embedded database', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) });
  const run = async (args: string[], password = 'a-Good-password-1') => {
    const lines: string[] = [];
    await runUsersCommand(args, env(), (line) => lines.push(line), async () => password);
    return lines;
  };

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'users-cli-'));
    // PGlite touches its folder shortly after close; remove it only when the test process ends.
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  });

  it('adds, lists, changes and removes users', async () => {
    expect(await run(['add', 'gemeinde'])).toEqual(["Added user 'gemeinde'."]);
    await run(['add', 'clara', '--email', 'Clara@Example.org', '--entitled', '--role', 'admin']);
    expect(await run(['list'])).toEqual(['clara\tclara@example.org\tentitled,admin', 'gemeinde\t(shared)\t-']);
    await run(['set', 'clara', '--internal', '--not-entitled', '--no-roles', '--password'], 'a-Newer-password-2');
    expect(await run(['list'])).toContain('clara\tclara@example.org\tinternal');
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
    try {
      const clara = await new UserRepository(database.db).findByName('clara');
      expect(await verifyPassword(clara!.password_hash, 'a-Newer-password-2')).toBe(true);
    } finally {
      await database.close();
    }
    await run(['remove', 'gemeinde']);
    expect(await run(['list'])).toEqual(['clara\tclara@example.org\tinternal']);
  });

  it('refuses bad input with a clear message', async () => {
    await expect(run(['add', 'x y'])).rejects.toThrow(/user name/);
    // The CLI applies the sign-up's password rules (src/shared/accounts.ts), not rules of its own.
    await expect(run(['add', 'shorty'], 'Short-1')).rejects.toThrow(/at least 10 characters/);
    await expect(run(['add', 'shorty'], 'onlylowercase')).rejects.toThrow(/three of/);
    await expect(run(['add', 'shorty'], 'My-shorty-pass-1')).rejects.toThrow(/must not contain the user name/);
    await expect(run(['add', 'bob', '--role', 'king'])).rejects.toThrow(/Unknown role 'king'/);
    await expect(run(['set', 'nobody', '--entitled'])).rejects.toThrow(/No user named 'nobody'/);
    await expect(run(['add', 'clara'])).rejects.toThrow(/exists already/);
  });

  it('runs several commands on one opening of the database, each with its own password', async () => {
    const passwords = ['First-Account-pass-1', 'Second-Account-pass-2'];
    const lines: string[] = [];
    await runUsersCommands([['add', 'anna', '--internal'], ['add', 'bert', '--email', 'bert@example.org'], ['list']], env(), (line) => lines.push(line), async () => passwords.shift()!);
    expect(lines.slice(0, 2)).toEqual(["Added user 'anna'.", "Added user 'bert'."]);
    expect(lines.slice(2)).toEqual(expect.arrayContaining(['anna\t(shared)\tinternal', 'bert\tbert@example.org\t-']));
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await verifyPassword((await new UserRepository(database.db).findByName('bert'))!.password_hash, 'Second-Account-pass-2')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses to open the data while a running server holds it', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, 'server.pid'), String(holder.pid));
      await expect(run(['list'])).rejects.toThrow(`in use by a running server (pid ${holder.pid})`);
    } finally {
      holder.kill();
      rmSync(path.join(dataDir, 'server.pid'), { force: true });
    }
  });
});
