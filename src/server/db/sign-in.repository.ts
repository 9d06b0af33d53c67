// All SQL of the single sign-on (migration 006, docs/decisions/016): sign-ins, the sessions they
// started and the one-time codes. The tables are typed here, beside their only queries.
import type { ColumnType, Kysely } from 'kysely';
import { notifyAuthChange } from './database';
import type { Database, UserRow } from './schema';

type SignInsTable = {
  id: string;
  user_id: number;
  secret_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  ended_at: Date | null;
};

type SignInSessionsTable = {
  session_id: string;
  sign_in_id: string;
};

type SignInCodesTable = {
  code_hash: string;
  sign_in_id: string;
  target_origin: string;
  code_challenge: string;
  expires_at: Date;
  used_at: Date | null;
};

type SignInTables = {
  sign_ins: SignInsTable;
  sign_in_sessions: SignInSessionsTable;
  sign_in_codes: SignInCodesTable;
};

export type SignInUser = Pick<UserRow, 'id' | 'name' | 'disabled' | 'valid_from' | 'valid_to'>;

export interface ActiveSignIn {
  id: string;
  expiresAt: Date;
  user: SignInUser;
}

export interface UsedCode {
  signInId: string;
  targetOrigin: string;
  codeChallenge: string;
  expiresAt: Date;
}

export class SignInRepository {
  private readonly db: Kysely<Database & SignInTables>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<SignInTables>();
  }

  async create(signIn: { id: string; userId: number; secretHash: string; expiresAt: Date; sessionId: string }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('sign_ins').values({ id: signIn.id, user_id: signIn.userId, secret_hash: signIn.secretHash, expires_at: signIn.expiresAt }).execute();
      await trx
        .insertInto('sign_in_sessions')
        .values({ session_id: signIn.sessionId, sign_in_id: signIn.id })
        .onConflict((oc) => oc.column('session_id').doUpdateSet({ sign_in_id: signIn.id }))
        .execute();
    });
  }

  async linkSession(sessionId: string, signInId: string): Promise<void> {
    await this.db
      .insertInto('sign_in_sessions')
      .values({ session_id: sessionId, sign_in_id: signInId })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ sign_in_id: signInId }))
      .execute();
  }

  async replaceSecret(id: string, secretHash: string): Promise<void> {
    await this.db.updateTable('sign_ins').set({ secret_hash: secretHash }).where('id', '=', id).execute();
  }

  private activeSignIns(now: Date) {
    return this.db
      .selectFrom('sign_ins')
      .innerJoin('users', 'users.id', 'sign_ins.user_id')
      .select(['sign_ins.id as signInId', 'sign_ins.expires_at', 'users.id', 'users.name', 'users.disabled', 'users.valid_from', 'users.valid_to'])
      .where('sign_ins.ended_at', 'is', null)
      .where('sign_ins.expires_at', '>', now)
      // A sign-in lives only while one of its sessions does: whatever ends them all (a password
      // change or reset, the administrator ending sessions) ends the sign-in too.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sign_in_sessions')
            .innerJoin('sessions', 'sessions.id', 'sign_in_sessions.session_id')
            .select('sessions.id')
            .whereRef('sign_in_sessions.sign_in_id', '=', 'sign_ins.id')
            .where('sessions.revoked_at', 'is', null)
            .where('sessions.expires_at', '>', now),
        ),
      );
  }

  /** The sign-in whose cookie secret has this hash, when it is neither ended nor expired. */
  async findActiveBySecret(secretHash: string, now: Date): Promise<ActiveSignIn | undefined> {
    return toActive(await this.activeSignIns(now).where('sign_ins.secret_hash', '=', secretHash).executeTakeFirst());
  }

  async findActive(id: string, now: Date): Promise<ActiveSignIn | undefined> {
    return toActive(await this.activeSignIns(now).where('sign_ins.id', '=', id).executeTakeFirst());
  }

  async addCode(code: { codeHash: string; signInId: string; targetOrigin: string; codeChallenge: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('sign_in_codes')
      .values({ code_hash: code.codeHash, sign_in_id: code.signInId, target_origin: code.targetOrigin, code_challenge: code.codeChallenge, expires_at: code.expiresAt })
      .execute();
  }

  /** Marks the code used and returns it, or undefined when it is unknown or was used already: a code works once. */
  async useCode(codeHash: string, now: Date): Promise<UsedCode | undefined> {
    const row = await this.db
      .updateTable('sign_in_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning(['sign_in_id', 'target_origin', 'code_challenge', 'expires_at'])
      .executeTakeFirst();
    return row && { signInId: row.sign_in_id, targetOrigin: row.target_origin, codeChallenge: row.code_challenge, expiresAt: row.expires_at };
  }

  /** The sign-in that started this session, if any. */
  async signInOfSession(sessionId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('sign_in_sessions').select('sign_in_id').where('session_id', '=', sessionId).executeTakeFirst();
    return row?.sign_in_id;
  }

  /**
   * Ends a sign-in and revokes every session it started, in one transaction, and tells every
   * instance's session cache (one notice per session). Returns the revoked session ids.
   */
  async end(signInId: string, at: Date): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('sign_ins').set({ ended_at: at }).where('id', '=', signInId).where('ended_at', 'is', null).execute();
      await trx.deleteFrom('sign_in_codes').where('sign_in_id', '=', signInId).execute();
      const revoked = await trx
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('id', 'in', trx.selectFrom('sign_in_sessions').select('session_id').where('sign_in_id', '=', signInId))
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      for (const { id } of revoked) await notifyAuthChange(trx as unknown as Kysely<Database>, `session:${id}`);
      return revoked.map(({ id }) => id);
    });
  }

  /** Drops codes past their time and sign-ins that ended or expired more than a day ago. */
  async deleteStale(now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    await this.db.deleteFrom('sign_in_codes').where('expires_at', '<', now).execute();
    await this.db.deleteFrom('sign_ins').where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('ended_at', '<', dayAgo)])).execute();
  }
}

function toActive(
  row: { signInId: string; expires_at: Date; id: number; name: string; disabled: boolean; valid_from: Date | null; valid_to: Date | null } | undefined,
): ActiveSignIn | undefined {
  if (!row) return undefined;
  const { signInId, expires_at, ...user } = row;
  return { id: signInId, expiresAt: expires_at, user };
}
