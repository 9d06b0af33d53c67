// `npm run backup -- FILE` and `npm run restore -- FILE [--yes]`: the whole database as one JSON file
// (src/server/db/backup.ts). On the embedded database a running server writes the backup itself when
// asked (SIGUSR2 with a request file in DATA_DIR), so the copy is consistent while it serves;
// restoring needs the server stopped. On PostgreSQL both work directly (pg_dump works too).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { type Environment, loadServerConfig } from '@server/config';
import { DataLockedError, dataLockHolder } from '@server/data-lock';
import { BACKUP_REQUEST_FILE, writeBackupFile } from '@server/backup-requests';
import { exportDatabase, importDatabase, parseBackup } from '@server/db/backup';
import { openDatabase } from '@server/db/database';
import { writePrivateFile } from '@server/private-files';
import { runAsCommand } from './run-as-command';

const USAGE = `Usage:
  npm run backup -- FILE           write a backup of the database to FILE (also while the server runs)
  npm run restore -- FILE [--yes]  replace everything in the database with the backup in FILE
                                   (the embedded database only while the server is stopped)`;

const REQUEST_TIMEOUT_MS = 60_000;

async function askServer(dataDir: string, pid: number, file: string): Promise<void> {
  const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
  writePrivateFile(requestFile, JSON.stringify({ file }));
  process.kill(pid, 'SIGUSR2');
  const until = Date.now() + REQUEST_TIMEOUT_MS;
  while (existsSync(requestFile)) {
    if (Date.now() > until) {
      rmSync(requestFile, { force: true });
      throw new Error(`The running server (pid ${pid}) did not write the backup within a minute; see its log.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!existsSync(file)) throw new Error(`The running server (pid ${pid}) could not write ${file}; see its log.`);
}

async function confirmOnTerminal(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await lines.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    lines.close();
  }
}

export async function runBackupCommand(
  argv: string[],
  env: Environment,
  out: (line: string) => void,
  confirm: (question: string) => Promise<boolean> = confirmOnTerminal,
): Promise<void> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { yes: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  const [command, given] = positionals;
  if (values.help || !command || !given || !['backup', 'restore'].includes(command)) {
    out(USAGE);
    if (!values.help) throw new Error('Name the command and the file.');
    return;
  }
  const file = path.resolve(given);
  const config = loadServerConfig(env as Record<string, string | undefined>);
  const holder = config.database.kind === 'embedded' ? dataLockHolder(config.dataDir) : null;

  if (command === 'backup') {
    if (holder) await askServer(config.dataDir, holder, file);
    else {
      const database = await openDatabase(config.database);
      try {
        writeBackupFile(file, await exportDatabase(database.db));
      } finally {
        await database.close();
      }
    }
    out(`Backup written to ${file}.`);
    return;
  }

  const backup = parseBackup(JSON.parse(readFileSync(file, 'utf8')));
  if (holder) throw new DataLockedError(config.dataDir, holder);
  const where = config.database.kind === 'embedded' ? `the embedded database in ${config.database.dataDir}` : 'the PostgreSQL database of DATABASE_URL';
  const question = `Replace every account, session and the audit log in ${where} with the backup of ${backup.createdAt} (${backup.tables.users.length} accounts)? Type 'yes': `;
  if (!values.yes && !(await confirm(question))) throw new Error('Nothing restored: not confirmed (type yes, or pass --yes).');
  const database = await openDatabase(config.database);
  try {
    const counts = await importDatabase(database.db, backup);
    out(`Restored ${counts.users} accounts, ${counts.sessions} sessions and ${counts.audit_log} audit entries from ${file}.`);
  } finally {
    await database.close();
  }
}

runAsCommand(import.meta.url, (argv, env, out) => runBackupCommand(argv, env, out));
