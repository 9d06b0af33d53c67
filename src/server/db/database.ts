// Opens the database: embedded PGlite under DATA_DIR, or a PostgreSQL server from DATABASE_URL.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

/** Channel on which writers announce changes to users and sessions, so caches stay correct. */
export const AUTH_CHANGES_CHANNEL = 'auth_changes';

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir: string | null }
  | { kind: 'postgres'; url: string; schema?: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** Subscribes to a notification channel; returns the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name '${name}'`);
  return `"${name}"`;
}

async function openEmbedded(dataDir: string | null): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new KyselyPGlite(client).dialect });
  return {
    db,
    kind: 'embedded',
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return () => unsubscribe();
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  const options = schema ? `-c search_path=${quoteIdentifier(schema)}` : undefined;
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${quoteIdentifier(schema)}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, ...(options ? { options } : {}) });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onMessage) => {
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await listener.query(`listen ${quoteIdentifier(channel)}`);
      listeners.push(listener);
      return async () => {
        listeners.splice(listeners.indexOf(listener), 1);
        await listener.end();
      };
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((listener) => listener.end()));
      await db.destroy();
    },
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = target.kind === 'embedded' ? await openEmbedded(target.dataDir) : await openPostgres(target.url, target.schema);
  await migrateToLatest(handle.db);
  return handle;
}

/** Removes a PostgreSQL schema and everything in it (used by tests that made their own). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
  } finally {
    await client.end();
  }
}

/** Announces a change inside the current statement's transaction; delivered on commit. */
export function notifyAuthChange(db: Kysely<Database>, payload: string) {
  return sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${payload})`.execute(db);
}
