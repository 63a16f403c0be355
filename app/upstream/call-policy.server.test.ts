import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAUSE_SPREAD, callUnderPolicy, isReadDocument, isReadMethod, pauseBeforeRetry, type CallPolicy } from '~/upstream/call-policy.server';

// The policy itself, on a fake clock: attempts are functions that answer or fail as the test
// says. The REST, GraphQL and media tests (upstream-client, graphql-client, media-upstream) run
// it against a local server in the provider's place.

interface Answer {
  status: number;
}

const dropped = () => Promise.reject(new Error('socket hang up'));
const answered = (status: number) => () => Promise.resolve({ status });

/** A policy with a one-second deadline and a fixed spread: every pause is twice its base. */
const policy = (overrides: Partial<CallPolicy> = {}): CallPolicy => ({ deadlineMs: 1000, retries: 1, random: () => 0.5, ...overrides });

function underPolicy(read: boolean, attempt: (signal: AbortSignal) => Promise<Answer>, settings: Partial<CallPolicy> = {}, signal?: AbortSignal) {
  const attempts = vi.fn(attempt);
  const discarded: Answer[] = [];
  const call = callUnderPolicy(
    { endpoint: '/api/test', read, signal, attempt: attempts, statusOf: (answer) => answer.status, discard: (answer) => discarded.push(answer) },
    policy(settings),
  );
  // Read the outcome at once, so a failure that comes while the clock runs is never unhandled.
  const outcome = call.then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error }),
  );
  return { attempts, discarded, outcome };
}

/** An attempt that only ends when its signal aborts, as a provider that never answers. */
const neverAnswered = (signal: AbortSignal) =>
  new Promise<Answer>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));

describe('which calls only read', () => {
  it('REST: GET and HEAD read; POST and the rest may change something', () => {
    for (const method of ['GET', 'HEAD', 'get']) expect(isReadMethod(method), method).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(isReadMethod(method), method).toBe(false);
  });

  it('GraphQL: a document of queries reads, though sent as a POST; a mutation never does', () => {
    expect(isReadDocument('query Items($n: Int) { items(first: $n) }')).toBe(true);
    expect(isReadDocument('{ items }')).toBe(true);
    expect(isReadDocument('query A { a } query B { b } fragment F on T { f }')).toBe(true);
    expect(isReadDocument('mutation Pin($id: ID!) { pin(id: $id) }')).toBe(false);
    expect(isReadDocument('query A { a } mutation B { b }')).toBe(false);
    expect(isReadDocument('subscription S { news }')).toBe(false);
    expect(isReadDocument('fragment F on T { f }')).toBe(false);
    expect(isReadDocument('query {')).toBe(false);
  });
});

describe('the pause before a retry', () => {
  it('grows from 50–150 ms, twice as long each time up to its ceiling, spread by the random source', () => {
    const almostOne = 1 - Number.EPSILON;
    const bases = [50, 100, 200, 400, 800, 800];
    bases.forEach((base, index) => {
      const retry = index + 1;
      expect(
        pauseBeforeRetry(retry, () => 0),
        `retry ${retry}, shortest`,
      ).toBe(base);
      expect(
        pauseBeforeRetry(retry, () => almostOne),
        `retry ${retry}, longest`,
      ).toBe(base * PAUSE_SPREAD);
      expect(
        pauseBeforeRetry(retry, () => 0.5),
        `retry ${retry}, middle`,
      ).toBe(base * 2);
    });
  });

  it('stays within its bounds with the real random source, and varies', () => {
    const pauses = Array.from({ length: 200 }, () => pauseBeforeRetry(1));
    for (const pause of pauses) {
      expect(pause).toBeGreaterThanOrEqual(50);
      expect(pause).toBeLessThanOrEqual(150);
    }
    expect(new Set(pauses).size).toBeGreaterThan(10);
  });
});

