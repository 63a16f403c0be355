import { createServer, type Server } from 'node:http';
import type express from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PortalConfig } from '~/config.server';
import { logger } from './logger.server';

/*
 * The portal's Prometheus metrics: one registry, the instruments the portal records into, the
 * request histogram's middleware (`requestMetrics`, which server/app.ts puts in front of React
 * Router) and the scrape endpoint, a server of its own on METRICS_PORT (never the portal's port,
 * so a proxy that hands /partner to the portal cannot expose it). A request's route label comes
 * from the build's routes (server/route-labels.ts).
 *
 * No label ever holds partner data: routes are patterns, provider endpoints are the named
 * paths the portal calls with every id taken out, caches and shared calls have fixed names,
 * and outcomes are one of a short list. Every label value comes from the portal's code, so
 * the number of series stays bounded.
 *
 * Recording costs a counter or histogram update on a child that is bound once per label set
 * (`boundOnce`): nothing is built per request beyond what prom-client's own update needs.
 */

/** Upper bounds of the request histogram: around the page budgets (60 ms median, 130 ms p95). */
const REQUEST_BUCKETS = [0.01, 0.025, 0.05, 0.06, 0.1, 0.13, 0.25, 0.5, 1, 2.5];
/** Upper bounds of a provider call's histogram: its round trip, up to the default 8 s deadline. */
const PROVIDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8];

/**
 * How often the event loop's lag is sampled (prom-client's default). Node's readings include
 * this interval: an idle process reads about 10 ms, and a reading of 100 ms is 90 ms late.
 */
const EVENT_LOOP_RESOLUTION_MS = 10;

