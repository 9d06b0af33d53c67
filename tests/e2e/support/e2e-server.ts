// Starts a real server for the browser tests on a fresh embedded database with the test accounts.
// Usage: tsx tests/e2e/support/e2e-server.ts NAME  (PORT, TLS_*, ACCESS_DURATION_SECONDS from the environment)
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../src/server/app';
import { listenAddress, loadServerConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { UserRepository } from '../../../src/server/db/user.repository';
import { hashPassword } from '../../../src/server/services/password';
import { TEST_ACCOUNTS, type TestAccount } from './accounts';

const name = process.argv[2] ?? 'default';
const dataDir = path.resolve('.tmp/e2e', name);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

const config = loadServerConfig(process.env);
const seed = await openDatabase(config.database);
const users = new UserRepository(seed.db);
for (const account of Object.values(TEST_ACCOUNTS) as TestAccount[]) {
  await users.create({
    name: account.username,
    email: account.email ?? null,
    password_hash: await hashPassword(account.password),
    entitled: account.entitled,
    internal: account.internal,
    roles: [...(account.roles ?? [])],
  });
}
await seed.close();

const { app } = await buildServer(config);
await app.listen(listenAddress(process.env));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
