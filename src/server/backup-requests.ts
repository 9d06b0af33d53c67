// Backups of the embedded database while the server runs: the backup command leaves a request file
// in DATA_DIR and sends SIGUSR2; the server, which owns the database, writes the backup where the
// request says and removes the request (src/server/cli/backup.ts is the other side).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Backup, exportDatabase } from './db/backup';
import type { Database } from './db/schema';
import { writePrivateFile } from './private-files';

/** The file a backup request names, written by the command and removed by the server when done. */
export const BACKUP_REQUEST_FILE = 'backup-request.json';

/** Writes a backup readable by its owner only, also over an existing file: it holds password hashes and sessions. */
export function writeBackupFile(file: string, backup: Backup): void {
  writePrivateFile(file, `${JSON.stringify(backup)}\n`);
}

/** The server's side of a backup request (on SIGUSR2): writes the backup where the request says. */
export async function answerBackupRequest(dataDir: string, db: Kysely<Database>): Promise<string | null> {
  const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
  if (!existsSync(requestFile)) return null;
  const { file } = JSON.parse(readFileSync(requestFile, 'utf8')) as { file: string };
  try {
    writeBackupFile(file, await exportDatabase(db));
    return file;
  } finally {
    rmSync(requestFile, { force: true });
  }
}

