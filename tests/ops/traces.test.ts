import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type Started } from '../processes';
import { freePort } from '../processes';
import { startRecordingProxy, type Recorded } from './recording-proxy';
import { opsPorts, startPortal, startSandbox } from './servers';

/*
 * The built portal exports its traces to a small OTLP/HTTP receiver of the test's own while a
 * partner signs in and opens the dashboard once. The dashboard view must be one trace: the
 * request's server span with the request id of its log line, the loaders' spans, and a span per
 * provider call attempt with its status, whose context reached the provider as `traceparent`
 * (a recording proxy sits in front of the sandbox). No span may hold the partner's e-mail or
 * any token the portal sent to the provider. What waits to be sent when the portal stops is
 * sent before it exits.
 */

const ports = opsPorts(25);
/** The sandbox's demo account. */
const DEMO_EMAIL = 'demo@partner.example';
const DEMO_PASSWORD = 'Demo-Partner-2026';

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
  status?: { code?: number };
}

interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: { key: string; value: OtlpValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

/** OTLP's span kinds. */
const SERVER = 2;
const CLIENT = 3;

let sandbox: Started;
let portal: Started;
let proxy: Server;
let receiver: Server;
/** Every export body as it came, and its spans. */
const bodies: string[] = [];
const spans: OtlpSpan[] = [];
const serviceNames = new Set<string>();
/** What the portal sent to the provider: bearer tokens and trace context headers. */
let recorded: Recorded;

let requestId: string;
/** The request id of a dashboard view whose client sent a trace context of its own. */
let foreignId: string;
/** The trace context that client sent (unsampled, with partner data in its tracestate). */
const FOREIGN_TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const FOREIGN_CONTEXT = { traceparent: `00-${FOREIGN_TRACE_ID}-b7ad6b7169203331-00`, tracestate: 'vendor=partner.of.client@example.com' };

/** The receiver: OTLP/HTTP with the JSON encoding, on `POST /v1/traces`. */
async function otlpReceiver(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !req.headers['content-type']?.startsWith('application/json')) {
        res.writeHead(404).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      bodies.push(text);
      const exported = JSON.parse(text) as OtlpExport;
      for (const resource of exported.resourceSpans ?? []) {
        const name = resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue;
        if (name) serviceNames.add(name);
        for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

function attribute(span: OtlpSpan, key: string): string | number | boolean | undefined {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  if (!value) return undefined;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

/** The server span of a request, once the receiver has it (the first dashboard view's by default). */
async function dashboardSpan(id = requestId, timeoutMs = 15_000): Promise<OtlpSpan> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = spans.find((span) => span.kind === SERVER && attribute(span, 'portal.request_id') === id);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no server span for request ${id}:\n${portal.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  const [proxyPort, receiverPort] = [await freePort(), await freePort()];
  receiver = await otlpReceiver(receiverPort);
  sandbox = await startSandbox(ports.sandbox);
  ({ server: proxy, recorded } = await startRecordingProxy(proxyPort, ports.sandbox));
  portal = await startPortal({
    PORT: String(ports.portal),
    API_URL: `http://127.0.0.1:${proxyPort}`,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    // The test's requests come as a browser's would, with no proxy in front.
    TRUST_PROXY: 'false',
  });
  const cookie = await signInOverHttp(portal.url, DEMO_EMAIL, DEMO_PASSWORD);
  const page = await fetch(`${portal.url}/partner/dashboard`, { headers: { cookie } });
  expect(page.status).toBe(200);
  await page.text();
  requestId = page.headers.get('x-request-id') ?? '';
  expect(requestId).not.toBe('');
  // Requests that get no trace: a readiness probe (which asks the provider) and a missing built file.
  for (const path of ['/partner/readyz', '/partner/build/missing-abc123.js']) await (await fetch(`${portal.url}${path}`)).text();
  const foreign = await fetch(`${portal.url}/partner/dashboard`, { headers: { cookie, ...FOREIGN_CONTEXT } });
  await foreign.text();
  foreignId = foreign.headers.get('x-request-id') ?? '';
});

afterAll(async () => {
  await portal?.stop();
  proxy?.close();
  receiver?.close();
  await sandbox?.stop();
});

describe('traces of a dashboard view', () => {
  it('is one trace: the server span named by the route pattern, with the status and the request id of the log line', async () => {
    const server = await dashboardSpan();
    expect(server.name).toBe('GET /partner/dashboard');
    expect(attribute(server, 'http.route')).toBe('/partner/dashboard');
    expect(attribute(server, 'http.request.method')).toBe('GET');
    expect(attribute(server, 'http.response.status_code')).toBe(200);
    expect(server.parentSpanId ?? '').toBe('');
    expect(server.traceId).toMatch(/^[\da-f]{32}$/);
    expect(spans.filter((span) => attribute(span, 'portal.request_id') === requestId)).toHaveLength(1);
    expect([...serviceNames]).toEqual(['partner-portal']);
  });

  it('has the loaders of the page as children of the server span, named by their route ids', async () => {
    const server = await dashboardSpan();
    const loaders = spans.filter((span) => span.traceId === server.traceId && span.name.startsWith('loader '));
    const names = loaders.map((span) => span.name);
    expect(names).toEqual(expect.arrayContaining(['loader root', 'loader routes/dashboard']));
    for (const loader of loaders) {
      expect(loader.parentSpanId).toBe(server.spanId);
      expect(attribute(loader, 'portal.route_id')).toBe(loader.name.slice('loader '.length));
    }
  });

  it('has a span per provider call attempt, under a loader, with its endpoint pattern, method, status, outcome and attempt', async () => {
    const server = await dashboardSpan();
    const inTrace = spans.filter((span) => span.traceId === server.traceId);
    const loaderIds = new Set(inTrace.filter((span) => span.name.startsWith('loader ')).map((span) => span.spanId));
    const calls = inTrace.filter((span) => span.kind === CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(loaderIds.has(call.parentSpanId ?? '')).toBe(true);
      expect(call.name).toMatch(/^(?:\/[\w:/.*-]*|graphql(?::\w+)?)$/);
      expect(call.name).not.toMatch(/\d{3,}/);
      expect(['GET', 'POST']).toContain(attribute(call, 'http.request.method'));
      expect(attribute(call, 'http.response.status_code')).toBe(200);
      expect(attribute(call, 'portal.outcome')).toBe('ok');
      expect(attribute(call, 'portal.attempt')).toBe(1);
      expect(call.status?.code ?? 0).not.toBe(2);
    }
  });

  it('sent the trace context of each attempt to the provider as traceparent', async () => {
    const server = await dashboardSpan();
    const callIds = new Set(spans.filter((span) => span.traceId === server.traceId && span.kind === CLIENT).map((span) => span.spanId));
    const ofThisView = recorded.traceparents.filter((header) => header.split('-')[1] === server.traceId);
    expect(ofThisView.length).toBeGreaterThan(0);
    for (const header of ofThisView) {
      expect(header).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-0[01]$/);
      expect(callIds.has(header.split('-')[2]!)).toBe(true);
    }
  });

  it('holds neither the e-mail of the partner nor any token the portal sent to the provider', async () => {
    await dashboardSpan();
    expect(recorded.tokens.size).toBeGreaterThan(0);
    const everything = bodies.join('\n');
    expect(everything).not.toContain(DEMO_EMAIL);
    expect(everything).not.toContain(DEMO_PASSWORD);
    for (const token of recorded.tokens) expect(everything).not.toContain(token);
  });
});

describe('requests that are not page views, and clients', () => {
  it('start no trace: a readiness probe and a missing built file make no span and send no traceparent', async () => {
    await dashboardSpan(foreignId);
    const tracesWithAServer = new Set(spans.filter((span) => span.kind === SERVER).map((span) => span.traceId));
    for (const span of spans) expect(tracesWithAServer.has(span.traceId), span.name).toBe(true);
    for (const header of recorded.traceparents) expect(tracesWithAServer.has(header.split('-')[1]!), header).toBe(true);
    expect(spans.filter((span) => span.kind === SERVER).map((span) => span.name)).not.toContain('GET health');
  });

  it('take no trace context from a client that is not a trusted proxy: neither its trace, nor its choice not to be traced, nor its tracestate', async () => {
    const server = await dashboardSpan(foreignId);
    expect(server.traceId).not.toBe(FOREIGN_TRACE_ID);
    expect(server.parentSpanId ?? '').toBe('');
    expect(spans.filter((span) => span.traceId === server.traceId && span.kind === CLIENT).length).toBeGreaterThan(0);
    expect(bodies.join('\n')).not.toContain('partner.of.client@example.com');
    expect(recorded.traceparents.some((header) => header.includes(FOREIGN_TRACE_ID))).toBe(false);
  });
});

describe('traces on shutdown', () => {
  it('sends the spans still waiting when the portal stops on SIGTERM', async () => {
    const receiverPort = (receiver.address() as { port: number }).port;
    // A batch delay far longer than the test: only the shutdown can send this page view's spans.
    const waiting = await startPortal({
      PORT: String(await freePort()),
      API_URL: sandbox.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    });
    const page = await fetch(`${waiting.url}/partner/signin`);
    await page.text();
    const id = page.headers.get('x-request-id');
    const serverSpanOf = () => spans.find((span) => span.kind === SERVER && attribute(span, 'portal.request_id') === id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(serverSpanOf()).toBeUndefined();
    expect(await waiting.stop('SIGTERM')).toBe(0);
    expect(serverSpanOf()?.name).toBe('GET /partner/signin');
  });
});
