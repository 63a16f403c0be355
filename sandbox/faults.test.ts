import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAfter } from './http/fault-injection';
import { call, freshToken, sandboxForFile, start } from '../tests/helpers/sandbox';

const { url: base } = await sandboxForFile();

afterEach(async () => {
  await call(base, '/__sandbox/faults', { method: 'DELETE' });
});

const addFault = async (spec: Record<string, unknown>) => {
  const { status, json } = await call(base, '/__sandbox/faults', { json: spec });
  expect(status).toBe(200);
  return json.id as string;
};

describe('injected faults', () => {
  it('status: answers that status with the injected message', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: '/api/partner/leads', status: 503 });
    expect(await call(base, '/api/partner/leads', { token })).toMatchObject({ status: 503, json: { message: 'Injected fault 503' } });
    expect((await call(base, '/api/partner/profile', { token })).status).toBe(200);
  });

  it('times: counts down, then calls are normal again', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: '/api/partner/categories', status: 500, times: 2 });
    expect((await call(base, '/api/partner/categories', { token })).status).toBe(500);
    expect((await call(base, '/api/partner/categories', { token })).status).toBe(500);
    expect((await call(base, '/api/partner/categories', { token })).status).toBe(200);
  });

  it('malformed: answers 200 with a body that is not JSON', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: '/api/documents', malformed: true, times: 1 });
    const response = await fetch(`${base}/api/documents`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    await expect(response.json()).rejects.toThrow();
  });

  it('drop: closes the connection without an answer', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: '/api/partner/search', drop: true, times: 1 });
    await expect(fetch(`${base}/api/partner/search?search=x`, { headers: { authorization: `Bearer ${token}` } })).rejects.toThrow();
    expect((await call(base, '/api/partner/search?search=x', { token })).status).toBe(200);
  });

  it('latencyMs: delays the answer past a client time-out', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: '/api/partner/videos', latencyMs: 400, times: 1 });
    await expect(call(base, '/api/partner/videos', { token, signal: AbortSignal.timeout(50) })).rejects.toThrow();
    await addFault({ match: '/api/partner/videos', latencyMs: 100, times: 1 });
    expect((await call(base, '/api/partner/videos', { token })).status).toBe(200);
  });

  it('email: only calls with that account’s tokens get the fault', async () => {
    const target = await freshToken(base);
    const other = await freshToken(base);
    await addFault({ match: '/api/partner/leads', status: 502, email: target.email });
    expect((await call(base, '/api/partner/leads', { token: target.token })).status).toBe(502);
    expect((await call(base, '/api/partner/leads', { token: other.token })).status).toBe(200);
  });

  it('email: also scopes the login by its username', async () => {
    const target = await freshToken(base);
    const other = await freshToken(base);
    await addFault({ match: '/api/login', status: 500, email: target.email });
    expect((await call(base, '/api/login', { json: { username: target.email, password: target.password } })).status).toBe(500);
    expect((await call(base, '/api/login', { json: { username: other.email, password: other.password } })).status).toBe(200);
  });

  it('graphql:<operation> matches one query, not the others', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: 'graphql:getEventsListing', status: 500 });
    const events = await call(base, '/graphql', {
      token,
      json: {
        query: 'query getEventsListing($defaultLanguage: String) { getEventsListing(defaultLanguage: $defaultLanguage) { totalCount } }',
        operationName: 'getEventsListing',
      },
    });
    expect(events.status).toBe(500);
    const news = await call(base, '/graphql', {
      token,
      json: { query: 'query GetNewsListing($first: Int) { getNewsListing(first: $first) { totalCount } }', variables: { first: 1 } },
    });
    expect(news.status).toBe(200);
  });

  it('a /graphql prefix matches every query', async () => {
    const { token } = await freshToken(base);
    await addFault({ match: '/graphql', status: 504, times: 1 });
    expect((await call(base, '/graphql', { token, json: { query: '{ getNewsListing { totalCount } }' } })).status).toBe(504);
  });

  it('can be removed one by one or all at once', async () => {
    const { token } = await freshToken(base);
    const id = await addFault({ match: '/api/partner/leads', status: 500 });
    await addFault({ match: '/api/partner/profile', status: 500 });
    expect((await call(base, `/__sandbox/faults/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(base, '/api/partner/leads', { token })).status).toBe(200);
    expect((await call(base, '/api/partner/profile', { token })).status).toBe(500);
    await call(base, '/__sandbox/faults', { method: 'DELETE' });
    expect((await call(base, '/api/partner/profile', { token })).status).toBe(200);
    expect((await call(base, '/__sandbox/faults/unknown', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a fault without match', async () => {
    expect((await call(base, '/__sandbox/faults', { json: { status: 500 } })).status).toBe(400);
  });
});

describe('environment faults', () => {
  it('faultRate 1 fails every /api call with 500 or a dropped connection, but not the control API', async () => {
    const failing = await start({ faultRate: 1 });
    try {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const outcome = await fetch(`${failing.url}/api/footer`).then(
          (response) => response.status,
          () => 'dropped',
        );
        expect([500, 'dropped']).toContain(outcome);
      }
      expect((await call(failing.url, '/__sandbox/health')).json).toEqual({ ok: true });
    } finally {
      await failing.close();
    }
  });

  it('latencyMs delays every call', async () => {
    const slow = await start({ latencyMs: 300 });
    try {
      await expect(fetch(`${slow.url}/api/footer`, { signal: AbortSignal.timeout(30) })).rejects.toThrow();
      expect((await fetch(`${slow.url}/api/footer`)).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe('the latency of every call', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function heldAnswer(latencyMs: number) {
    const sent: unknown[][] = [];
    const res = { end: (...args: unknown[]) => sent.push(args) } as unknown as Response;
    answerAfter(res, latencyMs);
    return { res, sent };
  }

  it('counts from the call’s arrival: work done within it does not lengthen it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { res, sent } = heldAnswer(50);
    vi.advanceTimersByTime(30); // the provider's own work
    res.end('answer');
    vi.advanceTimersByTime(19);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['answer']]);
  });

  it('sends at once an answer whose work took longer than the latency', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { res, sent } = heldAnswer(50);
    vi.advanceTimersByTime(80);
    res.end('late');
    expect(sent).toEqual([['late']]);
  });
});
