// A backup of everything the database holds — accounts, sessions, the audit log, opt-outs, the mail
// log and the limit counters — as one JSON document read in one transaction (a consistent
// snapshot), and its restore, which replaces all of it in one transaction. The same file serves
// the embedded database and PostgreSQL.
import { type Kysely, sql } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export const BACKUP_FORMAT = 'heartfelt-sites-backup';
export const BACKUP_VERSION = 1;

/** Tables in an order in which every row's references come before it. */
const TABLES = ['users', 'sessions', 'audit_log', 'email_opt_outs', 'mail_messages', 'rate_limits'] as const;
type TableName = (typeof TABLES)[number];
/** Tables whose id comes from a sequence that must continue after the restored rows. */
const SERIAL_TABLES: readonly TableName[] = ['users', 'audit_log', 'mail_messages'];

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The migrations the database had: a backup restores only into a database that knows them all. */
  migrations: string[];
  tables: Record<TableName, Record<string, unknown>[]>;
}

export async function exportDatabase(db: Kysely<Database>, now = new Date()): Promise<Backup> {
  return db.transaction().execute(async (trx) => {
    // One snapshot for all tables (PostgreSQL; PGlite has a single connection anyway).
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`.execute(trx);
    const tables = {} as Backup['tables'];
    for (const table of TABLES) tables[table] = (await trx.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(trx);
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), migrations: applied.rows.map((row) => row.name), tables };
  });
}

export class BackupError extends Error {}

/** Checks a parsed file before anything is replaced; the reason names what is wrong. */
export function parseBackup(value: unknown): Backup {
  const backup = value as Partial<Backup> | null;
  if (!backup || backup.format !== BACKUP_FORMAT) throw new BackupError('This file is not a backup of Heartfelt Sites.');
  if (backup.version !== BACKUP_VERSION) throw new BackupError(`This backup has version ${String(backup.version)}; this program reads version ${BACKUP_VERSION}.`);
  const unknown = (backup.migrations ?? []).filter((name) => !(name in migrations));
  if (unknown.length) throw new BackupError(`This backup comes from a newer version (migrations ${unknown.join(', ')}); restore it with that version.`);
  for (const table of TABLES) {
    if (!Array.isArray(backup.tables?.[table])) throw new BackupError(`The backup has no rows for the table ${table}.`);
  }
  return backup as Backup;
}

/** Replaces every row of every table with the backup's, in one transaction. */
export async function importDatabase(db: Kysely<Database>, backup: Backup): Promise<Record<TableName, number>> {
  return db.transaction().execute(async (trx) => {
    for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
    const counts = {} as Record<TableName, number>;
    for (const table of TABLES) {
      const rows = backup.tables[table];
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + 500) as never)
          .execute();
      }
      counts[table] = rows.length;
    }
    for (const table of SERIAL_TABLES) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    }
    return counts;
  });
}
