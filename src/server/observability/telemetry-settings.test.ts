import { describe, expect, it } from 'vitest';
import { tracesUrl } from './telemetry-settings';

describe('tracesUrl', () => {
  it('appends the traces path to the base endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT means it', () => {
    expect(tracesUrl('http://127.0.0.1:4318')).toBe('http://127.0.0.1:4318/v1/traces');
    expect(tracesUrl('https://otlp.example/otlp/')).toBe('https://otlp.example/otlp/v1/traces');
  });
});
