// npm run users -- …: the account commands of the built server (building it first when needed).
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-needed.mjs';

ensureBuilt();
process.argv.splice(1, 1, fileURLToPath(new URL('../dist/server/users.js', import.meta.url)));
await import('../dist/server/users.js');
