import { createHash } from 'node:crypto';
import { request } from 'undici';
import type { z } from 'zod';
import { getConfig } from '~/config.server';
import { createCache, requestCoalescer } from '~/lib/cache.server';
import { cacheCounters, endpointPattern, recordUnreadableAnswer } from '~/lib/metrics.server';
import { markUnreadableAnswer, withTraceContext } from '~/lib/tracing.server';
import { callUnderPolicy, errorForStatus, isReadMethod } from './call-policy.server';
import { UpstreamError } from './errors';
import { isRecord } from './schemas/lenient';

/** Locales the provider's content calls know; any other interface language asks for en. */
const CONTENT_LOCALES = ['en', 'de', 'fr', 'it', 'zh', 'es', 'pt'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export function contentLocaleFor(interfaceLocale: string): ContentLocale {
  return (CONTENT_LOCALES as readonly string[]).includes(interfaceLocale) ? (interfaceLocale as ContentLocale) : 'en';
}

export interface UpstreamContext {
  /** The partner's bearer token; calls that need one fail with 'noToken' without it. */
  token?: string | null;
  locale: ContentLocale;
  /** Aborts the call when the browser goes away. */
  signal?: AbortSignal;
  requestId?: string;
  /** The browser asked to revalidate (a reload): cached content is asked for again. */
  forceFresh?: boolean;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
  /** Whether the call sends the bearer token (default true). */
  auth?: boolean;
  /** Base URL override (the GraphQL endpoint uses its own). */
  baseUrl?: string;
  /** Whether a non-2xx answer is read as JSON and returned instead of thrown. */
  acceptErrorBody?: boolean;
}

export interface UpstreamResult {
  status: number;
  body: unknown;
  /** The answer's text as it came. */
  text: string;
}

function buildUrl(base: string, path: string, query?: CallOptions['query']): string {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The provider's own message in an error body, when it sent one. */
export function messageOf(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return undefined;
}

/**
 * A provider answer with a success status and a body that is no JSON: counted under its
 * endpoint's pattern (the metric) and marked on the span of the work that called for it.
 */
export function noteUnreadableAnswer(endpoint: string): void {
  recordUnreadableAnswer(endpoint);
  markUnreadableAnswer(endpoint);
}

/**
 * An answer's body read as JSON (null when empty). A 2xx body that is not JSON is
 * 'malformed'; an error answer that is not JSON gets its status's error without a message.
 */
function readAnswer(status: number, raw: string, endpoint: string): { ok: boolean; body: unknown } {
  const ok = status >= 200 && status < 300;
  if (raw.trim() === '') return { ok, body: null };
  try {
    return { ok, body: JSON.parse(raw) };
  } catch {
    if (!ok) throw errorForStatus(status);
    noteUnreadableAnswer(endpoint);
    throw new UpstreamError({ code: 'malformed', status });
  }
}

export interface Exchange {
  url: string;
  /** The endpoint's pattern for the metrics (`endpointPattern`): never the URL with its ids or query. */
  endpoint: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
  /** Whether the call only reads: the call policy tries a read again, a write never. */
  read: boolean;
  /** The caller's signal: the call is abandoned ('rejected') when the browser goes away. */
  signal?: AbortSignal | null;
}

export interface ExchangeAnswer {
  status: number;
  /** The answer's content type, when it named one. */
  contentType: string | undefined;
  text: string;
}

/**
 * One HTTP exchange with the provider through undici's request API (far cheaper per call
 * than fetch), under the call policy (`call-policy.server.ts`): the deadline, the caller's
 * abort signal, and retries of a read. Each attempt sends the trace context of its span
 * (`traceparent`) while tracing is on. Answers the status and the body's text; transport
 * failures become catalogued errors.
 */
export async function exchange(call: Exchange): Promise<ExchangeAnswer> {
  const { body, headers } = await sendable(call);
  return callUnderPolicy({
    endpoint: call.endpoint,
    method: call.method,
    read: call.read,
    signal: call.signal,
    attempt: async (signal) => {
      const response = await request(call.url, { method: call.method, headers: withTraceContext(headers), body, signal });
      const contentType = response.headers['content-type'];
      return { status: response.statusCode, contentType: Array.isArray(contentType) ? contentType[0] : contentType, text: await response.body.text() };
    },
    statusOf: (answer) => answer.status,
  });
}

/**
 * The body and headers as undici's request API sends them. A form (the partner's fields and
 * files, as a request's `formData()` gives them) is written as multipart by the runtime's own
 * `Response`, which sets the boundary in its content type: the same bytes on every Node line,
 * whichever undici the runtime bundles (undici 7 reads no other copy's `FormData`, and on
 * Node 24 a form copied into its own never finishes sending). The files are within their
 * upload limits.
 */
async function sendable(call: Exchange): Promise<{ body: string | Buffer | undefined; headers: Record<string, string> }> {
  if (call.body === undefined || typeof call.body === 'string') return { body: call.body, headers: call.headers };
  const multipart = new Response(call.body);
  const contentType = multipart.headers.get('content-type');
  return {
    body: Buffer.from(await multipart.arrayBuffer()),
    headers: contentType ? { ...call.headers, 'content-type': contentType } : call.headers,
  };
}

/** Statuses whose answer has no body (a `Response` refuses one). */
const BODILESS = new Set([204, 205, 304]);

/**
 * A `fetch` over the same exchange, for libraries that take one (graphql-request): the
 * request's method, headers, text body and signal go through `exchange`, so the deadline,
 * the retries and the catalogued transport errors are the same as for every other provider
 * call. `read` tells whether what it sends only reads (a GraphQL query, although a POST).
 * An answer without a content type is read as JSON, as the contract promises.
 */
export function fetchThroughExchange(options: { read: boolean; endpoint: string }): typeof fetch {
  return async (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string') throw new TypeError('fetchThroughExchange sends text bodies only');
    const answer = await exchange({
      url,
      endpoint: options.endpoint,
      method: init.method?.toUpperCase() === 'GET' ? 'GET' : 'POST',
      headers: Object.fromEntries(new Headers(init.headers)),
      body: body ?? undefined,
      read: options.read,
      signal: init.signal,
    });
    return new Response(BODILESS.has(answer.status) ? null : answer.text, {
      status: answer.status,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    });
  };
}

/** The headers every call sends: JSON wanted, the bearer token when asked, the request id. */
export function upstreamHeaders(ctx: UpstreamContext, auth: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth && ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.requestId) headers['x-request-id'] = ctx.requestId;
  return headers;
}

/**
 * One call to the provider: base URL, bearer token, JSON or multipart body, and the spec's
 * status mapping, under the call policy (deadline, the caller's abort signal, retries): a GET
 * is a read and may be tried again, a POST never is.
 */
export async function callUpstream(ctx: UpstreamContext, path: string, options: CallOptions = {}): Promise<UpstreamResult> {
  const config = getConfig();
  const method = options.method ?? 'GET';
  const auth = options.auth ?? true;
  if (auth && !ctx.token) throw new UpstreamError({ code: 'noToken' });

  const headers = upstreamHeaders(ctx, auth);
  let body: string | FormData | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined || method === 'POST') {
    headers['content-type'] = 'application/json';
    body = options.json === undefined ? undefined : JSON.stringify(options.json);
  }
  const url = buildUrl(options.baseUrl ?? config.API_URL, path, options.query);
  const endpoint = endpointPattern(path);
  const { status, text } = await exchange({
    url,
    endpoint,
    method,
    headers,
    body,
    read: isReadMethod(method),
    signal: ctx.signal,
  }).finally(() => {
    // A partner's change may be in what their GETs answer from now on: a GET made after it
    // must not join one that began before it.
    if (method !== 'GET' && auth) forgetSharedGetsOf(ctx.token ?? '');
  });
  const answer = readAnswer(status, text, endpoint);
  if (!answer.ok && !(options.acceptErrorBody && status !== 401)) {
    throw errorForStatus(status, messageOf(answer.body));
  }
  return { status, body: answer.body, text };
}

