// All SQL about users. Every write announces itself so session caches drop stale entries.
import { type Kysely, sql } from 'kysely';
import { type AuditRecord, writeAudit } from './account.repository';
import { notifyAuthChange } from './database';
import type { Database, NewUserRow, UserRow, UserUpdate } from './schema';

export class UserRepository {
  /**
   * changed hears 'user:ID' once a change of that user is committed, at once — the database's
   * notification reaches this process later, and a request right after the change must see it.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changed: (notice: string) => void = () => undefined,
  ) {}

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

  /** Creates a user; with an audit line, both are written in one transaction. */
  create(user: NewUserRow, audit?: AuditRecord): Promise<UserRow> {
    if (!audit) return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
      await writeAudit(trx, audit);
      return row;
    });
  }

  /**
   * Changes a user; disabling ends every session of theirs, so enabling again brings none back, and
   * a new password ends every session but keepSession (the one that changed it). The audit line, if
   * given, is written in the same transaction: all of it happens or none.
   */
  async update(id: number, patch: UserUpdate, audit?: AuditRecord, options: { keepSession?: string } = {}): Promise<UserRow | undefined> {
    const row = await this.db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
      if (row && (patch.disabled === true || patch.password_hash !== undefined)) {
        const keep = patch.disabled === true ? undefined : options.keepSession;
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .$if(keep !== undefined, (query) => query.where('id', '!=', keep!))
          .execute();
      }
      if (row) await notifyAuthChange(trx, `user:${id}`);
      if (row && audit) await writeAudit(trx, audit);
      return row;
    });
    if (row) this.changed(`user:${id}`);
    return row;
  }

  async remove(id: number, audit?: AuditRecord): Promise<boolean> {
    const removed = await this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      await notifyAuthChange(trx, `user:${id}`);
      if (audit) await writeAudit(trx, audit);
      return result.numDeletedRows > 0n;
    });
    this.changed(`user:${id}`);
    return removed;
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
  }
}
