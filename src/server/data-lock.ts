// The embedded database can have one owner at a time: the server marks DATA_DIR while it runs,
// and the users command refuses to open the data while a live server holds it.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFile } from './private-files';

const LOCK_FILE = 'server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the data folder, or null. */
export function dataLockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export class DataLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by a running server (pid ${pid}). ` +
        'Stop the server first, or use DATABASE_URL with a PostgreSQL server to manage users while it runs.',
    );
  }
}

/** Marks the data folder as held by this process; returns the release function. */
export function acquireDataLock(dataDir: string): () => void {
  const holder = dataLockHolder(dataDir);
  if (holder) throw new DataLockedError(dataDir, holder);
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  writePrivateFile(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