/** GETs under way, by partner, language and address (see `sharedGet`). */
const sharedGets = requestCoalescer<UpstreamResult>('provider_get');

const sharedGetKey = (token: string, rest: string) => `${token}\n${rest}`;

function forgetSharedGetsOf(token: string) {
  const prefix = sharedGetKey(token, '');
  sharedGets.forgetWhere((key) => key.startsWith(prefix));
}

/** Rejects as the provider call would when the caller goes away first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new UpstreamError({ code: 'rejected' }));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new UpstreamError({ code: 'rejected' }));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A GET that callers of one partner make at the same moment (the layout and the page both
 * reading the profile, the bell and the dashboard both reading new content) goes to the
 * provider once and both get its answer. Nothing is kept once the answer is in, and a GET
 * made after one of the partner's other calls (a change) never joins one made before it.
 */
export function sharedGet(ctx: UpstreamContext, path: string, options: CallOptions = {}): Promise<UpstreamResult> {
  if ((options.method ?? 'GET') !== 'GET' || options.auth === false) return callUpstream(ctx, path, options);
  const key = sharedGetKey(
    ctx.token ?? '',
    `${ctx.locale}\n${options.acceptErrorBody ? 'errors-read' : ''}\n${options.baseUrl ?? ''}${path}?${JSON.stringify(options.query ?? {})}`,
  );
  // The shared call outlives a caller that goes away: only its deadline stops it.
  const call = sharedGets(key, () => callUpstream({ ...ctx, signal: undefined }, path, options));
  return unlessAborted(call, ctx.signal);
}

