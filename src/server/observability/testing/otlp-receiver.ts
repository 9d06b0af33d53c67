// A real OTLP/HTTP receiver for the tests: takes what an exporter sends to /v1/traces (JSON, the
// encoding @opentelemetry/exporter-trace-otlp-http uses) and keeps the spans, flattened.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  events?: Array<{ name: string; attributes?: OtlpAttribute[] }>;
  status?: { code?: number; message?: string };
}
interface OtlpExport {
  resourceSpans: Array<{ resource?: { attributes?: OtlpAttribute[] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

export interface ReceivedSpan {
  traceId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  events: Array<{ name: string; attributes: Record<string, string | number | boolean> }>;
  statusCode: number;
  resource: Record<string, string | number | boolean>;
}

function flatten(attributes: OtlpAttribute[] | undefined): Record<string, string | number | boolean> {
  const flat: Record<string, string | number | boolean> = {};
  for (const { key, value } of attributes ?? []) {
    const plain = value.stringValue ?? value.boolValue ?? value.intValue;
    if (plain !== undefined) flat[key] = typeof plain === 'string' && value.intValue !== undefined ? Number(plain) : plain;
  }
  return flat;
}

export interface OtlpReceiver {
  /** The base endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT would name it. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Requests that arrived, whatever their path. */
  requests: number;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver = { spans: [] as ReceivedSpan[], requests: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests += 1;
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resourceSpans of body.resourceSpans) {
        const resource = flatten(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans) {
          for (const span of scope.spans) {
            receiver.spans.push({
              traceId: span.traceId,
              parentSpanId: span.parentSpanId || null,
              name: span.name,
              kind: span.kind,
              attributes: flatten(span.attributes),
              events: (span.events ?? []).map((event) => ({ name: event.name, attributes: flatten(event.attributes) })),
              statusCode: span.status?.code ?? 0,
              resource,
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get spans() {
      return receiver.spans;
    },
    get requests() {
      return receiver.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
