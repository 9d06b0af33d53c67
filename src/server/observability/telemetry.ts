// The error-tracking hook (issue 18 item 20): with an OTLP endpoint configured, the server traces
// its requests and records the errors browsers report; without one, nothing here runs on a request
// and the OpenTelemetry SDK is never loaded — the import below is the only way to it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientErrorReport } from '@shared/client-error-report';
import type { TelemetrySettings } from './telemetry-settings';

export interface Telemetry {
  /** Records a browser's error report in the trace of the request that brought it. */
  recordBrowserError(report: ClientErrorReport, request: FastifyRequest): void;
}

/** Starts tracing on the app when settings are given (its hooks, an exporter flushed on close); null otherwise. */
export async function startTelemetry(app: FastifyInstance, settings: TelemetrySettings | null | undefined): Promise<Telemetry | null> {
  if (!settings) return null;
  const { startTracing } = await import('./tracing');
  return startTracing(app, settings);
}
