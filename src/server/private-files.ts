// Files only the server's own user may read: the database, the session secret, backups (password
// hashes, sessions), the mail outbox (initial passwords). Their modes are set explicitly, whatever
// the umask, and a file written over an existing one loses that file's looser mode first.
import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) if needed and makes it the owner's alone. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Writes the file readable by its owner only; an existing file is emptied and restricted before the new content goes in. */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  const fd = openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/**
 * Restricts every folder (0700) and file (0600) below dir, dir included: for files another library
 * creates. A file that vanishes meanwhile (the library's temporary files) is no concern.
 */
export function restrictTree(dir: string): void {
  ignoreVanished(() => chmodSync(dir, PRIVATE_DIR_MODE));
  const entries = ignoreVanished(() => readdirSync(dir, { withFileTypes: true })) ?? [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile()) ignoreVanished(() => chmodSync(full, PRIVATE_FILE_MODE));
  }
}

function ignoreVanished<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
