// All SQL about login sessions.
import type { Kysely } from 'kysely';
import { notifyAuthChange } from './database';
import type { Database, UserRow } from './schema';

export type SessionUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'entitled' | 'internal' | 'roles' | 'disabled' | 'valid_from' | 'valid_to' | 'must_change_password'
>;

export interface ActiveSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: { id: string; userId: number; expiresAt: Date }): Promise<void> {
    await this.db.insertInto('sessions').values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt }).execute();
  }

  /** The session with its user, when it exists and is neither revoked nor expired. */
  async findActive(id: string, now: Date): Promise<ActiveSession | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.expires_at',
        'users.id',
        'users.name',
        'users.email',
        'users.entitled',
        'users.internal',
        'users.roles',
        'users.disabled',
        'users.valid_from',
        'users.valid_to',
        'users.must_change_password',
      ])
      .where('sessions.id', '=', id)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const { sessionId, expires_at, ...user } = row;
    return { id: sessionId, expiresAt: expires_at, user };
  }

  async countActive(now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
      await notifyAuthChange(trx, `session:${id}`);
    });
  }

  /** Drops sessions that ended more than a day ago; revoked ones are kept until then for audit. */
  async deleteEnded(before: Date): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', before).execute();
  }
}
