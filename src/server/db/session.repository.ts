// All SQL about login sessions.
import type { Kysely } from 'kysely';
import { notifyAuthChange } from './database';
import type { Database, SessionRow, UserRow } from './schema';

export type SessionUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'entitled' | 'internal' | 'roles' | 'disabled' | 'valid_from' | 'valid_to' | 'must_change_password'
>;

/** What a member sees of one of their sessions. */
export type SessionDetails = Pick<SessionRow, 'id' | 'site_host' | 'browser' | 'platform' | 'created_at' | 'last_seen_at' | 'expires_at'>;

export interface ActiveSession {
  id: string;
  expiresAt: Date;
  user: SessionUser;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: { id: string; userId: number; expiresAt: Date; siteHost?: string | null; browser?: string | null; platform?: string | null; seenAt?: Date }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        expires_at: session.expiresAt,
        site_host: session.siteHost ?? null,
        browser: session.browser ?? null,
        platform: session.platform ?? null,
        last_seen_at: session.seenAt ?? null,
        // Started and last seen by the same clock (the server's, which tests move).
        ...(session.seenAt ? { created_at: session.seenAt } : {}),
      })
      .execute();
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

  /** The user's sessions that are neither revoked nor expired, the newest first. */
  listActive(userId: number, now: Date): Promise<SessionDetails[]> {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'site_host', 'browser', 'platform', 'created_at', 'last_seen_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Notes that a session was used; a cheap write, made at most every few minutes per session. */
  async touch(id: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  /**
   * Ends the user's sessions: the one named by only (if it is theirs — a session of another user is
   * never touched), or all but except. Returns the ids ended; every instance hears of each.
   */
  async revokeOfUser(userId: number, at: Date, which: { only: string } | { except: string | null }): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .$if('only' in which, (query) => query.where('id', '=', (which as { only: string }).only))
        .$if('except' in which && (which as { except: string | null }).except !== null, (query) => query.where('id', '!=', (which as { except: string }).except))
        .returning('id')
        .execute();
      for (const row of rows) await notifyAuthChange(trx, `session:${row.id}`);
      return rows.map((row) => row.id);
    });
  }

  /** Drops sessions that ended more than a day ago; revoked ones are kept until then for audit. */
  async deleteEnded(before: Date): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<', before).execute();
  }
}