/** How a provider attempt ended: 'cancelled' is a caller that went away (the browser left). */
export type ProviderOutcome = 'ok' | 'timeout' | '4xx' | '5xx' | 'network' | 'cancelled';
/** How a sign-in post ended; 'unavailable' is a provider that failed or answered without a usable account. */
export const SIGN_IN_OUTCOMES = ['success', 'wrong_credentials', 'otp_failure', 'refused_budget', 'unavailable'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** Where a signed-in partner proves who they are again: their current password. */
export const ACCOUNT_PROOF_FLOWS = ['password_change', 'two_factor_setup'] as const;
export type AccountProofFlow = (typeof ACCOUNT_PROOF_FLOWS)[number];

/** How such a proof ended: `refused` is the provider's no (the wrong current password, or a change it would not make). */
export const ACCOUNT_PROOF_OUTCOMES = ['success', 'refused', 'refused_budget', 'unavailable'] as const;
export type AccountProofOutcome = (typeof ACCOUNT_PROOF_OUTCOMES)[number];

export interface PortalMetrics {
  registry: Registry;
  requestDuration: Histogram<'route' | 'status_class'>;
  providerCalls: Counter<'endpoint' | 'outcome' | 'attempt'>;
  providerDuration: Histogram<'endpoint' | 'outcome' | 'attempt'>;
  providerUnreadable: Counter<'endpoint'>;
  sharedStarted: Counter<'call'>;
  sharedJoined: Counter<'call'>;
  cacheHits: Counter<'cache'>;
  cacheMisses: Counter<'cache'>;
  signIns: Counter<'outcome'>;
  accountProofs: Counter<'flow' | 'outcome'>;
  redisConnected: Gauge;
  redisFailOpen: Gauge;
  redisFailOpenPeriods: Counter;
  /** Whether the process's default metrics (event loop, heap, RSS, GC) are being collected. */
  defaultsOn: boolean;
  /** Whether Redis is lost now (a fail-open period is under way). */
  failingOpen: boolean;
}

function createMetrics(): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request coming in to its answer being sent, by route pattern and status class.',
      labelNames: ['route', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    providerCalls: new Counter({
      name: 'portal_provider_calls_total',
      help: 'Attempts of provider calls, by endpoint pattern, outcome and attempt number (1 for the first).',
      labelNames: ['endpoint', 'outcome', 'attempt'],
      registers,
    }),
    providerDuration: new Histogram({
      name: 'portal_provider_call_duration_seconds',
      help: 'Time one attempt of a provider call took, by endpoint pattern, outcome and attempt number.',
      labelNames: ['endpoint', 'outcome', 'attempt'],
      buckets: PROVIDER_BUCKETS,
      registers,
    }),
    providerUnreadable: new Counter({
      name: 'portal_provider_unreadable_answers_total',
      help: 'Provider answers with a success status whose body the portal could not read (not JSON, not a GraphQL result), by endpoint pattern.',
      labelNames: ['endpoint'],
      registers,
    }),
    sharedStarted: new Counter({
      name: 'portal_shared_calls_started_total',
      help: 'Calls that went to the provider (or the kept-content store) for the callers asking at that moment.',
      labelNames: ['call'],
      registers,
    }),
    sharedJoined: new Counter({
      name: 'portal_shared_calls_joined_total',
      help: 'Callers that joined an identical call already under way instead of starting their own.',
      labelNames: ['call'],
      registers,
    }),
    cacheHits: new Counter({ name: 'portal_cache_hits_total', help: 'Lookups answered from a cache, by cache name.', labelNames: ['cache'], registers }),
    cacheMisses: new Counter({
      name: 'portal_cache_misses_total',
      help: 'Lookups a cache could not answer, by cache name.',
      labelNames: ['cache'],
      registers,
    }),
    signIns: new Counter({ name: 'portal_sign_ins_total', help: 'Sign-in posts by outcome.', labelNames: ['outcome'], registers }),
    accountProofs: new Counter({
      name: 'portal_account_proofs_total',
      help: 'Current passwords a signed-in partner gave to change the password or set up 2FA, by flow and outcome.',
      labelNames: ['flow', 'outcome'],
      registers,
    }),
    redisConnected: new Gauge({ name: 'portal_redis_connected', help: '1 while the shared Redis answers, else 0 (also 0 without REDIS_URL).', registers }),
    redisFailOpen: new Gauge({
      name: 'portal_redis_fail_open',
      help: '1 while REDIS_URL is set but Redis does not answer: limits, epochs and content are kept per instance.',
      registers,
    }),
    redisFailOpenPeriods: new Counter({
      name: 'portal_redis_fail_open_periods_total',
      help: 'Times the portal lost Redis and went on per instance.',
      registers,
    }),
    defaultsOn: false,
    failingOpen: false,
  };
}

/**
 * Every sign-in and account-proof outcome starts at 0, so that a rate or an alert over one that
 * has not happened yet reads 0 rather than nothing.
 */
function startOutcomesAtZero(instruments: PortalMetrics): PortalMetrics {
  for (const outcome of SIGN_IN_OUTCOMES) instruments.signIns.inc({ outcome }, 0);
  for (const flow of ACCOUNT_PROOF_FLOWS) for (const outcome of ACCOUNT_PROOF_OUTCOMES) instruments.accountProofs.inc({ flow, outcome }, 0);
  return instruments;
}

// The server and the app bundle each carry a copy of this module: the instruments are kept on
// the process's global object, so both record into the one registry the scrape reads.
const GLOBAL_KEY = Symbol.for('partner-portal.metrics');
type WithMetrics = typeof globalThis & { [GLOBAL_KEY]?: PortalMetrics };
const holder = globalThis as WithMetrics;

/** The process's metrics. */
export const metrics: PortalMetrics = (holder[GLOBAL_KEY] ??= startOutcomesAtZero(createMetrics()));

