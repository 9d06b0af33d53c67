// npm run backup -- FILE / npm run restore -- FILE [--yes]: the backup commands of the built server
// (building it first when needed). The first argument names the command.
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-needed.mjs';

ensureBuilt();
process.argv.splice(1, 1, fileURLToPath(new URL('../dist/server/backup.js', import.meta.url)));
await import('../dist/server/backup.js');
