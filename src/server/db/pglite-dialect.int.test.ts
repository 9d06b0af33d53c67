// Transactions on the embedded database are isolated from the queries other requests run meanwhile.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedTestDatabase } from '@server/testing/test-server';
import { type DatabaseHandle, migrateToLatest } from './database';

describe('a transaction on the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmbeddedTestDatabase();
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  const count = async () => Number((await sql<{ n: string }>`select count(*) as n from email_opt_outs`.execute(handle.db)).rows[0]!.n);

  it('keeps a query of another request out: it waits, and sees nothing of a rolled-back transaction', async () => {
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let inserted: () => void = () => undefined;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const failing = handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('email_opt_outs').values({ email: 'held@example.org' }).execute();
        inserted();
        await held;
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    await insertedRow;
    const outside = count();
    letGo();
    expect(await failing).toBe('changed my mind');
    expect(await outside).toBe(0);
  });

  it('commits what it wrote, and a failing statement inside rolls back all of it', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('email_opt_outs').values({ email: 'kept@example.org' }).execute();
    });
    const failed = await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('email_opt_outs').values({ email: 'gone@example.org' }).execute();
        await trx.insertInto('email_opt_outs').values({ email: 'kept@example.org' }).execute();
      })
      .then(
        () => 'committed',
        () => 'rolled back',
      );
    expect(failed).toBe('rolled back');
    const emails = (await handle.db.selectFrom('email_opt_outs').select('email').execute()).map((row) => row.email);
    expect(emails).toEqual(['kept@example.org']);
  });

  it('lets several transactions run one after another when they are started together', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        handle.db.transaction().execute(async (trx) => {
          await trx.insertInto('email_opt_outs').values({ email: `parallel-${index}@example.org` }).execute();
          await new Promise((resolve) => setTimeout(resolve, 5));
          await trx.selectFrom('email_opt_outs').select('email').execute();
        }),
      ),
    );
    expect(await count()).toBe(6);
  });
});
