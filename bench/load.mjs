// The bench's load: requests that arrive at a set rate whatever the portal's pace (an open
// loop: a slow answer never holds back the next arrival), each from a partner picked at
// random. A small driver on undici (already the portal's HTTP client): autocannon, which the
// bench used before, keeps a fixed number of connections each waiting for its answer (a closed
// loop, so a slower portal is asked less), and the load tools that do arrivals (Artillery, k6)
// bring a runtime or hundreds of packages for what is a timer and a request here.
//
// Arrivals follow a Poisson process (exponential gaps), as independent partners' clicks do.
// A request's time runs from its arrival, not from when it was sent, so a backlog in the
// driver counts against the portal (no coordinated omission).
import { Agent, request } from 'undici';

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

const round1 = (value) => Math.round(value * 10) / 10;

/** A connection pool with no ceiling on connections per origin, as many browsers would open. */
export function loadAgent() {
  return new Agent({ connections: null, pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 60_000, bodyTimeout: 60_000 });
}

/**
 * One request: GET `origin + path` with the partner's cookie; resolves to its outcome. What a
 * browser behind the deployed nginx sends the portal (deploy/nginx.conf asks it for answers
 * uncompressed and compresses them itself).
 */
async function send(dispatcher, origin, path, cookie) {
  try {
    const answer = await request(`${origin}${path}`, { dispatcher, headers: cookie ? { cookie } : {} });
    let bytes = 0;
    for await (const chunk of answer.body) bytes += chunk.length;
    return { status: answer.statusCode, bytes };
  } catch (error) {
    return { status: 0, bytes: 0, error: String(error?.code ?? error) };
  }
}

/**
 * Sends arrivals at `rate` a second for `seconds`: each arrival asks `next()` for
 * `{ name, path, cookie, origin? }` and is sent at once (by `send(job)` when given, which
 * resolves to `{ status, bytes, error? }`). Resolves when every answer is in, with each
 * answer's `{ name, ms, status, bytes }`. With `backlogLimit`, the arrivals stop early once
 * that many requests wait for their answers at once (`gaveUp`): the portal is far past what
 * it can serve, and a longer backlog would only fill its memory.
 */
export async function openLoop({ origin, rate, seconds, next, dispatcher, send: sendJob, backlogLimit = Infinity, random = Math.random }) {
  const started = performance.now();
  const end = started + seconds * 1000;
  const answers = [];
  const inFlight = new Set();
  let due = started;
  let gaveUp = false;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (inFlight.size > backlogLimit) {
        gaveUp = true;
        return resolve();
      }
      while (due <= now && due < end) {
        const arrival = due;
        const job = next();
        const sending = sendJob ? sendJob(job) : send(dispatcher, job.origin ?? origin, job.path, job.cookie);
        const sent = sending.then((outcome) => {
          answers.push({ name: job.name, ms: performance.now() - arrival, ...outcome });
          inFlight.delete(sent);
        });
        inFlight.add(sent);
        due += (-Math.log(1 - random()) / rate) * 1000;
      }
      if (due >= end) return resolve();
      setTimeout(tick, Math.max(0, Math.min(due - performance.now(), 5)));
    };
    tick();
  });
  await Promise.all(inFlight);
  return { answers, seconds: (performance.now() - started) / 1000, gaveUp };
}

/**
 * Closed loop of one: each request sent when the last is answered, for at least `count`
 * answers (a partner alone on the portal).
 */
export async function oneAtATime({ origin, count, next, dispatcher }) {
  const answers = [];
  for (let i = 0; i < count; i += 1) {
    const { name, path, cookie } = next();
    const at = performance.now();
    const outcome = await send(dispatcher, origin, path, cookie);
    answers.push({ name, ms: performance.now() - at, ...outcome });
  }
  return { answers };
}

/** The figures of a set of answers: count, failures (not 2xx or 3xx), p50/p95/p99 in ms, bytes. */
export function summarise(answers, { ok = (status) => status >= 200 && status < 400 } = {}) {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => !ok(answer.status));
  return {
    count: answers.length,
    failed: failed.length,
    failures: [...new Set(failed.map((answer) => answer.error ?? String(answer.status)))].slice(0, 5),
    p50: round1(percentile(times, 0.5)),
    p95: round1(percentile(times, 0.95)),
    p99: round1(percentile(times, 0.99)),
    bytes: answers.length ? Math.round(answers.reduce((sum, answer) => sum + answer.bytes, 0) / answers.length) : 0,
  };
}
