// Single sign-on across the sites of the deployment (docs/decisions/016): the sign-in the account
// home holds, the per-site sessions it started, and the one-time codes that hand it to a site.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_ins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the secret in the browser's sign-in cookie; replaced when the account home takes it over.
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sign_ins_user_id').on('sign_ins').column('user_id').execute();

  // Which sessions a sign-in started: logging out of one ends them all. A table of its own, so the
  // sessions table (and its backup) stays as it was.
  await db.schema
    .createTable('sign_in_sessions')
    .addColumn('session_id', 'text', (col) => col.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('sign_in_id', 'text', (col) => col.notNull().references('sign_ins.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sign_in_sessions_sign_in_id').on('sign_in_sessions').column('sign_in_id').execute();

  await db.schema
    .createTable('sign_in_codes')
    // SHA-256 of the code; the code itself is never stored.
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('sign_in_id', 'text', (col) => col.notNull().references('sign_ins.id').onDelete('cascade'))
    .addColumn('target_origin', 'text', (col) => col.notNull())
    .addColumn('code_challenge', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_codes').execute();
  await db.schema.dropTable('sign_in_sessions').execute();
  await db.schema.dropTable('sign_ins').execute();
}
