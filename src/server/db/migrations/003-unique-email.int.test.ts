// Migration 003 on both databases: addresses from before are normalised, a shared address stays
// with the oldest account (the others lose it, with an audit entry), and then the index holds.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/database';
import { databaseCases } from '@server/testing/test-server';
import { migrationProvider } from './index';

describe.each(databaseCases())('migration 003 on $name', (dbCase) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const opened = await dbCase.open();
    handle = opened.handle;
    cleanup = opened.cleanup;
  });
  afterAll(async () => cleanup());

  it('keeps one account per address and then refuses a second one', async () => {
    // The migration tables of this test's PostgreSQL schema (the embedded database has only one).
    const schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(handle.db)).rows[0]!.schema;
    const migrator = new Migrator({ db: handle.db, provider: migrationProvider, migrationTableSchema: schema });
    expect((await migrator.migrateTo('002-personal-accounts')).error).toBeUndefined();
    const add = (name: string, email: string | null) => handle.db.insertInto('users').values({ name, email, password_hash: 'x' }).execute();
    await add('first', 'Victim@Example.org');
    await add('second', ' victim@example.org');
    await add('third', 'other@example.org');
    await add('shared', null);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await handle.db.selectFrom('users').select(['name', 'email']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'first', email: 'victim@example.org' },
      { name: 'second', email: null },
      { name: 'third', email: 'other@example.org' },
      { name: 'shared', email: null },
    ]);
    const audit = await handle.db.selectFrom('audit_log').select(['action', 'target', 'details']).where('action', '=', 'email_duplicate_cleared').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: 'second' });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ email: 'victim@example.org' });
    await expect(add('fourth', 'victim@example.org')).rejects.toMatchObject({ code: '23505' });
    await expect(sql`SELECT 1`.execute(handle.db)).resolves.toBeDefined();
  });
});
