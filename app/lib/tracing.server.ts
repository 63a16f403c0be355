import { context, diag, DiagLogLevel, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type TextMapSetter } from '@opentelemetry/api';
import type express from 'express';
import type { InstrumentationHandlerResult, ServerInstrumentation } from 'react-router';
import { trimTrailingSlashes, type PortalConfig } from '~/config.server';
import { logger } from './logger.server';
import { ABORTED, PATH_GROUPS, routePatternOf, type ProviderOutcome, type RouteLabeller } from './metrics.server';

/*
 * The portal's spans, through OpenTelemetry's API only: the SDK and its exporter are started by
 * the server (`startTracing`, from server.ts) when OTEL_EXPORTER_OTLP_ENDPOINT is set, and that
 * start turns the switch below on. While it is off, nothing here makes a span or touches a
 * header: each place that could costs one check of the switch.
 *
 * A page view is one trace: the server's span for the request (`requestSpans`, which
 * server/app.ts puts in front of React Router), a span per loader or action of the page's
 * routes (`routeSpans`, through React Router's instrumentations), and under them a span per
 * attempt of each provider call (`startAttemptSpan`), whose context travels to the provider as
 * the W3C `traceparent` header (`withTraceContext`).
 *
 * No attribute holds partner data: routes are patterns or route ids, provider endpoints are the
 * patterns the metrics use (no ids, no query), and the rest are methods, statuses, outcomes,
 * attempt numbers and the request id the log line carries.
 */

/** The name the portal's tracer goes by. */
export const TRACER_NAME = 'partner-portal';

/** The attributes the portal sets beside OpenTelemetry's HTTP ones. */
export const ATTRIBUTES = {
  method: 'http.request.method',
  status: 'http.response.status_code',
  route: 'http.route',
  requestId: 'portal.request_id',
  routeId: 'portal.route_id',
  outcome: 'portal.outcome',
  attempt: 'portal.attempt',
} as const;

// The server and the app bundle each carry a copy of this module: the switch is kept on the
// process's global object, so that the server's start of the SDK turns it on for both.
const SWITCH = Symbol.for('partner-portal.tracing');
type WithSwitch = typeof globalThis & { [SWITCH]?: boolean };
const holder = globalThis as WithSwitch;

/** Whether traces are being exported (the SDK is started). */
export function tracingOn(): boolean {
  return holder[SWITCH] === true;
}

/** Turns the portal's spans on or off: on once the SDK is started. */
export function switchTracing(on: boolean): void {
  holder[SWITCH] = on;
}

const tracer = () => trace.getTracer(TRACER_NAME);

/** A span around one loader or action of a route, named by its kind and the route's id. */
async function handlerSpan(kind: 'loader' | 'action', routeId: string, handler: () => Promise<InstrumentationHandlerResult>): Promise<void> {
  await tracer().startActiveSpan(`${kind} ${routeId}`, { kind: SpanKind.INTERNAL, attributes: { [ATTRIBUTES.routeId]: routeId } }, async (span) => {
    try {
      const { status } = await handler();
      if (status === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
    } finally {
      span.end();
    }
  });
}

/**
 * React Router's server instrumentation (exported by app/entry.server.tsx): while tracing is
 * on when the request handler is made, every route's loader and action run inside a span of
 * their own. While it is off, no route is touched, so they run exactly as written.
 */
export const routeSpans: ServerInstrumentation = {
  route(route) {
    if (!tracingOn()) return;
    route.instrument({
      loader: (callLoader) => (inTrace() ? handlerSpan('loader', route.id, callLoader) : untraced(callLoader)),
      action: (callAction) => (inTrace() ? handlerSpan('action', route.id, callAction) : untraced(callAction)),
    });
  },
};

/**
 * Whether the work at hand belongs to a traced request: the server's span of the request is
 * active. Requests that get no trace (built files, health checks) make no span of their own
 * either, so none starts a trace without its request.
 */
function inTrace(): boolean {
  return trace.getActiveSpan() !== undefined;
}

async function untraced(handler: () => Promise<InstrumentationHandlerResult>): Promise<void> {
  await handler();
}

/** One attempt of a provider call under way: undefined while tracing is off. */
export type AttemptSpan = Span | undefined;

/**
 * Starts the span of one provider call attempt, a child of the active span (the loader's);
 * none for a call made outside a traced request (the readiness probe's).
 */
export function startAttemptSpan(endpoint: string, method: string | undefined, attempt: number): AttemptSpan {
  if (!tracingOn() || !inTrace()) return undefined;
  const span = tracer().startSpan(endpoint, { kind: SpanKind.CLIENT, attributes: { [ATTRIBUTES.attempt]: attempt } });
  if (method !== undefined) span.setAttribute(ATTRIBUTES.method, method);
  return span;
}

/** Runs `work` with the attempt's span active, so that the headers it builds carry its context. */
export function inAttemptSpan<T>(span: AttemptSpan, work: () => T): T {
  return span === undefined ? work() : context.with(trace.setSpan(context.active(), span), work);
}

/** Ends an attempt's span with how it ended and, when an answer came, its status. */
export function endAttemptSpan(span: AttemptSpan, outcome: ProviderOutcome, status?: number): void {
  if (span === undefined) return;
  span.setAttribute(ATTRIBUTES.outcome, outcome);
  if (status !== undefined) span.setAttribute(ATTRIBUTES.status, status);
  if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Marks the span at work (the loader's or action's whose provider call it was) as failed by a
 * provider answer it could not read: a success status whose body is no JSON. The call's own
 * span keeps its outcome, as HTTP has it (the provider answered); the failure is the
 * reader's, as an exception event naming the endpoint's pattern.
 */
export function markUnreadableAnswer(endpoint: string): void {
  if (!tracingOn()) return;
  const span = trace.getActiveSpan();
  if (span === undefined) return;
  const message = `unreadable provider answer: ${endpoint}`;
  span.recordException({ name: 'UnreadableAnswer', message });
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

const headersSetter: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

/**
 * The headers of a provider request with the active span's context added (`traceparent`, and
 * `tracestate` when there is one): a copy, the given headers untouched. While tracing is off,
 * the headers themselves.
 */
export function withTraceContext<H extends Headers | Record<string, string>>(headers: H): H {
  if (!tracingOn()) return headers;
  if (headers instanceof Headers) {
    const copy = new Headers(headers);
    propagation.inject(context.active(), copy, headersSetter);
    return copy as H;
  }
  const copy: Record<string, string> = { ...headers };
  propagation.inject(context.active(), copy);
  return copy as H;
}

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
  const serverTracer = tracer();
  return (req, res, next) => {
    const route = routePatternOf(req, res, label);
    if (UNTRACED.has(route)) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = serverTracer.startSpan(
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
