// A backup round trip on both databases: accounts, sessions and the audit log come back as they
// were, ids continue after the restored rows, and a bad file replaces nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '@server/app';
import type { DatabaseHandle } from '@server/db/database';
import { addUser, databaseCases, jsonHeaders, sessionCookieFrom, startTestServer } from '@server/testing/test-server';
import { BackupError, exportDatabase, importDatabase, parseBackup } from './backup';

describe.each(databaseCases())('backup and restore on $name', (dbCase) => {
  let source: { handle: DatabaseHandle; cleanup: () => Promise<void> };
  let target: { handle: DatabaseHandle; cleanup: () => Promise<void> };
  let server: BuiltServer;
  let cookie: string;

  beforeAll(async () => {
    source = await dbCase.open();
    target = await dbCase.open();
    server = await startTestServer(source.handle);
    await addUser(server, { name: 'owner', password: 'Owner-secret-1', email: 'owner@example.org', roles: ['owner'] });
    await addUser(server, { name: 'gemeinde', password: 'Shared-secret-1' });
    const login = await server.app.inject({ method: 'POST', url: '/api/login', headers: jsonHeaders(), payload: JSON.stringify({ username: 'owner', password: 'Owner-secret-1', email: 'owner@example.org' }) });
    cookie = sessionCookieFrom(login.headers['set-cookie'])!;
    await server.app.inject({ method: 'POST', url: '/api/signup', headers: jsonHeaders(), payload: JSON.stringify({ username: 'newcomer', email: 'newcomer@example.org', language: 'de' }) });
    await server.app.inject({ method: 'PATCH', url: '/api/admin/users/gemeinde', headers: { ...jsonHeaders(), cookie }, payload: JSON.stringify({ entitled: true }) });
  }, 60_000);
  afterAll(async () => {
    await server.app.close();
    await source.cleanup();
    await target.cleanup();
  });

  it('brings accounts, sessions and the audit log back as they were', async () => {
    const backup = parseBackup(JSON.parse(JSON.stringify(await exportDatabase(source.handle.db))));
    expect(backup.tables.users.map((row) => row.name).sort()).toEqual(['gemeinde', 'newcomer', 'owner']);
    expect(backup.tables.sessions.length).toBeGreaterThanOrEqual(1);
    expect(backup.tables.audit_log.map((row) => row.action)).toEqual(expect.arrayContaining(['signup', 'update']));

    await addUser(await startTestServer(target.handle), { name: 'stray', password: 'Stray-secret-1' });
    const counts = await importDatabase(target.handle.db, backup);
    expect(counts.users).toBe(3);

    const again = JSON.parse(JSON.stringify(await exportDatabase(target.handle.db)));
    expect(again.tables).toEqual(JSON.parse(JSON.stringify(backup.tables)));

    // The restored session still logs its owner in, and new rows get new ids.
    const restored = await startTestServer(target.handle);
    try {
      const status = await restored.app.inject({ method: 'GET', url: '/api/check-auth-status', headers: { host: 'localhost', cookie } });
      expect(status.statusCode).toBe(200);
      expect(status.json().user.name).toBe('owner');
      await addUser(restored, { name: 'later', password: 'Later-secret-1' });
      const ids = (await target.handle.db.selectFrom('users').select('id').execute()).map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await restored.app.close();
    }
  });

  it('refuses a file that is not a backup, or from a newer version, before replacing anything', async () => {
    expect(() => parseBackup({ hello: 'world' })).toThrow(BackupError);
    const backup = JSON.parse(JSON.stringify(await exportDatabase(source.handle.db)));
    expect(() => parseBackup({ ...backup, migrations: [...backup.migrations, '999-from-the-future'] })).toThrow(/newer version/);
    expect(() => parseBackup({ ...backup, tables: { ...backup.tables, users: undefined } })).toThrow(/users/);
  });
});
