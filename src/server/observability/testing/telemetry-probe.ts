// A server run in a process of its own, for error-tracking.int.test.ts: the server as main.ts
// builds it from the environment (OTEL_EXPORTER_OTLP_ENDPOINT set or not), on an in-memory
// database, answering a page's requests and a browser's error report, then closed. Run under
// record-resolutions.mjs, the modules it loaded are in RESOLUTION_LOG; CommonJS ones are printed.
// EMBEDDED_SNAPSHOT names the integration tests' migrated archive (int-global-setup.ts): the
// database starts from a copy of it instead of PostgreSQL's initdb and the migrations (about 2 s
// of CPU per probe); the same modules load either way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildServer } from '@server/app';
import { loadServerConfig } from '@server/config';
import { openDatabase } from '@server/db/database';

const config = loadServerConfig({ ...process.env, CLIENT_DIR: '', LOG_LEVEL: 'silent' });
const snapshot = process.env.EMBEDDED_SNAPSHOT;
const database = { kind: 'embedded', dataDir: null } as const;
const databaseHandle = snapshot ? await openDatabase({ ...database, initialData: new Blob([readFileSync(snapshot)]) }) : undefined;
const { app } = await buildServer({ ...config, database, ...(databaseHandle ? { databaseHandle } : {}) });
const headers = { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json' };
const health = await app.inject({ method: 'GET', url: '/api/health' });
const report = await app.inject({ method: 'POST', url: '/api/client-errors', headers, payload: { kind: 'error', message: 'probe', page: '/' } });
await app.close();
await databaseHandle?.close();
const commonJs = Object.keys(createRequire(import.meta.url).cache);
process.stdout.write(JSON.stringify({ health: health.statusCode, report: report.statusCode, commonJs }));
