// One account per email address, compared as stored: addresses are kept in their normalised form
// (trimmed, lower case; src/shared/accounts.ts normalizeEmail) under a unique index on the column
// itself, which replaces 001's index on lower(email) (that one let ' a@b.org' and 'a@b.org' both in).
// Rows from before that share an address once trimmed keep it on the oldest account; the others lose
// it (they then log in by name, like a shared account, until an administrator sets an address),
// and each such change is written to the audit log with the address it had.
import { type Kysely, sql } from 'kysely';

const SAME_ADDRESS_AS_AN_OLDER_ROW = sql`email IS NOT NULL AND EXISTS (
  SELECT 1 FROM users o WHERE o.email IS NOT NULL AND lower(btrim(o.email)) = lower(btrim(u.email)) AND o.id < u.id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO audit_log (actor, action, target, details)
    SELECT 'migration', 'email_duplicate_cleared', name, json_build_object('email', lower(btrim(email)))::text
    FROM users u WHERE ${SAME_ADDRESS_AS_AN_OLDER_ROW}`.execute(db);
  await sql`UPDATE users u SET email = NULL WHERE ${SAME_ADDRESS_AS_AN_OLDER_ROW}`.execute(db);
  await db.schema.dropIndex('users_email_unique').execute();
  await sql`UPDATE users SET email = lower(btrim(email)) WHERE email IS NOT NULL`.execute(db);
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  await sql`UPDATE email_opt_outs o SET email = lower(btrim(o.email))
    WHERE o.email <> lower(btrim(o.email)) AND NOT EXISTS (SELECT 1 FROM email_opt_outs p WHERE p.email = lower(btrim(o.email)))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_unique').execute();
  await db.schema.createIndex('users_email_unique').on('users').expression(sql`lower(email)`).unique().execute();
}
