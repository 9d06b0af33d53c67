// Passkeys (issue 20): the WebAuthn credentials of the members, whose relying party is the account
// home, and the challenges of the ceremonies, kept on the server — single-use and short-lived.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    // The credential id the authenticator chose (base64url): the browser names it on every sign-in.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (col) => col.notNull())
    // The signature counter (0 for authenticators that keep none; up to 2^32 − 1).
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    // What the authenticator said it can be reached by ('internal', 'hybrid' …), comma-separated.
    .addColumn('transports', 'text', (col) => col.notNull().defaultTo(''))
    // The member's name for it ("Phone", "Laptop").
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('passkey_challenges')
    // SHA-256 of the challenge the browser signs: the challenge is found by what comes back signed.
    .addColumn('challenge_hash', 'text', (col) => col.primaryKey())
    // 'register' (bound to the member who asked) or 'sign-in' (anyone, by a discoverable credential).
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    // The origin and relying party the options were made for.
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('rp_id', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