describe('callUnderPolicy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a read again after a dropped connection, after the pause the random source gives', async () => {
    const attempt = vi.fn<() => Promise<Answer>>().mockImplementationOnce(dropped).mockImplementationOnce(dropped).mockImplementation(answered(200));
    const { attempts, outcome } = underPolicy(true, attempt, { retries: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveBeenCalledTimes(1);
    // First pause: 50 ms × 2.
    await vi.advanceTimersByTimeAsync(99);
    expect(attempts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveBeenCalledTimes(2);
    // Second pause: 100 ms × 2.
    await vi.advanceTimersByTimeAsync(199);
    expect(attempts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveBeenCalledTimes(3);
    expect(await outcome).toEqual({ answer: { status: 200 } });
  });

  it('tries a read again on 502, 503 and 504, letting go of the answer it drops', async () => {
    for (const status of [502, 503, 504]) {
      const attempt = vi.fn<() => Promise<Answer>>().mockImplementationOnce(answered(status)).mockImplementation(answered(200));
      const { attempts, discarded, outcome } = underPolicy(true, attempt);
      await vi.advanceTimersByTimeAsync(100);
      expect(await outcome).toEqual({ answer: { status: 200 } });
      expect(attempts).toHaveBeenCalledTimes(2);
      expect(discarded).toEqual([{ status }]);
    }
  });

  it('gives a read the last answer when every attempt was refused, and never tries other statuses again', async () => {
    const refused = underPolicy(true, answered(503), { retries: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await refused.outcome).toEqual({ answer: { status: 503 } });
    expect(refused.attempts).toHaveBeenCalledTimes(4);
    expect(refused.discarded).toHaveLength(3);
    for (const status of [200, 204, 400, 401, 404, 500]) {
      const final = underPolicy(true, answered(status), { retries: 3 });
      await vi.advanceTimersByTimeAsync(0);
      expect(await final.outcome).toEqual({ answer: { status } });
      expect(final.attempts).toHaveBeenCalledTimes(1);
    }
  });

  it('fails a read whose every attempt dropped with network, after the configured retries', async () => {
    const { attempts, outcome } = underPolicy(true, dropped, { retries: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ error: expect.objectContaining({ name: 'UpstreamError', code: 'network' }) });
    expect(attempts).toHaveBeenCalledTimes(4);
  });

  it('sends a write once, whatever happens', async () => {
    const droppedWrite = underPolicy(false, dropped, { retries: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await droppedWrite.outcome).toEqual({ error: expect.objectContaining({ code: 'network' }) });
    expect(droppedWrite.attempts).toHaveBeenCalledTimes(1);
    const refusedWrite = underPolicy(false, answered(503), { retries: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await refusedWrite.outcome).toEqual({ answer: { status: 503 } });
    expect(refusedWrite.attempts).toHaveBeenCalledTimes(1);
    expect(refusedWrite.discarded).toEqual([]);
  });

  it('sends a read once when retries are off', async () => {
    const { attempts, outcome } = underPolicy(true, dropped, { retries: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ error: expect.objectContaining({ code: 'network' }) });
    expect(attempts).toHaveBeenCalledTimes(1);
  });

  it('holds every attempt and pause of a call to one deadline, and ends it with timeout', async () => {
    // The first attempt drops after 700 ms; the second never answers.
    const attempt = vi
      .fn<(signal: AbortSignal) => Promise<Answer>>()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('socket hang up')), 700)))
      .mockImplementation(neverAnswered);
    const { attempts, outcome } = underPolicy(true, attempt);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ error: expect.objectContaining({ code: 'timeout' }) });
  });

  it('makes no retry whose pause would end past the deadline', async () => {
    // Dropped at 950 ms: a pause of 100 ms would end at 1050.
    const attempt = vi.fn<() => Promise<Answer>>(() => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('socket hang up')), 950)));
    const dropping = underPolicy(true, attempt, { retries: 3 });
    await vi.advanceTimersByTimeAsync(950);
    expect(await dropping.outcome).toEqual({ error: expect.objectContaining({ code: 'network' }) });
    expect(dropping.attempts).toHaveBeenCalledTimes(1);
    const late503 = vi.fn<() => Promise<Answer>>(() => new Promise((resolve) => setTimeout(() => resolve({ status: 503 }), 950)));
    const refused = underPolicy(true, late503, { retries: 3 });
    await vi.advanceTimersByTimeAsync(950);
    expect(await refused.outcome).toEqual({ answer: { status: 503 } });
    expect(refused.attempts).toHaveBeenCalledTimes(1);
  });

  it('ends with rejected when the caller leaves, during an attempt or a pause, and tries no more', async () => {
    const leaving = new AbortController();
    const during = underPolicy(true, neverAnswered, {}, leaving.signal);
    await vi.advanceTimersByTimeAsync(10);
    leaving.abort();
    expect(await during.outcome).toEqual({ error: expect.objectContaining({ code: 'rejected' }) });

    const leavingInPause = new AbortController();
    const inPause = underPolicy(true, dropped, { retries: 3 }, leavingInPause.signal);
    await vi.advanceTimersByTimeAsync(50);
    leavingInPause.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await inPause.outcome).toEqual({ error: expect.objectContaining({ code: 'rejected' }) });
    expect(inPause.attempts).toHaveBeenCalledTimes(1);

    const gone = underPolicy(true, answered(200), {}, AbortSignal.abort());
    expect(await gone.outcome).toEqual({ error: expect.objectContaining({ code: 'rejected' }) });
    expect(gone.attempts).not.toHaveBeenCalled();
  });
});
