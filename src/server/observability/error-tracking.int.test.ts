// Error tracking (issue 18 item 20): with OTEL_EXPORTER_OTLP_ENDPOINT set, the server's request
// spans and the errors browsers report arrive at a real OTLP/HTTP receiver; unset, nothing is
// exported and no OpenTelemetry module is even loaded; the report route refuses what its schema,
// size and rate limits do not allow, and logs what it takes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_ERROR_PATH, CLIENT_ERROR_STACK_MAX_LENGTH } from '@shared/client-error-report';
import type { BuiltServer } from '@server/app';
import type { DatabaseHandle } from '@server/db/database';
import { CLIENT_ERROR_REPORTS_PER_MINUTE } from '@server/routes/client-errors/client-errors.routes';
import { databaseCases, jsonHeaders, serverForTests, startTestServer } from '@server/testing/test-server';
import { type OtlpReceiver, startOtlpReceiver } from './testing/otlp-receiver';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const report = { kind: 'error', message: "Cannot read properties of undefined (reading 'name')", page: '/dashboard', stack: 'TypeError: Cannot read…\n    at Dashboard (https://localhost/assets/dashboard-1a2b.js:1:200)' };

function postReport(server: BuiltServer, payload: unknown, remoteAddress = '203.0.113.7') {
  return server.app.inject({ method: 'POST', url: CLIENT_ERROR_PATH, headers: jsonHeaders(), remoteAddress, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
}

describe('with an OTLP endpoint', () => {
  let receiver: OtlpReceiver;
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    ({ handle, cleanup } = await databaseCases()[0]!.open());
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
    await receiver?.close();
  });

  it('exports a span per request, continuing the caller’s trace, and a browser error as an exception event', async () => {
    const server = await startTestServer(handle, { telemetry: { endpoint: receiver.endpoint, headers: { 'x-api-key': 'k' }, serviceName: 'sites-under-test' } });
    const health = await server.app.inject({ method: 'GET', url: '/api/health?probe=1', headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` } });
    expect(health.statusCode).toBe(200);
    expect((await postReport(server, report)).statusCode).toBe(204);
    // Closing flushes the batch to the receiver.
    await server.app.close();

    const request = receiver.spans.find((span) => span.name === 'GET /api/health');
    expect(request).toMatchObject({
      traceId: TRACE_ID,
      parentSpanId: '00f067aa0ba902b7',
      kind: 2, // SERVER
      attributes: { 'http.request.method': 'GET', 'http.route': '/api/health', 'url.path': '/api/health', 'http.response.status_code': 200 },
      resource: { 'service.name': 'sites-under-test' },
    });
    const reportRequest = receiver.spans.find((span) => span.name === `POST ${CLIENT_ERROR_PATH}`)!;
    const browserError = receiver.spans.find((span) => span.name === 'browser error');
    expect(browserError).toMatchObject({
      traceId: reportRequest.traceId,
      statusCode: 2, // ERROR
      attributes: { 'url.path': '/dashboard' },
      events: [{ name: 'exception', attributes: { 'exception.type': 'error', 'exception.message': report.message, 'exception.stacktrace': report.stack } }],
    });
  });
});

describe('without an OTLP endpoint (the default)', () => {
  /** Runs telemetry-probe.ts in a process of its own, on a copy of the migrated database; the modules it loaded, and what it printed. */
  async function probe(env: Record<string, string>): Promise<{ loaded: string[]; printed: { health: number; report: number; commonJs: string[] } }> {
    const folder = mkdtempSync(path.join(tmpdir(), 'telemetry-probe-'));
    const log = path.join(folder, 'resolved.txt');
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', './src/server/observability/testing/record-resolutions.mjs', 'src/server/observability/testing/run-probe.mjs'],
        { env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env, DATA_DIR: folder, RESOLUTION_LOG: log, EMBEDDED_SNAPSHOT: inject('embeddedSnapshot') ?? '', SESSION_SECRET: 'probe-secret-that-is-long-enough-0123456789' } },
      );
      return { loaded: readFileSync(log, 'utf8').split('\n').filter(Boolean), printed: JSON.parse(stdout) };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  /** OpenTelemetry's packages except its API: prom-client (the metrics) requires the API for exemplars, a no-op without an SDK. */
  const openTelemetrySdk = (urls: string[]) => [...new Set(urls.map((url) => /\/node_modules\/(@opentelemetry\/[^/]+)\//.exec(url)?.[1]).filter((name) => name && name !== '@opentelemetry/api'))];

  it('loads no OpenTelemetry SDK or exporter and exports nothing; with the endpoint set, the same run loads the SDK and exports', async () => {
    // Each run has a receiver of its own, so the two processes start side by side.
    const [silent, listening] = await Promise.all([startOtlpReceiver(), startOtlpReceiver()]);
    try {
      const [off, on] = await Promise.all([probe({}), probe({ OTEL_EXPORTER_OTLP_ENDPOINT: listening.endpoint })]);
      expect(off.printed).toMatchObject({ health: 200, report: 204 });
      expect(off.loaded.some((url) => url.includes('/fastify/'))).toBe(true);
      expect(openTelemetrySdk(off.loaded)).toEqual([]);
      expect(openTelemetrySdk(off.printed.commonJs)).toEqual([]);
      expect(silent.requests).toBe(0);

      expect(on.printed).toMatchObject({ health: 200, report: 204 });
      expect(openTelemetrySdk([...on.loaded, ...on.printed.commonJs])).toEqual(expect.arrayContaining(['@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http']));
      expect(listening.spans.map((span) => span.name)).toEqual(expect.arrayContaining(['GET /api/health', 'browser error']));
    } finally {
      await Promise.all([silent.close(), listening.close()]);
    }
  }, 180_000);
});

describe('the browser error route', () => {
  let server: BuiltServer;
  const log: Array<Record<string, unknown>> = [];
  serverForTests({ logStream: { write: (line) => void log.push(JSON.parse(line) as Record<string, unknown>) } }, (started) => {
    server = started;
  });

  it('logs a report with its page, message and stack, and nothing about the visitor', async () => {
    expect((await postReport(server, report, '203.0.113.1')).statusCode).toBe(204);
    const line = log.find((entry) => entry.event === 'client.error');
    expect(line).toMatchObject({ level: 40, kind: 'error', page: '/dashboard', message: report.message, stack: report.stack });
  });

  it.each([
    ['an unknown kind', { ...report, kind: 'warning' }],
    ['a missing message', { kind: 'error', page: '/' }],
    ['a query in the page', { ...report, page: '/reset?token=secret' }],
    ['a fragment in the page', { ...report, page: '/reset#secret' }],
    ['a page that is not a path', { ...report, page: 'https://elsewhere.example/' }],
    ['an untrimmed stack', { ...report, stack: 'x'.repeat(CLIENT_ERROR_STACK_MAX_LENGTH + 1) }],
    ['a field the schema does not name', { ...report, userAgent: 'Firefox', user: 'mara' }],
  ])('refuses %s with 400', async (_, body) => {
    const answer = await postReport(server, body, '203.0.113.2');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('refuses a body over its size limit with 400 before reading it as a report', async () => {
    const answer = await postReport(server, JSON.stringify({ ...report, stack: 'x'.repeat(9000) }), '203.0.113.3');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'body_too_large' } });
  });

  it('refuses a report from another origin', async () => {
    const answer = await server.app.inject({ method: 'POST', url: CLIENT_ERROR_PATH, headers: { ...jsonHeaders(), origin: 'https://elsewhere.example' }, payload: JSON.stringify(report) });
    expect(answer.statusCode).toBe(403);
  });

  it(`takes ${CLIENT_ERROR_REPORTS_PER_MINUTE} reports a minute from one client address, then answers 429; another address is not held up`, async () => {
    for (let sent = 0; sent < CLIENT_ERROR_REPORTS_PER_MINUTE; sent += 1) expect((await postReport(server, report, '198.51.100.9')).statusCode).toBe(204);
    const refused = await postReport(server, report, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await postReport(server, report, '198.51.100.10')).statusCode).toBe(204);
  });
});
