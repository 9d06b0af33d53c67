import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountRepository } from '@server/db/account.repository';
import { openDatabase } from '@server/db/database';
import { RateLimitRepository } from '@server/db/rate-limit.repository';
import { SessionRepository } from '@server/db/session.repository';
import { UserRepository } from '@server/db/user.repository';
import { verifyPassword } from '@server/services/password';
import { runUsersCommand, runUsersCommands } from './users';

// Each command opens the database from its folder, as an operator's does (the first one creates it):
// a budget for a busy machine, where one test took over 30 s.
describe('npm run users on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) });
  const run = async (args: string[], password = 'a-Good-password-1') => {
    const lines: string[] = [];
    await runUsersCommand(args, env(), (line) => lines.push(line), async () => password);
    return lines;
  };

  /** Runs on the data folder's database while no command holds it. */
  const withDatabase = async <T,>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'db') });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
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

  it('writes every change to the audit log, naming the command line as the actor', async () => {
    await run(['add', 'audited', '--email', 'audited@example.org', '--entitled']);
    await run(['set', 'audited', '--internal', '--password'], 'Another-pass-2027');
    await run(['remove', 'audited']);
    const entries = await withDatabase((db) => new AccountRepository(db).auditLog(100));
    const ofAudited = entries.filter((entry) => entry.target === 'audited').reverse();
    expect(ofAudited.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(ofAudited.every((entry) => entry.actor.startsWith('cli'))).toBe(true);
    expect(JSON.parse(ofAudited[0]!.details!)).toMatchObject({ email: 'audited@example.org', entitled: true });
    expect(JSON.parse(ofAudited[1]!.details!)).toEqual({ internal: true, password: 'changed' });
    expect(ofAudited[1]!.details).not.toContain('argon2');
  });

  it('ends every session of the user when it sets a new password', async () => {
    await run(['add', 'rotated']);
    const sessionIds = ['a1b2c3d4-0000-4000-8000-000000000001', 'a1b2c3d4-0000-4000-8000-000000000002'];
    await withDatabase(async (db) => {
      const user = (await new UserRepository(db).findByName('rotated'))!;
      for (const id of sessionIds) await new SessionRepository(db).create({ id, userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    });
    await run(['set', 'rotated', '--password'], 'Fresh-Window-2027');
    const active = await withDatabase((db) => Promise.all(sessionIds.map((id) => new SessionRepository(db).findActive(id, new Date()))));
    expect(active).toEqual([undefined, undefined]);
  });

  it('lifts the login lock-out of a name from every address, and only of that name', async () => {
    const now = new Date();
    await withDatabase(async (db) => {
      const counters = new RateLimitRepository(db);
      for (const key of ['login:pair:10.0.0.1:locked_out', 'login:pair:2001:db8::1:locked_out', 'login:name:locked_out', 'login:pair:10.0.0.1:lockedxout', 'login:name:other']) {
        await counters.hit(key, 60_000, now);
      }
    });
    expect(await run(['unlock', 'Locked_Out'])).toEqual(["Lifted the login lock-out of 'Locked_Out'."]);
    const counts = await withDatabase((db) => {
      const counters = new RateLimitRepository(db);
      return Promise.all(
        ['login:pair:10.0.0.1:locked_out', 'login:pair:2001:db8::1:locked_out', 'login:name:locked_out', 'login:pair:10.0.0.1:lockedxout', 'login:name:other'].map(
          async (key) => (await counters.peek(key, now)).count,
        ),
      );
    });
    expect(counts).toEqual([0, 0, 0, 1, 1]);
    const [entry] = await withDatabase((db) => new AccountRepository(db).auditLog(1));
    expect(entry).toMatchObject({ action: 'unlock', target: 'Locked_Out' });
    expect(await run(['unlock', 'Locked_Out'])).toEqual(["'Locked_Out' had no login lock-out."]);
  });

  it('says so, with the usage, when the command is unknown', async () => {
    await expect(run(['frobnicate', 'clara'])).rejects.toThrow(/^Unknown command 'frobnicate'\.\nUsage:/);
    await expect(run(['lsit'])).rejects.toThrow(/Unknown command 'lsit'/);
  });
});
