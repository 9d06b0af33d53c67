import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_to', 'timestamptz')
    .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('signup_host', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('email_opt_outs')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_messages').execute();
  await db.schema.dropTable('email_opt_outs').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('valid_from')
    .dropColumn('valid_to')
    .dropColumn('must_change_password')
    .dropColumn('language')
    .dropColumn('signup_host')
    .execute();
}
