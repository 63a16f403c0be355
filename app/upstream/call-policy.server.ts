import { Kind, parse } from 'graphql';
import { getConfig } from '~/config.server';
import { outcomeOfStatus, recordProviderAttempt, type ProviderOutcome } from '~/lib/metrics.server';
import { endAttemptSpan, inAttemptSpan, startAttemptSpan } from '~/lib/tracing.server';
import { UpstreamError } from './errors';

/*
 * The one policy for every call the portal makes to the provider: REST calls
 * (`client.server.ts`), the content GraphQL queries (`graphql.server.ts`) and media files
 * (`media.server.ts`) all go through `callUnderPolicy`.
 *
 * - Deadline. `UPSTREAM_TIMEOUT_MS` bounds the whole call, its retries and the pauses between
 *   them included: a partner never waits longer than that for one call, however many attempts
 *   it takes. A call that reaches its deadline ends with 'timeout' and is not tried again, since
 *   its time is spent. A caller that goes away (the browser left) ends the call with 'rejected'.
 * - Which calls are tried again: reads only. A REST GET or HEAD; a GraphQL document whose
 *   operations are all queries (sent as a POST, it still reads and changes nothing); a media
 *   file (a GET). A write (a REST POST, a GraphQL mutation) is tried once, whatever happens: the
 *   provider may have done it even when its answer never came.
 * - How often: `UPSTREAM_RETRIES` further attempts after the first (default 1, as the portal has
 *   always done; 0 turns retries off).
 * - On which outcomes: the connection failed or dropped before the whole answer was in, or the
 *   answer is 502, 503 or 504, which a gateway in front of the provider gives while an instance
 *   is briefly unreachable. Every other answer is final: a 500 is the provider's own failure and
 *   would most likely come again.
 * - Back-off: before retry n, a pause of 50 × 2^(n−1) ms (at most 800 ms) times a random factor
 *   between 1 and 3, so 50 to 150 ms before the first retry: short, as a partner is waiting, and
 *   spread, so that many pages retrying at once do not arrive together. A retry whose pause would
 *   end after the deadline is not made; the call ends with what the last attempt gave.
 * - Media: a file is retried only until its answer is handed on; once its body streams to the
 *   browser, a failure ends the download. The deadline covers the wait for the answer, not the
 *   streaming of a long file after it.
 * - Error catalogue (spec section 8): a dropped or failed connection is 'network', the deadline
 *   'timeout', the caller leaving 'rejected', and an answer's status maps by `errorForStatus`.
 * - Metrics: every attempt is counted and timed under the call's endpoint pattern, with how it
 *   ended ('ok', 'timeout', '4xx', '5xx', 'network', or 'cancelled' when the caller left) and
 *   its number (app/lib/metrics.server.ts).
 * - Traces: while tracing is on, every attempt is a span of its own under the endpoint pattern,
 *   with the method, the answer's status, the outcome and the attempt's number; the attempt runs
 *   with that span active, so the `traceparent` its request sends names it (app/lib/tracing.server.ts).
 */

/** Statuses a gateway answers while the provider is briefly unreachable: a read is tried again. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** HTTP methods that only read, which the policy may send again. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The pause before the first retry, before its random spread. */
export const FIRST_PAUSE_MS = 50;
/** The longest pause before its random spread (the fifth retry's). */
export const LONGEST_PAUSE_MS = 800;
/** A pause is its base times a random factor from 1 up to this. */
export const PAUSE_SPREAD = 3;

export interface CallPolicy {
  /** How long one call may take, every attempt and pause included. */
  deadlineMs: number;
  /** Further attempts of a read after the first. */
  retries: number;
  /** The random source of the pauses' spread: a number from 0 up to (not including) 1. */
  random: () => number;
}

/** The policy as this process is configured. */
function callPolicy(): CallPolicy {
  const { UPSTREAM_TIMEOUT_MS, UPSTREAM_RETRIES } = getConfig();
  return { deadlineMs: UPSTREAM_TIMEOUT_MS, retries: UPSTREAM_RETRIES, random: Math.random };
}

/** Whether a REST call with this method only reads. */
export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/** Documents read lately, by their text: the portal sends a few constant documents. */
const documentReads = new Map<string, boolean>();

/**
 * Whether a GraphQL document only reads: every operation in it is a query. A mutation, a
 * subscription, or a document that does not parse is not a read.
 */
export function isReadDocument(document: string): boolean {
  const known = documentReads.get(document);
  if (known !== undefined) return known;
  let read: boolean;
  try {
    const operations = parse(document).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    read = operations.length > 0 && operations.every((operation) => operation.operation === 'query');
  } catch {
    read = false;
  }
  if (documentReads.size >= 100) documentReads.clear();
  documentReads.set(document, read);
  return read;
}

