// All SQL of the passkeys (migration 007): the members' credentials and the ceremonies' challenges.
// The tables are typed here, beside their only queries (as sign-in.repository.ts does).
import type { ColumnType, Kysely } from 'kysely';
import type { Database, UserRow } from './schema';

/** What a sign-in by passkey needs to know of its member. */
export type PasskeyUser = Pick<UserRow, 'id' | 'name' | 'disabled' | 'valid_from' | 'valid_to'>;

type PasskeysTable = {
  id: string;
  user_id: number;
  public_key: string;
  counter: ColumnType<string | number | bigint, number, number>;
  transports: string;
  name: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_used_at: Date | null;
};

type PasskeyChallengesTable = {
  challenge_hash: string;
  purpose: ChallengePurpose;
  user_id: number | null;
  origin: string;
  rp_id: string;
  expires_at: Date;
  used_at: Date | null;
};

type PasskeyTables = { passkeys: PasskeysTable; passkey_challenges: PasskeyChallengesTable };

export type ChallengePurpose = 'register' | 'sign-in';

export interface StoredPasskey {
  id: string;
  userId: number;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface StoredChallenge {
  purpose: ChallengePurpose;
  userId: number | null;
  origin: string;
  rpId: string;
  expiresAt: Date;
}

export class PasskeyRepository {
  private readonly db: Kysely<Database & PasskeyTables>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<PasskeyTables>();
  }

  async addChallenge(challenge: StoredChallenge & { challengeHash: string }): Promise<void> {
    await this.db
      .insertInto('passkey_challenges')
      .values({ challenge_hash: challenge.challengeHash, purpose: challenge.purpose, user_id: challenge.userId, origin: challenge.origin, rp_id: challenge.rpId, expires_at: challenge.expiresAt })
      .execute();
  }

  /** Marks the challenge used and returns it; undefined when unknown or used already: a challenge works once. */
  async useChallenge(challengeHash: string, now: Date): Promise<StoredChallenge | undefined> {
    const row = await this.db
      .updateTable('passkey_challenges')
      .set({ used_at: now })
      .where('challenge_hash', '=', challengeHash)
      .where('used_at', 'is', null)
      .returning(['purpose', 'user_id', 'origin', 'rp_id', 'expires_at'])
      .executeTakeFirst();
    return row && { purpose: row.purpose, userId: row.user_id, origin: row.origin, rpId: row.rp_id, expiresAt: row.expires_at };
  }

  /** Drops challenges past their time (used or not). */
  async deleteStaleChallenges(now: Date): Promise<void> {
    await this.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  }

  async add(passkey: { id: string; userId: number; publicKey: string; counter: number; transports: string[]; name: string; createdAt: Date }): Promise<void> {
    await this.db
      .insertInto('passkeys')
      .values({
        id: passkey.id,
        user_id: passkey.userId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports.join(','),
        name: passkey.name,
        created_at: passkey.createdAt,
      })
      .execute();
  }

  /** The passkey with this credential id and its member. */
  async findWithUser(id: string): Promise<{ passkey: StoredPasskey; user: PasskeyUser } | undefined> {
    const row = await this.db
      .selectFrom('passkeys')
      .innerJoin('users', 'users.id', 'passkeys.user_id')
      .selectAll('passkeys')
      .select(['users.name as user_name', 'users.disabled', 'users.valid_from', 'users.valid_to'])
      .where('passkeys.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { user_name, disabled, valid_from, valid_to, ...passkey } = row;
    return { passkey: toPasskey(passkey), user: { id: passkey.user_id, name: user_name, disabled, valid_from, valid_to } };
  }

  /** The member's passkeys, the newest first. */
  async listOf(userId: number): Promise<StoredPasskey[]> {
    const rows = await this.db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toPasskey);
  }

  async recordUse(id: string, counter: number, at: Date): Promise<void> {
    await this.db.updateTable('passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
  }

  /** Removes the passkey if it is the member's (another member's id removes nothing); whether one was removed. */
  async removeOwn(userId: number, id: string): Promise<StoredPasskey | undefined> {
    const row = await this.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    return row && toPasskey(row);
  }
}

function toPasskey(row: {
  id: string;
  user_id: number;
  public_key: string;
  counter: string | number | bigint;
  transports: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): StoredPasskey {
  return {
    id: row.id,
    userId: row.user_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}
