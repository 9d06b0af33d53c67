// Starts the compiled server for the browser tests on a fresh embedded database (or DATABASE_URL),
// seeded with the test accounts through the built users CLI. Usage: node start-server.mjs NAME
// (PORT, TLS_*, ACCESS_DURATION_SECONDS and the rest from the environment).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const name = process.argv[2] ?? 'default';
const dataDir = path.resolve('.tmp/e2e', name);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

const accounts = JSON.parse(readFileSync(new URL('./accounts.json', import.meta.url), 'utf8'));
for (const account of Object.values(accounts)) {
  // Through the npm script's entry, as an operator runs it (npm run users -- add …).
  const args = ['scripts/users.mjs', 'add', account.username];
  if (account.email) args.push('--email', account.email);
  if (account.entitled) args.push('--entitled');
  if (account.internal) args.push('--internal');
  for (const role of account.roles ?? []) args.push('--role', role);
  execFileSync(process.execPath, args, { input: `${account.password}\n`, env: process.env, stdio: ['pipe', 'ignore', 'inherit'] });
}

await import(path.resolve('dist/server/main.js'));
