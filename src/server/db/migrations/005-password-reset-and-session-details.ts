// Password recovery links and what a member sees of each session.
// - password_reset_links: one row per link mailed; only the SHA-256 of the link's secret is kept.
//   A link ends (ended_at) when it is used or a newer one is issued; it expires after 30 minutes.
// - sessions: the site a session started on, a coarse browser family and platform ('Chrome',
//   'Android': never the full User-Agent) and when it was last seen (written at most every few minutes).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_links')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_links_user_id').on('password_reset_links').column('user_id').execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('site_host', 'text')
    .addColumn('browser', 'text')
    .addColumn('platform', 'text')
    .addColumn('last_seen_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('site_host').dropColumn('browser').dropColumn('platform').dropColumn('last_seen_at').execute();
  await db.schema.dropTable('password_reset_links').execute();
}
