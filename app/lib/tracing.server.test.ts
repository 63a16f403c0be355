import type { AddressInfo } from 'node:net';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import express from 'express';
import type { InstrumentationHandlerResult } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '~/config.server';
import { requestSpans, routeSpans, startAttemptSpan, startTracing, switchTracing, tracesUrl, tracingOn, withTraceContext } from '~/lib/tracing.server';
import { callUnderPolicy, type CallPolicy } from '~/upstream/call-policy.server';
import { callUpstream, contentLocaleFor } from '~/upstream/client.server';
import { queryContent } from '~/upstream/graphql.server';
import { fetchProviderMedia } from '~/upstream/media.server';
import { routeLabeller } from '../../server/route-labels';
import { askAndLeave } from '../../tests/helpers/leaving-client';
import { standInProvider } from '../../tests/helpers/stand-in-provider';
import { portalRouteManifest } from '../../tests/helpers/route-manifest';

/** The partner whose data must never reach an attribute. */
const TOKEN = 'tok-7c1e9a3f5b2d4e6a8c0f';
const LEAD_ID = '5531277';

/** What the stand-in provider was sent: each request's path and trace context header. */
const received: { path: string; traceparent: string | undefined }[] = [];
await standInProvider((req, res) => {
  received.push({ path: req.url ?? '', traceparent: req.headers.traceparent as string | undefined });
  // A proxy's error page with a success status, where JSON was due.
  const garbled = req.url?.startsWith('/api/partner/garbled') || req.url?.startsWith('/graphql');
  res.writeHead(200, { 'content-type': 'application/json' }).end(garbled ? '<html>Service temporarily unavailable</html>' : '{"items":[]}');
});

const policy: CallPolicy = { deadlineMs: 2000, retries: 1, random: () => 0 };

const manifest = portalRouteManifest;

/** Whether any attribute of the spans holds `text`. */
const anyAttributeHolds = (spans: ReadableSpan[], text: string) =>
  spans.some((span) => span.name.includes(text) || Object.values(span.attributes).some((value) => String(value).includes(text)));

/** Serves one request through an express app with the request spans before `handler`. */
async function serve(path: string, handler: express.RequestHandler): Promise<Response> {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = 'req-0042';
    next();
  });
  app.use(requestSpans(routeLabeller(manifest)));
  app.use(handler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await response.text();
    return response;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A route as React Router's instrumentation hands it over, with what `instrument` was given. */
function instrumentableRoute(id: string) {
  const given: { loader?: (call: () => Promise<InstrumentationHandlerResult>, info: never) => Promise<void> } = {};
  const instrument = vi.fn((instrumentations: typeof given) => Object.assign(given, instrumentations));
  routeSpans.route?.({ id, index: undefined, path: 'dashboard', instrument });
  return { instrument, given };
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('starts nothing: no SDK, no provider, no span, no header, no route touched', async () => {
    const config = parseConfig({ NODE_ENV: 'test' });
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(await startTracing(config)).toBeNull();
    expect(tracingOn()).toBe(false);
    expect(trace.getTracer('any').startSpan('any').isRecording()).toBe(false);
    expect(startAttemptSpan('/api/partner/leads', 'GET', 1)).toBeUndefined();
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect(withTraceContext(headers)).toBe(headers);
    expect(instrumentableRoute('routes/dashboard').instrument).not.toHaveBeenCalled();
  });

  it('sends no traceparent to the provider', async () => {
    received.length = 0;
    await callUpstream({ token: TOKEN, locale: contentLocaleFor('en') }, '/api/partner/leads');
    expect(received).toEqual([{ path: '/api/partner/leads', traceparent: undefined }]);
  });
});

describe('the configuration of the traces', () => {
  it('takes an http(s) endpoint of at most 2048 characters and a service name of 1 to 100', () => {
    expect(parseConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).OTEL_SERVICE_NAME).toBe('partner-portal');
    expect(() => parseConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => parseConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: `http://collector/${'a'.repeat(2048)}` })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => parseConfig({ NODE_ENV: 'test', OTEL_SERVICE_NAME: 'x'.repeat(101) })).toThrow(/OTEL_SERVICE_NAME/);
    expect(parseConfig({ NODE_ENV: 'test', OTEL_SERVICE_NAME: 'portal-eu' }).OTEL_SERVICE_NAME).toBe('portal-eu');
  });

  it("posts to the endpoint's /v1/traces", () => {
    expect(tracesUrl('http://collector:4318')).toBe('http://collector:4318/v1/traces');
    expect(tracesUrl('https://collector.example/otlp/')).toBe('https://collector.example/otlp/v1/traces');
  });
});

