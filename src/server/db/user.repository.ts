// All SQL about users. Every write announces itself so session caches drop stale entries.
import { type Kysely, sql } from 'kysely';
import { notifyAuthChange } from './database';
import type { Database, NewUserRow, UserRow, UserUpdate } from './schema';

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
  }

  /** By the normalised address (normalizeEmail), the form every address is stored in. */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  list(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('name').execute();
  }

  create(user: NewUserRow): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  /** Changes a user; disabling ends every session of theirs, so enabling again brings none back. */
  async update(id: number, patch: UserUpdate): Promise<UserRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
      if (row && patch.disabled === true) {
        await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
      }
      if (row) await notifyAuthChange(trx, `user:${id}`);
      return row;
    });
  }

  async remove(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      await notifyAuthChange(trx, `user:${id}`);
      return result.numDeletedRows > 0n;
    });
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
  }
}
