import { context, diag, DiagLogLevel, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type express from 'express';
import { trimTrailingSlashes, type PortalConfig } from '../app/config.server';
import { logger } from '../app/lib/logger.server';
import { ATTRIBUTES, switchTracing, TRACER_NAME } from '../app/lib/tracing.server';
import { ABORTED, PATH_GROUPS, routePatternOf, type RouteLabeller } from './metrics';

/*
 * The HTTP side of the traces (app/lib/tracing.server.ts holds the spans of loaders and provider
 * calls): the SDK's start when OTEL_EXPORTER_OTLP_ENDPOINT is set, and the server span of each
 * request, made in express before React Router runs.
 */

export interface Tracing {
  /** Sends the spans still waiting and stops the exporter. */
  shutdown: () => Promise<void>;
}

/** Where the exporter posts: the endpoint's `/v1/traces`, as OTLP/HTTP names it. */
export function tracesUrl(endpoint: string): string {
  return `${trimTrailingSlashes(endpoint)}/v1/traces`;
}

/**
 * Starts OpenTelemetry's Node tracer provider with a batching processor and the OTLP/HTTP
 * exporter (JSON), registers it (with the AsyncLocalStorage context manager and the W3C trace
 * context propagator) and turns the portal's spans on. Null, with nothing loaded, when
 * OTEL_EXPORTER_OTLP_ENDPOINT is not set. The batch's delay and size follow OpenTelemetry's
 * own variables (OTEL_BSP_SCHEDULE_DELAY and the like).
 */
export async function startTracing(config: Pick<PortalConfig, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>): Promise<Tracing | null> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  // The SDK's own troubles (a receiver that cannot be reached) as the portal's warn lines.
  diag.setLogger(
    {
      error: (message) => logger.warn({ component: 'otel' }, message),
      warn: (message) => logger.warn({ component: 'otel' }, message),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(endpoint) }))],
  });
  provider.register();
  switchTracing(true);
  logger.info({ receiver: new URL(endpoint).host, service: config.OTEL_SERVICE_NAME }, 'traces exported over OTLP/HTTP');
  return {
    shutdown: async () => {
      switchTracing(false);
      await provider.shutdown();
    },
  };
}

/** Groups of requests that get no trace: the built files and the health checks. */
const UNTRACED: ReadonlySet<string> = new Set([PATH_GROUPS.static, PATH_GROUPS.health]);

/**
 * The server span of every request but the built files and the health checks: named by the
 * method and the route pattern (`GET /partner/playbook/:id`, never the path), with the pattern,
 * the answer's status and the request id of the log line. Loaders and provider calls run inside
 * it, so they join its trace; a `traceparent` sent by a trusted proxy in front makes it that
 * trace's child (anyone else's is dropped: `dropUntrustedProxyHeaders`). It ends when the
 * answer is finished, or as `aborted` when the client goes away first.
 */
export function requestSpans(label: RouteLabeller): express.RequestHandler {
  const tracer = trace.getTracer(TRACER_NAME);
  return (req, res, next) => {
    const route = routePatternOf(req, res, label);
    if (UNTRACED.has(route)) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      `${req.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTRIBUTES.method]: req.method, [ATTRIBUTES.route]: route, [ATTRIBUTES.requestId]: String(res.locals.requestId) },
      },
      parent,
    );
    // 'close' comes after 'finish' for an answer sent whole, and alone for one cut short.
    res.once('close', () => {
      if (!res.writableFinished) {
        // Nothing the client asked for reached it: no status to report.
        span.setAttribute(ATTRIBUTES.outcome, ABORTED);
      } else {
        span.setAttribute(ATTRIBUTES.status, res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
