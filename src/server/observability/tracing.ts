// OpenTelemetry tracing of the server, loaded only when an OTLP endpoint is configured
// (telemetry.ts). One SERVER span per request, made by two synchronous hooks (no promise per
// request, as every hook since docs/decisions/020), continuing a W3C traceparent a proxy sends;
// a 5xx marks it as an error with the exception recorded; a browser's report becomes a child span
// with an 'exception' event. Spans leave in batches over OTLP/HTTP (JSON); close flushes them.
import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, defaultTextMapGetter, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import {
  ATTR_EXCEPTION_MESSAGE,
  ATTR_EXCEPTION_STACKTRACE,
  ATTR_EXCEPTION_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Telemetry } from './telemetry';
import { type TelemetrySettings, tracesUrl } from './telemetry-settings';

/** The request's path when its route has no parameters (a route's parameters may name a person or carry a code). */
function pathAttribute(request: FastifyRequest): Record<string, string> {
  const route = request.routeOptions.url;
  if (route === undefined || route.includes(':')) return {};
  const query = request.url.indexOf('?');
  return { [ATTR_URL_PATH]: query === -1 ? request.url : request.url.slice(0, query) };
}

export function startTracing(app: FastifyInstance, settings: TelemetrySettings): Telemetry {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(settings.endpoint), headers: settings.headers }))],
  });
  const tracer = provider.getTracer('heartfelt-sites');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_SERVER_ADDRESS]: request.hostname, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}), ...pathAttribute(request) },
      },
      parent,
    );
    spans.set(request, span);
    done();
  });
  app.addHook('onError', (request, _reply, error: FastifyError, done) => {
    if ((error.statusCode ?? 500) >= 500) spans.get(request)?.recordException(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    spans.get(request)?.end();
    done();
  });
  app.addHook('onClose', async () => provider.shutdown());
  app.log.info({ endpoint: tracesUrl(settings.endpoint), service: settings.serviceName }, 'error tracking: traces go to the OTLP endpoint');

  return {
    recordBrowserError(report, request) {
      const requestSpan = spans.get(request);
      const span = tracer.startSpan('browser error', { attributes: { [ATTR_URL_PATH]: report.page } }, requestSpan ? trace.setSpan(ROOT_CONTEXT, requestSpan) : ROOT_CONTEXT);
      span.addEvent('exception', {
        [ATTR_EXCEPTION_TYPE]: report.kind,
        [ATTR_EXCEPTION_MESSAGE]: report.message,
        ...(report.stack ? { [ATTR_EXCEPTION_STACKTRACE]: report.stack } : {}),
      });
      span.setStatus({ code: SpanStatusCode.ERROR, message: report.message });
      span.end();
    },
  };
}