describe('with tracing on', () => {
  const exporter = new InMemorySpanExporter();
  const setUp = () => {
    if (tracingOn()) return;
    new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
    switchTracing(true);
  };
  const tracer = () => trace.getTracer('test');
  /** Runs `work` inside a parent span, as a loader's; answers the parent's span id. */
  const underParent = async (work: () => Promise<unknown>) =>
    tracer().startActiveSpan('parent', async (parent) => {
      await work();
      parent.end();
      return parent.spanContext().spanId;
    });

  it("names a request's server span by method and route pattern, with its status and request id, never the path or query", async () => {
    setUp();
    exporter.reset();
    let active: string | undefined;
    await serve(`/partner/playbook/${LEAD_ID}/77881?q=${TOKEN}`, (_req, res) => {
      active = trace.getActiveSpan()?.spanContext().spanId;
      res.status(200).send('ok');
    });
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('GET /partner/playbook/:id/:productId');
    expect(span?.kind).toBe(SpanKind.SERVER);
    expect(span?.attributes).toEqual({
      'http.request.method': 'GET',
      'http.route': '/partner/playbook/:id/:productId',
      'http.response.status_code': 200,
      'portal.request_id': 'req-0042',
    });
    expect(active).toBe(span?.spanContext().spanId);
    expect(anyAttributeHolds(exporter.getFinishedSpans(), LEAD_ID)).toBe(false);
    expect(anyAttributeHolds(exporter.getFinishedSpans(), TOKEN)).toBe(false);
  });

  it('marks a 5xx answer as an error, and gives the built files no span', async () => {
    setUp();
    exporter.reset();
    await serve('/partner/dashboard', (_req, res) => res.status(503).send('busy'));
    await serve('/partner/build/entry.client-abc123.js', (_req, res) => res.send('code'));
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(['GET /partner/dashboard']);
    expect(spans[0]?.attributes['http.response.status_code']).toBe(503);
    expect(spans[0]?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("runs a route's loader inside a span named by the route id, a child of the request's", async () => {
    setUp();
    exporter.reset();
    const { given, instrument } = instrumentableRoute('routes/dashboard');
    expect(instrument).toHaveBeenCalledOnce();
    let inside: string | undefined;
    const parentId = await underParent(() =>
      given.loader!(async () => {
        inside = trace.getActiveSpan()?.spanContext().spanId;
        return { status: 'success', error: undefined };
      }, undefined as never),
    );
    await underParent(() => given.loader!(async () => ({ status: 'error', error: new Error('provider down') }), undefined as never));
    const loaders = exporter.getFinishedSpans().filter((span) => span.name.startsWith('loader '));
    expect(loaders.map((span) => span.name)).toEqual(['loader routes/dashboard', 'loader routes/dashboard']);
    expect(loaders[0]?.parentSpanContext?.spanId).toBe(parentId);
    expect(loaders[0]?.attributes).toEqual({ 'portal.route_id': 'routes/dashboard' });
    expect(inside).toBe(loaders[0]?.spanContext().spanId);
    expect(loaders[0]?.status.code).toBe(SpanStatusCode.UNSET);
    expect(loaders[1]?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("makes a span of every provider call attempt, under the caller's span, with the method, status, outcome and attempt", async () => {
    setUp();
    exporter.reset();
    const sent: (string | undefined)[] = [];
    const answers = [{ status: 503 }, { status: 200 }];
    const parentId = await underParent(() =>
      callUnderPolicy(
        {
          endpoint: '/api/partner/leads/:id',
          method: 'GET',
          read: true,
          attempt: async () => {
            sent.push(withTraceContext<Record<string, string>>({}).traceparent);
            return answers.shift()!;
          },
          statusOf: (answer) => answer.status,
        },
        policy,
      ),
    );
    const attempts = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(attempts.map((span) => [span.name, span.attributes])).toEqual([
      ['/api/partner/leads/:id', { 'http.request.method': 'GET', 'portal.attempt': 1, 'portal.outcome': '5xx', 'http.response.status_code': 503 }],
      ['/api/partner/leads/:id', { 'http.request.method': 'GET', 'portal.attempt': 2, 'portal.outcome': 'ok', 'http.response.status_code': 200 }],
    ]);
    expect(attempts.map((span) => span.parentSpanContext?.spanId)).toEqual([parentId, parentId]);
    expect(attempts.map((span) => span.status.code)).toEqual([SpanStatusCode.ERROR, SpanStatusCode.UNSET]);
    // Each attempt's request carries its own span's context.
    expect(sent).toEqual(attempts.map((span) => `00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`));
  });

  it('ends the span of an attempt whose connection failed as network, without a status', async () => {
    setUp();
    exporter.reset();
    await underParent(() =>
      callUnderPolicy(
        {
          endpoint: '/api/partner/profile',
          method: 'POST',
          read: false,
          attempt: () => Promise.reject(new Error('socket hang up')),
          statusOf: () => 200,
        },
        policy,
      ).catch(() => undefined),
    );
    const [attempt] = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(attempt?.attributes).toEqual({ 'http.request.method': 'POST', 'portal.attempt': 1, 'portal.outcome': 'network' });
    expect(attempt?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("marks the caller's span as failed by an answer that is no JSON, REST and GraphQL, the call's own span as the provider answered", async () => {
    setUp();
    exporter.reset();
    const { given } = instrumentableRoute('routes/leads');
    for (const read of [
      () => callUpstream({ token: TOKEN, locale: contentLocaleFor('en') }, `/api/partner/garbled/${LEAD_ID}`),
      () => queryContent({ token: TOKEN, locale: contentLocaleFor('en') }, 'query GarbledNews { news { id } }', {}, z.unknown()),
    ]) {
      await underParent(() =>
        given.loader!(async () => {
          // The screen shows the load error and the loader ends as written.
          await expect(read()).rejects.toMatchObject({ code: 'malformed' });
          return { status: 'success', error: undefined };
        }, undefined as never),
      );
    }
    const spans = exporter.getFinishedSpans();
    const loaders = spans.filter((span) => span.name.startsWith('loader '));
    expect(loaders.map((span) => span.status)).toEqual([
      { code: SpanStatusCode.ERROR, message: 'unreadable provider answer: /api/partner/garbled/:id' },
      { code: SpanStatusCode.ERROR, message: 'unreadable provider answer: graphql:GarbledNews' },
    ]);
    expect(loaders.map((span) => span.events.map((event) => [event.name, event.attributes?.['exception.type']]))).toEqual([
      [['exception', 'UnreadableAnswer']],
      [['exception', 'UnreadableAnswer']],
    ]);
    const attempts = spans.filter((span) => span.kind === SpanKind.CLIENT);
    expect(attempts.map((span) => [span.name, span.attributes['portal.outcome'], span.status.code])).toEqual([
      ['/api/partner/garbled/:id', 'ok', SpanStatusCode.UNSET],
      ['graphql:GarbledNews', 'ok', SpanStatusCode.UNSET],
    ]);
    expect(anyAttributeHolds(spans, LEAD_ID)).toBe(false);
    expect(spans.some((span) => span.events.some((event) => JSON.stringify(event).includes(LEAD_ID)))).toBe(false);
  });

  it('sends traceparent on REST calls and media files, naming the attempt, and keeps ids and tokens out of the spans', async () => {
    setUp();
    exporter.reset();
    received.length = 0;
    await underParent(async () => {
      await callUpstream({ token: TOKEN, locale: contentLocaleFor('en') }, `/api/partner/leads/${LEAD_ID}`);
      const media = await fetchProviderMedia({ path: '/media/documents/guide.pdf', search: '', token: TOKEN, signal: new AbortController().signal });
      if (media.kind === 'answer') await media.response.text();
    });
    const attempts = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(attempts.map((span) => span.name)).toEqual(['/api/partner/leads/:id', '/media/*']);
    expect(received).toEqual(
      attempts.map((span, index) => ({
        path: index === 0 ? `/api/partner/leads/${LEAD_ID}` : '/media/documents/guide.pdf',
        traceparent: `00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`,
      })),
    );
    expect(anyAttributeHolds(exporter.getFinishedSpans(), LEAD_ID)).toBe(false);
    expect(anyAttributeHolds(exporter.getFinishedSpans(), TOKEN)).toBe(false);
  });

  it('makes no span and sends no trace context for work outside a traced request (a health check, a built file)', async () => {
    setUp();
    exporter.reset();
    received.length = 0;
    const { given } = instrumentableRoute('root');
    let ran = false;
    await given.loader!(async () => {
      ran = true;
      await callUpstream({ token: TOKEN, locale: contentLocaleFor('en') }, '/api/partner/profile');
      return { status: 'success', error: undefined };
    }, undefined as never);
    expect(ran).toBe(true);
    expect(startAttemptSpan('readiness', 'GET', 1)).toBeUndefined();
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(received).toEqual([{ path: '/api/partner/profile', traceparent: undefined }]);
  });

  it('ends the server span of a request whose client went away as aborted, without a status', async () => {
    setUp();
    exporter.reset();
    const served = await askAndLeave(requestSpans(routeLabeller(manifest)), '/partner/dashboard');
    await vi.waitFor(() => expect(exporter.getFinishedSpans()).toHaveLength(1), { timeout: 5000 });
    await served.close();
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('GET /partner/dashboard');
    expect(span?.attributes['portal.outcome']).toBe('aborted');
    expect(span?.attributes['http.response.status_code']).toBeUndefined();
  });

  it('leaves the headers it was given as they are', () => {
    setUp();
    const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
    const sent = context.with(trace.setSpan(context.active(), tracer().startSpan('call')), () => withTraceContext(headers));
    expect(sent).not.toBe(headers);
    expect(headers).toEqual({ authorization: `Bearer ${TOKEN}` });
    expect(sent.traceparent).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
  });
});
