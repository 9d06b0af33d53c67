// All SQL about password recovery links. A link is claimed and the new password set in one
// transaction, so a link works once even when two requests bring it at the same moment.
import type { Kysely } from 'kysely';
import { type AuditRecord, writeAudit } from './account.repository';
import { notifyAuthChange } from './database';
import type { Database, UserRow } from './schema';

export class PasswordResetRepository {
  /** changed hears 'user:ID' once a new password is committed (as UserRepository's writes do). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changed: (notice: string) => void = () => undefined,
  ) {}

  /**
   * Ends the user's open links and, for a user (userId not null), stores the new one. Called for an
   * unknown account too (userId null), so that both answers cost the same statements.
   */
  async replace(userId: number | null, link: { tokenHash: string; expiresAt: Date } | null, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('password_reset_links')
        .set({ ended_at: now })
        .where('user_id', '=', userId ?? -1)
        .where('ended_at', 'is', null)
        .execute();
      if (userId !== null && link) {
        await trx.insertInto('password_reset_links').values({ user_id: userId, token_hash: link.tokenHash, expires_at: link.expiresAt, created_at: now }).execute();
      }
    });
  }

  /** The user of a link that is neither used, replaced nor expired. */
  async findUsable(tokenHash: string, now: Date): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('password_reset_links')
      .innerJoin('users', 'users.id', 'password_reset_links.user_id')
      .selectAll('users')
      .where('password_reset_links.token_hash', '=', tokenHash)
      .where('password_reset_links.ended_at', 'is', null)
      .where('password_reset_links.expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Uses the link: ends it, sets the password hash, ends every session of the user and writes the
   * audit line, all or nothing. Returns the user, or undefined when the link was not usable (any
   * more) or belongs to another user than expected.
   */
  async use(tokenHash: string, userId: number, passwordHash: string, now: Date, audit: AuditRecord): Promise<UserRow | undefined> {
    const row = await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('password_reset_links')
        .set({ ended_at: now })
        .where('token_hash', '=', tokenHash)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return undefined;
      const user = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, must_change_password: false })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!user) return undefined;
      await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
      await notifyAuthChange(trx, `user:${userId}`);
      await writeAudit(trx, audit);
      return user;
    });
    if (row) this.changed(`user:${userId}`);
    return row;
  }
}