/** The pause before retry `retry` (1 for the first), in milliseconds: see the back-off above. */
export function pauseBeforeRetry(retry: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_PAUSE_MS * 2 ** (retry - 1), LONGEST_PAUSE_MS);
  return Math.round(base * (1 + (PAUSE_SPREAD - 1) * random()));
}

/** The spec's status mapping: 401 ends the session; 404, 5xx and the rest get their texts. */
export function errorForStatus(status: number, serverMessage?: string): UpstreamError {
  if (status === 401) return new UpstreamError({ code: 'unauthorized', status, serverMessage });
  if (status === 404) return new UpstreamError({ code: 'notFound', status, serverMessage });
  if (status >= 500) return new UpstreamError({ code: 'server', status, serverMessage });
  return new UpstreamError({ code: 'unexpected', status, serverMessage });
}

export interface PolicedCall<T> {
  /** The endpoint's pattern for the metrics: a named path without query or ids (`endpointPattern`). */
  endpoint: string;
  /** The HTTP method its requests use, for the traces. */
  method?: string;
  /** Whether the call only reads (see `isReadMethod`, `isReadDocument`): only reads are tried again. */
  read: boolean;
  /** The caller's signal: when it aborts, the call ends with 'rejected'. */
  signal?: AbortSignal | null;
  /**
   * One attempt, which stops when `signal` aborts (the deadline or the caller). It throws when
   * the connection fails or drops, and answers once the answer is in.
   */
  attempt: (signal: AbortSignal) => Promise<T>;
  /** The status of an answer, or undefined for an answer that is final whatever it holds. */
  statusOf: (answer: T) => number | undefined;
  /** Lets go of an answer that another attempt replaces (a body nobody will read). */
  discard?: (answer: T) => unknown;
}

/** Waits `ms`, unless the signal aborts first: answers whether the whole pause was waited. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (waited: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(waited);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Makes one call to the provider under the policy: the deadline over all its attempts, the
 * caller's signal, retries of a read with their pauses, and the transport's failures as
 * catalogued errors ('timeout', 'rejected', 'network'). Answers the answer of the last attempt
 * made, whatever its status; reading it is the caller's matter.
 */
export async function callUnderPolicy<T>(call: PolicedCall<T>, policy: CallPolicy = callPolicy()): Promise<T> {
  const caller = call.signal ?? undefined;
  if (caller?.aborted) throw new UpstreamError({ code: 'rejected' });
  const stop = new AbortController();
  let timedOut = false;
  const started = Date.now();
  const deadline = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, policy.deadlineMs);
  const onCallerGone = () => stop.abort();
  caller?.addEventListener('abort', onCallerGone, { once: true });
  const stopped = () => new UpstreamError({ code: timedOut ? 'timeout' : 'rejected' });
  const attempts = call.read ? 1 + policy.retries : 1;

  /** The pause before the attempt after `attempt`, or null when there is none or it would end past the deadline. */
  const pauseAfter = (attempt: number): number | null => {
    if (attempt >= attempts) return null;
    const wait = pauseBeforeRetry(attempt, policy.random);
    return Date.now() - started + wait < policy.deadlineMs ? wait : null;
  };

  try {
    for (let attempt = 1; ; attempt += 1) {
      let answer: T;
      const begun = performance.now();
      const span = startAttemptSpan(call.endpoint, call.method, attempt);
      const ended = (outcome: ProviderOutcome, status?: number) => {
        recordProviderAttempt(call.endpoint, outcome, attempt, (performance.now() - begun) / 1000);
        endAttemptSpan(span, outcome, status);
      };
      try {
        answer = await inAttemptSpan(span, () => call.attempt(stop.signal));
      } catch {
        ended(stop.signal.aborted ? (timedOut ? 'timeout' : 'cancelled') : 'network');
        if (stop.signal.aborted) throw stopped();
        const wait = pauseAfter(attempt);
        if (wait === null) throw new UpstreamError({ code: 'network' });
        if (!(await pause(wait, stop.signal))) throw stopped();
        continue;
      }
      const status = call.statusOf(answer);
      ended(outcomeOfStatus(status), status);
      const wait = status !== undefined && RETRIED_STATUSES.has(status) ? pauseAfter(attempt) : null;
      if (wait === null) return answer;
      await call.discard?.(answer);
      if (!(await pause(wait, stop.signal))) throw stopped();
    }
  } finally {
    clearTimeout(deadline);
    caller?.removeEventListener('abort', onCallerGone);
  }
}
