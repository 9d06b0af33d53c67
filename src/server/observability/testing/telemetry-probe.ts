// A server run in a process of its own, for error-tracking.int.test.ts: the server as main.ts
// builds it from the environment (OTEL_EXPORTER_OTLP_ENDPOINT set or not), on an in-memory
// database, answering a page's requests and a browser's error report, then closed. Run under
// record-resolutions.mjs, the modules it loaded are in RESOLUTION_LOG; CommonJS ones are printed.
import { createRequire } from 'node:module';
import { buildServer } from '@server/app';
import { loadServerConfig } from '@server/config';

const config = loadServerConfig({ ...process.env, CLIENT_DIR: '', LOG_LEVEL: 'silent' });
const { app } = await buildServer({ ...config, database: { kind: 'embedded', dataDir: null } });
const headers = { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json' };
const health = await app.inject({ method: 'GET', url: '/api/health' });
const report = await app.inject({ method: 'POST', url: '/api/client-errors', headers, payload: { kind: 'error', message: 'probe', page: '/' } });
await app.close();
const commonJs = Object.keys(createRequire(import.meta.url).cache);
process.stdout.write(JSON.stringify({ health: health.statusCode, report: report.statusCode, commonJs }));
