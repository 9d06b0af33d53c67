// The error-tracking settings from the environment (issue 18 item 20), in OpenTelemetry's own
// variable names, so an operator's usual OTEL_* settings work unchanged.

export interface TelemetrySettings {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; traces go to <endpoint>/v1/traces. */
  endpoint: string;
  /** OTEL_EXPORTER_OTLP_HEADERS, e.g. an API key a hosted collector wants. */
  headers: Record<string, string>;
  serviceName: string;
}

/** OTEL_EXPORTER_OTLP_HEADERS ("key=value,key2=value2", values URL-encoded); an entry without '=' is left out, as the specification says. */
export function otlpHeaders(value: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const entry of (value ?? '').split(',')) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const key = entry.slice(0, at).trim();
    if (key) headers[key] = decodeURIComponent(entry.slice(at + 1).trim());
  }
  return headers;
}

/** The OTLP/HTTP traces URL of a base endpoint (the specification's rule for OTEL_EXPORTER_OTLP_ENDPOINT). */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}