interface ReusedParse {
  value: unknown;
  /** The answer text's length: what the entry weighs. */
  size: number;
}

/** A number for each schema, which the kept parses' keys name. */
const schemaNumbers = new WeakMap<z.ZodType, number>();
let schemasNumbered = 0;
function schemaNumber(schema: z.ZodType): number {
  let number = schemaNumbers.get(schema);
  if (number === undefined) {
    number = schemasNumbered++;
    schemaNumbers.set(schema, number);
  }
  return number;
}

/**
 * The parses of answers lately read, by schema and a digest of the answer's text (never by
 * partner or token): the provider sends the same text again and again (a catalogue or a partner's
 * leads change rarely), and reading it again with zod's public API costs far more (the
 * catalogue about 1.4 ms, decision 019) than a digest of its text (about 0.03 ms). At most
 * 500 answers of 8 MB of text in all, each for ten minutes; a kept value is frozen, since
 * every caller with that text shares it.
 */
const reusedParses = createCache<ReusedParse>({ max: 500, ttlMs: 10 * 60_000, maxSize: 8_000_000, sizeOf: (entry) => entry.size });
const reusedParseCounts = cacheCounters('reused_parses');

/** Freezes a parsed answer and everything in it, so no caller can change what others share. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The digests of answers' texts, by answer: the page views that joined one shared call read
 * one answer, whose text is digested once.
 */
const answerDigests = new WeakMap<Pick<UpstreamResult, 'text'>, string>();
function digestOf(answer: Pick<UpstreamResult, 'text'>): string {
  let digest = answerDigests.get(answer);
  if (digest === undefined) {
    digest = createHash('sha256').update(answer.text).digest('base64url');
    answerDigests.set(answer, digest);
  }
  return digest;
}

/**
 * The schema's reading of an answer, made once per text: the same text read with the same
 * schema gives the same (frozen) value.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, answer: Pick<UpstreamResult, 'body' | 'text'>): z.infer<S> {
  const key = `${schemaNumber(schema)}:${digestOf(answer)}`;
  const reused = reusedParses.get(key);
  if (reused) {
    reusedParseCounts.hit.inc();
    return reused.value as z.infer<S>;
  }
  reusedParseCounts.miss.inc();
  const value: z.infer<S> = deepFreeze(schema.parse(answer.body));
  reusedParses.set(key, { value, size: answer.text.length });
  return value;
}

/** A call whose answer is parsed with its schema (never throws on shape, only on transport). */
export async function getParsed<S extends z.ZodType>(ctx: UpstreamContext, path: string, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
  return parseAnswer(schema, await sharedGet(ctx, path, options));
}