/** Turns on prom-client's default metrics (event-loop lag, heap, RSS, GC), once, when metrics are served. */
export function collectProcessMetrics(): void {
  if (metrics.defaultsOn) return;
  metrics.defaultsOn = true;
  collectDefaultMetrics({ register: metrics.registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
}

/**
 * `bind(key)` made once per key and kept: the labelled children of an instrument, so that a
 * recording costs a lookup by one string and not a new label object.
 */
function boundOnce<C>(bind: (key: string) => C): (key: string) => C {
  const made = new Map<string, C>();
  return (key) => {
    let child = made.get(key);
    if (child === undefined) {
      child = bind(key);
      made.set(key, child);
    }
    return child;
  };
}

/** An HTTP status's class: '2xx' for 204; '5xx' for anything out of range. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? STATUS_CLASSES[Math.floor(status / 100)]! : '5xx';
}
const STATUS_CLASSES = ['', '1xx', '2xx', '3xx', '4xx', '5xx'];

/** The outcome of an attempt that got an answer with this status (undefined: an answer that is final whatever it holds). */
export function outcomeOfStatus(status: number | undefined): ProviderOutcome {
  if (status === undefined || status < 400) return 'ok';
  return status < 500 ? '4xx' : '5xx';
}

const NUMBER = /^\d+$/;
const UUID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/i;
const TOKEN_LIKE = /^[\w-]+$/;

/**
 * Whether a path segment names one thing rather than a kind of thing: a number, a UUID, or a
 * token-like word of 16 characters or more with a digit in it (a hex or base64url id).
 */
export function isIdSegment(segment: string): boolean {
  if (NUMBER.test(segment) || UUID.test(segment)) return true;
  return segment.length >= 16 && TOKEN_LIKE.test(segment) && /\d/.test(segment);
}

/**
 * A provider path as a label: its query string dropped and every segment that names one
 * thing (an id) replaced by `:id`, so '/api/partner/leads/123?x=1' is '/api/partner/leads/:id'.
 */
export function endpointPattern(path: string): string {
  const query = path.search(/[?#]/);
  const bare = query < 0 ? path : path.slice(0, query);
  if (!/\d/.test(bare)) return bare === '' ? '/' : bare;
  return bare
    .split('/')
    .map((segment) => (isIdSegment(segment) ? ':id' : segment))
    .join('/');
}

const providerChildren = boundOnce((key) => {
  const [endpoint, outcome, attempt] = key.split('\n');
  const labels = { endpoint: endpoint!, outcome: outcome!, attempt: attempt! };
  return { count: metrics.providerCalls.labels(labels), duration: metrics.providerDuration.labels(labels) };
});

/** One attempt of a provider call: its endpoint pattern, how it ended, which attempt, and how long it took. */
export function recordProviderAttempt(endpoint: string, outcome: ProviderOutcome, attempt: number, seconds: number): void {
  const child = providerChildren(`${endpoint}\n${outcome}\n${attempt}`);
  child.count.inc();
  child.duration.observe(seconds);
}

const unreadableChildren = boundOnce((endpoint) => metrics.providerUnreadable.labels(endpoint));

/**
 * A provider answer with a success status and a body the portal could not read: its attempt
 * counted `ok` (the provider answered), its page shows the load error ('malformed').
 */
export function recordUnreadableAnswer(endpoint: string): void {
  unreadableChildren(endpoint).inc();
}

/** A shared call's counters, bound to its name. */
export function coalescingCounters(call: string) {
  return { started: metrics.sharedStarted.labels(call), joined: metrics.sharedJoined.labels(call) };
}

/** A cache's counters, bound to its name. */
export function cacheCounters(cache: string) {
  return { hit: metrics.cacheHits.labels(cache), miss: metrics.cacheMisses.labels(cache) };
}

const signInChildren = boundOnce((outcome) => metrics.signIns.labels(outcome));

/** One sign-in post's outcome. */
export function recordSignIn(outcome: SignInOutcome): void {
  signInChildren(outcome).inc();
}

const accountProofChildren = boundOnce((key) => {
  const [flow, outcome] = key.split('\n');
  return metrics.accountProofs.labels(flow, outcome);
});

/** How a signed-in partner's proof of their current password ended (it counts against the same budgets as a sign-in). */
export function recordAccountProof(flow: AccountProofFlow, outcome: AccountProofOutcome): void {
  accountProofChildren(`${flow}\n${outcome}`).inc();
}

/** Redis answers again (or for the first time). */
export function recordRedisUp(): void {
  metrics.failingOpen = false;
  metrics.redisConnected.set(1);
  metrics.redisFailOpen.set(0);
}

/** Redis stopped answering: counted once per period, however many errors the period brings. */
export function recordRedisDown(): void {
  metrics.redisConnected.set(0);
  if (metrics.failingOpen) return;
  metrics.failingOpen = true;
  metrics.redisFailOpen.set(1);
  metrics.redisFailOpenPeriods.inc();
}

/** The groups of requests that no page route answers. */
export const PATH_GROUPS = { static: 'static', health: 'health', media: 'media', manifest: 'manifest', other: 'other' } as const;

/** Turns a request's path (without its query) into its route label. */
export type RouteLabeller = (path: string) => string;

/**
 * The route label of a request, worked out once and kept on `res.locals.routePattern` for
 * whatever else reports on the request (the request histogram, the request's span).
 */
export function routePatternOf(req: express.Request, res: express.Response, label: RouteLabeller): string {
  const known: unknown = res.locals.routePattern;
  if (typeof known === 'string') return known;
  const url = req.originalUrl;
  const query = url.indexOf('?');
  const route = label(query < 0 ? url : url.slice(0, query));
  res.locals.routePattern = route;
  return route;
}

type RequestChild = ReturnType<typeof metrics.requestDuration.labels>;

/** The status label of a request whose client went away before its answer was sent. */
export const ABORTED = 'aborted';

/**
 * Times every request from its arrival to its answer's last byte handed to the socket, into
 * the request histogram by route label and status class; a request whose client went away
 * before its answer was sent, to that moment, as `aborted` (those are often the slowest). The
 * label is worked out once, when the request ends (or before, by the request's span:
 * `routePatternOf`); the histogram's children are bound once per label pair.
 */
export function requestMetrics(label: RouteLabeller): express.RequestHandler {
  const children = new Map<string, Map<string, RequestChild>>();
  const childOf = (route: string, statusLabel: string): RequestChild => {
    let byStatus = children.get(route);
    if (!byStatus) {
      byStatus = new Map();
      children.set(route, byStatus);
    }
    let child = byStatus.get(statusLabel);
    if (!child) {
      child = metrics.requestDuration.labels(route, statusLabel);
      byStatus.set(statusLabel, child);
    }
    return child;
  };
  return (req, res, next) => {
    const started = performance.now();
    // 'close' comes after 'finish' for an answer sent whole, and alone for one cut short.
    res.once('close', () => {
      const route = routePatternOf(req, res, label);
      childOf(route, res.writableFinished ? statusClass(res.statusCode) : ABORTED).observe((performance.now() - started) / 1000);
    });
    next();
  };
}

/**
 * The scrape endpoint: `GET /metrics` on METRICS_HOST:METRICS_PORT (loopback by default) in
 * Prometheus' text format, with the process's default metrics turned on; anything else is
 * 404. Null when METRICS_PORT is not set. A port that cannot be bound is logged, and the
 * portal serves its pages without metrics.
 */
export function startMetricsServer(config: Pick<PortalConfig, 'METRICS_PORT' | 'METRICS_HOST'>): Server | null {
  if (config.METRICS_PORT === undefined) return null;
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD' }).end('Method Not Allowed');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected');
      },
    );
  });
  server.on('error', (error: Error & { code?: string }) => {
    logger.error(
      { port: config.METRICS_PORT, host: config.METRICS_HOST, reason: error.code ?? error.message },
      'metrics server failed: pages are served without it',
    );
  });
  server.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.METRICS_PORT;
    logger.info({ port, host: config.METRICS_HOST }, `metrics on http://${config.METRICS_HOST}:${port}/metrics`);
  });
  return server;
}
