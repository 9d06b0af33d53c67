// Starts the compiled server for the browser tests on a fresh embedded database (or DATABASE_URL),
// seeded with the test accounts by the built users CLI: its `add` commands, all on one opening of
// the database in this process (one CLI run per account cost a Node start and a database start
// each). Usage: node start-server.mjs NAME (PORT, TLS_*, ACCESS_DURATION_SECONDS and the rest from
// the environment; E2E_SERVER_DIR: the server build, default dist/server).
// The server as it ships (npm start, npm run serve): React's production build, which renders about
// 1.4× faster than the development build an unset NODE_ENV would load.
import '../../../scripts/production-env.mjs';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const name = process.argv[2] ?? 'default';
const serverDir = path.resolve(process.env.E2E_SERVER_DIR ?? 'dist/server');
const dataDir = path.resolve('.tmp/e2e', name);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
// No proxy drains these servers' connections: they stop at once when the run ends (decision 021).
process.env.SHUTDOWN_DRAIN_MS ??= '0';

const accounts = Object.values(JSON.parse(readFileSync(new URL('./accounts.json', import.meta.url), 'utf8')));
const commands = accounts.map((account) => {
  // The arguments an operator gives: npm run users -- add NAME …
  const args = ['add', account.username];
  if (account.email) args.push('--email', account.email);
  if (account.entitled) args.push('--entitled');
  if (account.internal) args.push('--internal');
  for (const role of account.roles ?? []) args.push('--role', role);
  return args;
});
const passwords = accounts.map((account) => account.password);
const { runUsersCommands } = await import(pathToFileURL(path.join(serverDir, 'users.js')).href);
await runUsersCommands(commands, process.env, () => undefined, async () => passwords.shift());

await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
