import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLClient } from 'graphql-request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInProvider } from '../../tests/helpers/stand-in-provider';
import { POLICY_CLOCK, moment, track } from '../../tests/helpers/pending-calls';

// The content queries go through graphql-request with a fetch built on the provider client's
// exchange; a local server stands in for the provider (sandbox/content-queries.test
// runs them against the sandbox).

interface Received {
  method?: string;
  url?: string;
  auth?: string;
  requestId?: string;
  contentType?: string;
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let received: Received[] = [];

// The deadline (1 s) is long enough for a query and its retry on a busy machine. The deadline
// test runs it on a fake clock (the call policy's setTimeout and Date), while the local server
// and its sockets run as usual.
await standInProvider((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    received.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      requestId: req.headers['x-request-id'] as string | undefined,
      contentType: req.headers['content-type'],
      body,
    });
    handler(req, res);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  received = [];
});

const answer =
  (status: number, body: string, contentType = 'application/json'): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };

const QUERY = 'query Items($n: Int) { items(first: $n) }';
const ctx = { token: 'partner-token', locale: 'en' as const, requestId: 'req-1' };

async function query(context: Parameters<typeof import('~/upstream/graphql.server').queryContent>[0] = ctx) {
  const { queryContent } = await import('~/upstream/graphql.server');
  const { z } = await import('zod');
  return queryContent(
    context,
    QUERY,
    { n: 2 },
    z
      .object({ items: z.array(z.string()) })
      .nullable()
      .catch(null),
  );
}

describe('content queries through graphql-request', () => {
  it('go through graphql-request, carrying the bearer token and the request id', async () => {
    const sent = vi.spyOn(GraphQLClient.prototype, 'request');
    handler = answer(200, '{"data":{"items":["a","b"]}}');
    await expect(query()).resolves.toEqual({ items: ['a', 'b'] });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0]).toMatchObject({ document: QUERY, variables: { n: 2 } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/graphql', auth: 'Bearer partner-token', requestId: 'req-1', contentType: 'application/json' });
    // graphql-request names the operation in the body.
    expect(JSON.parse(received[0].body)).toEqual({ query: QUERY, variables: { n: 2 }, operationName: 'Items' });
  });

  it('give a frozen answer: it is kept and shared by every page view that shows it', async () => {
    handler = answer(200, '{"data":{"items":["a","b"]}}');
    const data = await query();
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data?.items)).toBe(true);
  });

  it('give up at the deadline with the catalogue timeout, and not a millisecond before', async () => {
    vi.useFakeTimers(POLICY_CLOCK);
    const arrived = moment();
    handler = () => arrived.reached(); // never answers
    const call = track(query());
    await arrived.promise;
    await vi.advanceTimersByTimeAsync(999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call.outcome).toEqual({ error: expect.objectContaining({ name: 'UpstreamError', code: 'timeout' }) });
    expect(received).toHaveLength(1);
  });

  it('try a dropped connection once more, as the client does for reads', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls += 1;
      if (calls === 1) req.socket.destroy();
      else answer(200, '{"data":{"items":["again"]}}')(req, res);
    };
    await expect(query()).resolves.toEqual({ items: ['again'] });
    expect(calls).toBe(2);
    calls = 0;
    handler = (req) => {
      calls += 1;
      req.socket.destroy();
    };
    await expect(query()).rejects.toMatchObject({ code: 'network' });
    expect(calls).toBe(2);
  });

  it('ask a query again when a gateway refuses it (503): a query reads, though it is a POST', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls += 1;
      if (calls === 1) answer(503, 'Service Unavailable', 'text/plain')(req, res);
      else answer(200, '{"data":{"items":["after all"]}}')(req, res);
    };
    await expect(query()).resolves.toEqual({ items: ['after all'] });
    expect(calls).toBe(2);
  });

  it('send a mutation once, whether its connection drops or a gateway refuses it', async () => {
    const { queryContent } = await import('~/upstream/graphql.server');
    const { z } = await import('zod');
    const mutation = 'mutation Touch($n: Int) { touch(n: $n) }';
    const send = () => queryContent(ctx, mutation, { n: 1 }, z.unknown());
    handler = (req) => req.socket.destroy();
    await expect(send()).rejects.toMatchObject({ code: 'network' });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ query: mutation, operationName: 'Touch' });
    received = [];
    handler = answer(503, '{"message":"busy"}');
    await expect(send()).rejects.toMatchObject({ code: 'server', status: 503, serverMessage: 'busy' });
    expect(received).toHaveLength(1);
    // The same server answers a query's second attempt.
    received = [];
    await expect(query()).rejects.toMatchObject({ code: 'server', status: 503 });
    expect(received).toHaveLength(2);
  });

  it('answer rejected when the partner goes away during the query', async () => {
    const arrived = moment();
    handler = () => arrived.reached(); // never answers: only the partner leaving ends the query before its deadline
    const leaving = new AbortController();
    const call = track(query({ ...ctx, signal: leaving.signal }));
    await arrived.promise;
    expect(call.settled).toBe(false);
    leaving.abort();
    expect(await call.outcome).toEqual({ error: expect.objectContaining({ code: 'rejected' }) });
    expect(received).toHaveLength(1);
  });

  it.each([
    [answer(401, '{"message":"Token expired"}'), { code: 'unauthorized', status: 401, serverMessage: 'Token expired' }],
    [answer(404, '{"message":"No such document"}'), { code: 'notFound', status: 404, serverMessage: 'No such document' }],
    [answer(503, 'Service Unavailable', 'text/plain'), { code: 'server', status: 503, serverMessage: undefined }],
    [answer(418, '{}'), { code: 'unexpected', status: 418 }],
    [answer(200, '{"errors":[{"message":"Cannot query field x"}],"data":null}'), { code: 'unexpected', status: 200, serverMessage: 'Cannot query field x' }],
    [answer(200, '{"data": {'), { code: 'malformed' }],
    [answer(200, '[1,2]'), { code: 'malformed' }],
    [answer(200, '"text"'), { code: 'malformed' }],
    [answer(200, '<html>hello</html>', 'text/html'), { code: 'malformed' }],
    [answer(204, ''), { code: 'malformed' }],
  ])('map a failed answer to the error catalogue (%#)', async (reply, expected) => {
    handler = reply;
    await expect(query()).rejects.toMatchObject({ name: 'UpstreamError', ...expected });
  });

  it('refuse without a token, before any call', async () => {
    const sent = vi.spyOn(GraphQLClient.prototype, 'request');
    await expect(query({ locale: 'en' })).rejects.toMatchObject({ code: 'noToken' });
    expect(sent).not.toHaveBeenCalled();
    expect(received).toHaveLength(0);
  });
});
