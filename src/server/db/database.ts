// Opens the database: embedded PGlite under DATA_DIR, or a PostgreSQL server from DATABASE_URL.
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, restrictTree } from '@server/private-files';
import { pgliteDialect } from './pglite-dialect';
import { migrationProvider } from './migrations/index';
import { type DatabaseLog, type ListenHandlers, SILENT_LOG, listenResiliently } from './postgres-listener';
import type { Database } from './schema';

export type { DatabaseLog, ListenHandlers } from './postgres-listener';

/** Channel on which writers announce changes to users and sessions, so caches stay correct. */
export const AUTH_CHANGES_CHANNEL = 'auth_changes';

export type DatabaseTarget =
  | {
      kind: 'embedded';
      dataDir: string | null;
      /** Tests: an in-memory database (dataDir null) starts as this archive of a data directory (embeddedSnapshot). */
      initialData?: Blob;
    }
  | { kind: 'postgres'; url: string; schema?: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  /** Subscribes to a notification channel; returns the unsubscribe function. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** One round trip to the database, failing after timeoutMs. */
  ping(timeoutMs: number): Promise<void>;
  /** Connections of the PostgreSQL pool; null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what} timed out after ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name '${name}'`);
  return `"${name}"`;
}

/**
 * PostgreSQL's buffer cache inside PGlite: 2 MB instead of the default 128 MB. PostgreSQL touches
 * the whole cache when it starts, so each megabyte of it is a megabyte of resident memory; the
 * tables the requests read are a few hundred kB, and a page not in the cache is read from the
 * operating system's file cache (docs/decisions/007: 8 MB before, 5 MB more at rest).
 */
export const EMBEDDED_SHARED_BUFFERS = '2MB';

/**
 * The embedded database's WebAssembly is compiled by V8's baseline compiler (Liftoff) only. By
 * default V8 also recompiles the hot functions of PGlite's 9 MB module with its optimising
 * compiler in the background, and that compilation kept 40–55 MB more resident memory at rest;
 * the product's queries took no longer without it (2,000 session look-ups and inserts: 1.5 s of
 * CPU against 1.7 s, docs/decisions/007). A process-wide V8 flag, set once before the first
 * WebAssembly module is compiled; the server compiles no other WebAssembly.
 */
export const EMBEDDED_WASM_FLAGS = '--liftoff-only';

let wasmFlagsSet = false;
function compileWasmForMemory(): void {
  if (wasmFlagsSet) return;
  v8.setFlagsFromString(EMBEDDED_WASM_FLAGS);
  wasmFlagsSet = true;
}

async function startPGlite(dataDir: string | null, initialData?: Blob): Promise<PGlite> {
  if (dataDir && initialData) throw new Error('An embedded database starts from an archive only in memory (dataDir null).');
  compileWasmForMemory();
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    ...(initialData ? { loadDataDir: initialData } : {}),
  };
  if (dataDir) ensurePrivateDir(dataDir);
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  // PGlite creates its files world-readable (0666) whatever the umask; the folder is 0700 so new
  // ones stay private, and what exists is restricted at every opening and closing.
  if (dataDir) restrictTree(dataDir);
  return client;
}

async function openEmbedded(dataDir: string | null, initialData?: Blob): Promise<DatabaseHandle> {
  const client = await startPGlite(dataDir, initialData);
  const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
  return {
    db,
    kind: 'embedded',
    listen: async (channel, { onMessage }) => {
      // PGlite runs in this process: its notifications cannot be lost.
      const unsubscribe = await client.listen(channel, onMessage);
      return () => unsubscribe();
    },
    ping: async (timeoutMs) => {
      await withTimeout(sql`select 1`.execute(db), timeoutMs, 'database ping');
    },
    poolStats: () => null,
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
      if (dataDir) restrictTree(dataDir);
    },
  };
}

/** Where a PostgreSQL URL points, without the password, for messages. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
}

/** Fails with a message naming DATABASE_URL when the server cannot be reached at start-up. */
async function connectOnce(url: string, run: (client: pg.Client) => Promise<unknown> = async () => undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach the PostgreSQL server in DATABASE_URL (${describePostgresUrl(url)}): ${reason}`, { cause: error });
  }
  try {
    await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function openPostgres(url: string, schema: string | undefined, log: DatabaseLog): Promise<DatabaseHandle> {
  const options = schema ? `-c search_path=${quoteIdentifier(schema)}` : undefined;
  await connectOnce(url, async (client) => {
    if (schema) await client.query(`create schema if not exists ${quoteIdentifier(schema)}`);
  });
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, ...(options ? { options } : {}) });
  // An idle client whose connection drops is removed by the pool; without this listener the
  // pool's 'error' event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection was lost'));
  // A client in use when its connection drops emits 'error' too, after failing its query; the
  // pool listens only while the client is idle, so every client gets a listener of its own.
  pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'a database connection in use was lost')));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    listen: async (channel, handlers) => {
      const stop = await listenResiliently(url, channel, handlers, log);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    ping: async (timeoutMs) => {
      await withTimeout(sql`select 1`.execute(db), timeoutMs, 'database ping');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await db.destroy();
    },
  };
}

/**
 * Applies every pending migration; throws with the failing migration's name. In a schema of its own,
 * the migration tables are looked for there only (else a table of another schema could be taken).
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
}

export async function openDatabase(target: DatabaseTarget, log: DatabaseLog = SILENT_LOG): Promise<DatabaseHandle> {
  const handle = target.kind === 'embedded' ? await openEmbedded(target.dataDir, target.initialData) : await openPostgres(target.url, target.schema, log);
  try {
    await migrateToLatest(handle.db, target.kind === 'postgres' ? target.schema : undefined);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/**
 * Tests: a migrated, empty in-memory embedded database as an archive of its data directory. A test
 * that opens { kind: 'embedded', dataDir: null, initialData } with it skips PostgreSQL's initdb and
 * the migrations (seconds per database on a busy machine); openDatabase still runs any migration
 * the archive lacks.
 */
export async function embeddedSnapshot(): Promise<Blob> {
  const client = await startPGlite(null);
  try {
    const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
    await migrateToLatest(db);
    await db.destroy();
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Removes a PostgreSQL schema and everything in it (used by tests that made their own). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  await connectOnce(url, (client) => client.query(`drop schema if exists ${quoteIdentifier(schema)} cascade`));
}

/** Announces a change inside the current statement's transaction; delivered on commit. */
export function notifyAuthChange(db: Kysely<Database>, payload: string) {
  return sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${payload})`.execute(db);
}
