import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { UpstreamContext } from '~/upstream/client.server';
import { standInProvider } from '../../tests/helpers/stand-in-provider';
import { POLICY_CLOCK, moment, track } from '../../tests/helpers/pending-calls';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end('{}');
let hits: Array<{ method?: string; url?: string; auth?: string; contentType?: string }> = [];

// The deadline (1 s) is long enough for a call and its retry on a busy machine. The deadline
// tests run it on a fake clock (the call policy's setTimeout and Date), while the local server
// and its sockets run as usual.
await standInProvider((req, res) => {
  hits.push({ method: req.method, url: req.url, auth: req.headers.authorization, contentType: req.headers['content-type'] });
  handler(req, res);
});

const ctx = { token: 'tok', locale: 'en' as const };
const reply =
  (status: number, body: string): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };

async function client() {
  return import('~/upstream/client.server');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('callUpstream status mapping (spec section 8)', () => {
  it.each([
    [401, 'unauthorized'],
    [404, 'notFound'],
    [500, 'server'],
    [503, 'server'],
    [418, 'unexpected'],
    [400, 'unexpected'],
  ])('maps %i to %s', async (status, code) => {
    handler = reply(status, '{"message":"nope"}');
    const { callUpstream } = await client();
    await expect(callUpstream(ctx, '/api/x')).rejects.toMatchObject({ code, status, serverMessage: 'nope' });
  });

  it('fails without a token before calling', async () => {
    hits = [];
    const { callUpstream } = await client();
    await expect(callUpstream({ locale: 'en' }, '/api/x')).rejects.toMatchObject({ code: 'noToken' });
    expect(hits).toHaveLength(0);
  });

  it('sends the bearer token, the query and JSON bodies', async () => {
    hits = [];
    handler = reply(200, '{"body":[1]}');
    const { callUpstream } = await client();
    const result = await callUpstream(ctx, '/api/partner/search', { query: { search: 'a b', locale: 'de' } });
    expect(result.body).toEqual({ body: [1] });
    expect(hits[0]).toMatchObject({ method: 'GET', url: '/api/partner/search?search=a+b&locale=de', auth: 'Bearer tok' });
    await callUpstream(ctx, '/api/x', { method: 'POST', json: { a: 1 } });
    expect(hits[1]).toMatchObject({ method: 'POST', contentType: 'application/json' });
  });

  it('reports a body that is not JSON as malformed', async () => {
    handler = reply(200, '{"body": [');
    const { callUpstream } = await client();
    await expect(callUpstream(ctx, '/api/x')).rejects.toMatchObject({ code: 'malformed' });
  });

  it('gives up at the deadline, and not a millisecond before', async () => {
    vi.useFakeTimers(POLICY_CLOCK);
    const arrived = moment();
    handler = () => arrived.reached(); // never answers
    const { callUpstream } = await client();
    const call = track(callUpstream(ctx, '/api/slow'));
    await arrived.promise;
    await vi.advanceTimersByTimeAsync(999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call.outcome).toEqual({ error: expect.objectContaining({ code: 'timeout' }) });
  });

  it('retries a GET once when the connection drops, never a POST', async () => {
    let calls = 0;
    handler = (req, res) => {
      calls += 1;
      if (calls === 1) {
        req.socket.destroy();
        return;
      }
      res.end('{"body":"ok"}');
    };
    const { callUpstream } = await client();
    await expect(callUpstream(ctx, '/api/flaky')).resolves.toMatchObject({ body: { body: 'ok' } });
    expect(calls).toBe(2);

    calls = 0;
    handler = (req) => {
      calls += 1;
      req.socket.destroy();
    };
    await expect(callUpstream(ctx, '/api/flaky', { method: 'POST', json: {} })).rejects.toMatchObject({ code: 'network' });
    expect(calls).toBe(1);
  });
});

describe('callUpstream under the call policy', () => {
  /** Answers each call with the next of `statuses` (the last one again when they run out). */
  const answering = (...statuses: number[]): Handler => {
    let call = 0;
    return (_req, res) => {
      const status = statuses[Math.min(call++, statuses.length - 1)];
      reply(status, status === 200 ? '{"body":"ok"}' : `{"message":"status ${status}"}`)(_req, res);
    };
  };
  const dropping: Handler = (req) => req.socket.destroy();

  /** The client as a process configured with these variables would have it. */
  async function configuredClient(env: Record<string, string>) {
    Object.assign(process.env, env);
    vi.resetModules();
    return client();
  }

  afterEach(() => {
    delete process.env.UPSTREAM_RETRIES;
    vi.resetModules();
  });

  it('asks again for a read a gateway refused (503), and answers what came then', async () => {
    hits = [];
    handler = answering(503, 200);
    const { callUpstream } = await client();
    await expect(callUpstream(ctx, '/api/partner/leads')).resolves.toMatchObject({ status: 200, body: { body: 'ok' } });
    expect(hits.map((hit) => hit.method)).toEqual(['GET', 'GET']);
  });

  it("gives the last attempt's error once the retries are spent, and never asks again after a 500", async () => {
    hits = [];
    handler = answering(502);
    const { callUpstream } = await client();
    await expect(callUpstream(ctx, '/api/partner/leads')).rejects.toMatchObject({ code: 'server', status: 502, serverMessage: 'status 502' });
    expect(hits).toHaveLength(2);
    hits = [];
    handler = answering(500, 200);
    await expect(callUpstream(ctx, '/api/partner/leads')).rejects.toMatchObject({ code: 'server', status: 500 });
    expect(hits).toHaveLength(1);
  });

  it('sends a write once, whether a gateway refuses it or its connection drops', async () => {
    const { callUpstream } = await client();
    for (const refusing of [answering(503, 200), dropping]) {
      hits = [];
      handler = refusing;
      await expect(callUpstream(ctx, '/api/partner/pin-products-action', { method: 'POST', json: { id: 1 } })).rejects.toMatchObject({
        name: 'UpstreamError',
      });
      expect(hits.map((hit) => hit.method)).toEqual(['POST']);
    }
  });

  it('sends a read once with UPSTREAM_RETRIES=0, and as often as it says otherwise', async () => {
    let { callUpstream } = await configuredClient({ UPSTREAM_RETRIES: '0' });
    hits = [];
    handler = dropping;
    await expect(callUpstream(ctx, '/api/partner/leads')).rejects.toMatchObject({ code: 'network' });
    expect(hits).toHaveLength(1);
    hits = [];
    handler = answering(503, 200);
    await expect(callUpstream(ctx, '/api/partner/leads')).rejects.toMatchObject({ code: 'server', status: 503 });
    expect(hits).toHaveLength(1);

    ({ callUpstream } = await configuredClient({ UPSTREAM_RETRIES: '2' }));
    hits = [];
    handler = dropping;
    await expect(callUpstream(ctx, '/api/partner/leads')).rejects.toMatchObject({ code: 'network' });
    expect(hits).toHaveLength(3);
  });

  it('holds a call and its retry to one deadline', async () => {
    // On the fake clock: the first attempt drops at 700 ms, the retry begins after a pause of
    // 50 ms (the random spread at its lowest) and is never answered. The deadline (1 s) is the
    // call's, so the call ends at 1000 ms, not a second after the retry began.
    vi.useFakeTimers(POLICY_CLOCK);
    const firstArrived = moment();
    const secondArrived = moment();
    const pausing = moment();
    let first: IncomingMessage | undefined;
    hits = [];
    handler = (req) => {
      if (hits.length === 1) {
        first = req;
        firstArrived.reached();
      } else secondArrived.reached();
    };
    vi.spyOn(Math, 'random').mockImplementation(() => {
      pausing.reached();
      return 0;
    });
    const { callUpstream } = await client();
    const call = track(callUpstream(ctx, '/api/partner/leads'));
    await firstArrived.promise;
    await vi.advanceTimersByTimeAsync(700);
    first!.socket.destroy();
    await pausing.promise;
    await vi.advanceTimersByTimeAsync(50);
    await secondArrived.promise;
    expect(hits).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(249);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call.outcome).toEqual({ error: expect.objectContaining({ code: 'timeout' }) });
    expect(hits).toHaveLength(2);
  });
});

describe('callUpstream bodies and callers', () => {
  it('sends a multipart body with its boundary and the file inside', async () => {
    let received = '';
    handler = (req, res) => {
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (received += chunk));
      req.on('end', () => reply(200, '{"body":"ok"}')(req, res));
    };
    hits = [];
    const { callUpstream } = await client();
    const form = new FormData();
    form.set('firstname', 'Ada');
    form.set('avatar', new Blob(['PNGDATA'], { type: 'image/png' }), 'me.png');
    await expect(callUpstream(ctx, '/api/partner/profile', { method: 'POST', form })).resolves.toMatchObject({ body: { body: 'ok' } });
    expect(hits[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toContain('name="firstname"');
    expect(received).toContain('Ada');
    expect(received).toContain('filename="me.png"');
    expect(received).toContain('PNGDATA');
  });

  it('answers rejected, not timeout, when the caller goes away during the call', async () => {
    const arrived = moment();
    handler = () => arrived.reached(); // never answers: only the caller leaving ends the call before its deadline
    const { callUpstream } = await client();
    const leaving = new AbortController();
    const call = track(callUpstream({ ...ctx, signal: leaving.signal }, '/api/leaving'));
    await arrived.promise;
    expect(call.settled).toBe(false);
    leaving.abort();
    expect(await call.outcome).toEqual({ error: expect.objectContaining({ code: 'rejected' }) });
    await expect(callUpstream({ ...ctx, signal: leaving.signal }, '/api/leaving')).rejects.toMatchObject({ code: 'rejected' });
  });

  it('reads a non-JSON error answer by its status alone', async () => {
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    const { callUpstream } = await client();
    await expect(callUpstream(ctx, '/api/x')).rejects.toMatchObject({ code: 'server', status: 502, serverMessage: undefined });
  });
});

describe('queryContent (content GraphQL)', () => {
  const schema = z
    .object({ items: z.array(z.string()).catch([]) })
    .nullable()
    .catch(null);
  let graphqlBody = '';
  const graphql =
    (status: number, body: string): Handler =>
    (req, res) => {
      graphqlBody = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (graphqlBody += chunk));
      req.on('end', () => reply(status, body)(req, res));
    };
  async function query(context: UpstreamContext = ctx) {
    const { queryContent } = await import('~/upstream/graphql.server');
    return queryContent(context, 'query Q($n: Int) { items }', { n: 2 }, schema);
  }

  it('posts the query and variables with the bearer token and parses the data', async () => {
    hits = [];
    handler = graphql(200, '{"data":{"items":["a","b"]}}');
    await expect(query()).resolves.toEqual({ items: ['a', 'b'] });
    expect(hits[0]).toMatchObject({ method: 'POST', url: '/graphql', auth: 'Bearer tok', contentType: 'application/json' });
    expect(JSON.parse(graphqlBody)).toEqual({ query: 'query Q($n: Int) { items }', variables: { n: 2 }, operationName: 'Q' });
  });

  it('gives missing or wrong data to the schema for its defaults', async () => {
    handler = graphql(200, '{"data":null}');
    await expect(query()).resolves.toBeNull();
    handler = graphql(200, '{"data":{"items":"nope"}}');
    await expect(query()).resolves.toEqual({ items: [] });
  });

  it('maps GraphQL errors, statuses, bad bodies and a missing token to the catalogue', async () => {
    handler = graphql(200, '{"errors":[{"message":"Cannot query field"}],"data":null}');
    await expect(query()).rejects.toMatchObject({ code: 'unexpected', status: 200, serverMessage: 'Cannot query field' });
    handler = graphql(401, '{"message":"Token expired"}');
    await expect(query()).rejects.toMatchObject({ code: 'unauthorized', serverMessage: 'Token expired' });
    handler = graphql(500, 'oops');
    await expect(query()).rejects.toMatchObject({ code: 'server', status: 500 });
    handler = graphql(200, '{"data": {');
    await expect(query()).rejects.toMatchObject({ code: 'malformed' });
    handler = graphql(200, '[1,2]');
    await expect(query()).rejects.toMatchObject({ code: 'malformed' });
    hits = [];
    await expect(query({ locale: 'en' })).rejects.toMatchObject({ code: 'noToken' });
    expect(hits).toHaveLength(0);
  });
});

describe('login', () => {
  it('tells a token, a 2FA step and the failures apart', async () => {
    const { login } = await import('~/upstream/auth.server');
    handler = reply(200, '{"token":"t1","is2faEnabled":false}');
    await expect(login(ctx, 'a@b.c', 'p')).resolves.toEqual({ kind: 'signed-in', token: 't1' });
    handler = reply(200, '{"token":"pre","is2faEnabled":true}');
    await expect(login(ctx, 'a@b.c', 'p')).resolves.toEqual({ kind: 'needs-otp', pendingToken: 'pre' });
    handler = reply(401, '{"message":"Invalid email or password"}');
    await expect(login(ctx, 'a@b.c', 'p')).resolves.toMatchObject({ kind: 'failed', message: 'Invalid email or password' });
    handler = reply(401, '{}');
    await expect(login(ctx, 'a@b.c', 'p')).resolves.toMatchObject({ kind: 'failed', message: null, reason: 'rejected' });
    handler = reply(200, '{"is2faEnabled":false}');
    await expect(login(ctx, 'a@b.c', 'p')).resolves.toMatchObject({ kind: 'failed', reason: 'no-token' });
    handler = reply(200, 'null');
    await expect(login(ctx, 'a@b.c', 'p')).resolves.toMatchObject({ kind: 'failed', reason: 'no-user-data' });
  });

  it('accepts a code only with the exact success message', async () => {
    const { verifyOtp } = await import('~/upstream/auth.server');
    handler = reply(200, '{"message":"2FA verification successful.","token":"full"}');
    await expect(verifyOtp(ctx, '123456')).resolves.toEqual({ kind: 'verified', token: 'full' });
    handler = reply(200, '{"message":"ok","token":"full"}');
    await expect(verifyOtp(ctx, '123456')).resolves.toMatchObject({ kind: 'failed', reason: 'not-verified' });
    handler = reply(400, '{"message":"Invalid one-time code"}');
    await expect(verifyOtp(ctx, '123456')).resolves.toMatchObject({ kind: 'failed', reason: 'http', status: 400, message: 'Invalid one-time code' });
  });
});

describe('sharedGet', () => {
  it('sends one call for identical GETs of one partner made together, and a new one afterwards', async () => {
    hits = [];
    const arrived = moment();
    let answer!: () => void;
    handler = (req, res) => {
      answer = () => reply(200, '{"body":{"n":1}}')(req, res);
      arrived.reached();
    };
    const { sharedGet } = await client();
    const together = Promise.all([sharedGet(ctx, '/api/partner/profile'), sharedGet(ctx, '/api/partner/profile')]);
    // The first call has reached the provider and waits for its answer; the second shares it.
    await arrived.promise;
    answer();
    const [a, b] = await together;
    expect(a.body).toEqual({ body: { n: 1 } });
    expect(b.body).toEqual(a.body);
    expect(hits).toHaveLength(1);
    handler = reply(200, '{"body":{"n":2}}');
    await expect(sharedGet(ctx, '/api/partner/profile')).resolves.toMatchObject({ body: { body: { n: 2 } } });
    expect(hits).toHaveLength(2);
  });

  it('keeps partners, queries, error reading and POSTs apart', async () => {
    hits = [];
    handler = reply(200, '{}');
    const { sharedGet } = await client();
    await Promise.all([
      sharedGet(ctx, '/api/x'),
      sharedGet({ ...ctx, token: 'other' }, '/api/x'),
      sharedGet(ctx, '/api/x', { query: { page: 2 } }),
      sharedGet(ctx, '/api/x', { acceptErrorBody: true }),
      sharedGet(ctx, '/api/x', { method: 'POST', json: {} }),
      sharedGet(ctx, '/api/x', { method: 'POST', json: {} }),
    ]);
    expect(hits).toHaveLength(6);
    expect(hits.filter((hit) => hit.auth === 'Bearer other')).toHaveLength(1);
  });

  it('answers a caller that went away with rejected while the other still gets the answer', async () => {
    hits = [];
    const arrived = moment();
    let answer!: () => void;
    handler = (req, res) => {
      answer = () => reply(200, '{"body":"ok"}')(req, res);
      arrived.reached();
    };
    const { sharedGet } = await client();
    const leaving = new AbortController();
    const first = sharedGet({ ...ctx, signal: leaving.signal }, '/api/y');
    const second = sharedGet(ctx, '/api/y');
    // The shared call has reached the provider; the first caller leaves before its answer.
    await arrived.promise;
    leaving.abort();
    await expect(first).rejects.toMatchObject({ code: 'rejected' });
    answer();
    await expect(second).resolves.toMatchObject({ body: { body: 'ok' } });
    expect(hits).toHaveLength(1);
  });

  it('starts a new call for a GET made after the partner changed something, while one made before is under way', async () => {
    hits = [];
    const held: Array<() => void> = [];
    let served = 0;
    handler = (req, res) => {
      if (req.method === 'POST') return reply(200, '{}')(req, res);
      const n = ++served;
      held.push(() => reply(200, JSON.stringify({ n }))(req, res));
    };
    const { callUpstream, sharedGet } = await client();
    const beforeChange = sharedGet(ctx, '/api/partner/pin-products');
    const otherPartner = sharedGet({ ...ctx, token: 'other' }, '/api/partner/pin-products');
    await vi.waitFor(() => expect(held).toHaveLength(2));
    await callUpstream(ctx, '/api/partner/pin-products-action', { method: 'POST', json: { id: 1 } });
    const afterChange = sharedGet(ctx, '/api/partner/pin-products');
    const otherAgain = sharedGet({ ...ctx, token: 'other' }, '/api/partner/pin-products');
    await vi.waitFor(() => expect(held).toHaveLength(3));
    for (const release of held) release();
    expect((await beforeChange).body).toEqual({ n: 1 });
    expect((await afterChange).body).toEqual({ n: 3 });
    // Another partner's GETs are still shared.
    expect((await otherAgain).body).toEqual((await otherPartner).body);
    expect(hits.filter((hit) => hit.method === 'GET')).toHaveLength(3);
  });

  it('gives every waiting caller the failure', async () => {
    handler = reply(500, '{"message":"down"}');
    const { sharedGet } = await client();
    const calls = [sharedGet(ctx, '/api/z'), sharedGet(ctx, '/api/z')];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'server', serverMessage: 'down' });
  });
});

describe('getParsed', () => {
  const items = z.object({ items: z.array(z.object({ name: z.string().catch('?') })).catch([]) });
  const names = z.object({ items: z.array(z.unknown()).catch([]) }).transform(({ items }) => items.length);

  it('reads the same text once per schema: every caller after that gets the same frozen value', async () => {
    handler = reply(200, '{"items":[{"name":"A"},{"name":7}]}');
    const { getParsed } = await client();
    const parse = vi.spyOn(items, 'parse');
    const first = await getParsed(ctx, '/api/list', items);
    const second = await getParsed({ ...ctx, token: 'other partner' }, '/api/list', items);
    expect(first).toEqual({ items: [{ name: 'A' }, { name: '?' }] });
    expect(second).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.items[0])).toBe(true);
    expect(() => {
      (first.items as Array<{ name: string }>).push({ name: 'B' });
    }).toThrow(TypeError);
    // Another schema reads the same text for itself.
    expect(await getParsed(ctx, '/api/list', names)).toBe(2);
  });

  it('parses a changed text again', async () => {
    const { getParsed } = await client();
    handler = reply(200, '{"items":[{"name":"C"}]}');
    const before = await getParsed(ctx, '/api/changing', items);
    handler = reply(200, '{"items":[{"name":"D"}]}');
    const after = await getParsed(ctx, '/api/changing', items);
    expect(before).toEqual({ items: [{ name: 'C' }] });
    expect(after).toEqual({ items: [{ name: 'D' }] });
  });
});

describe('getFooterHtml', () => {
  it('asks once a minute for the footer everyone shares, and asks again after a failure', async () => {
    const { getFooterHtml, FOOTER_TTL_MS } = await import('~/upstream/content.server');
    const clock = vi.spyOn(Date, 'now');
    try {
      const start = Date.now();
      hits = [];
      clock.mockReturnValue(start);
      handler = reply(500, '{}');
      await expect(getFooterHtml(ctx)).rejects.toMatchObject({ code: 'server' });
      clock.mockReturnValue(start + 1);
      handler = reply(200, '{"body":"<p>One</p>"}');
      await expect(getFooterHtml(ctx)).resolves.toBe('<p>One</p>');
      handler = reply(200, '{"body":"<p>Two</p>"}');
      clock.mockReturnValue(start + FOOTER_TTL_MS);
      await expect(getFooterHtml({ ...ctx, token: 'someone-else', forceFresh: true })).resolves.toBe('<p>One</p>');
      expect(hits.map((hit) => hit.url)).toEqual(['/api/footer', '/api/footer']);
      expect(hits[1].auth).toBeUndefined();
      clock.mockReturnValue(start + 1 + FOOTER_TTL_MS);
      await expect(getFooterHtml(ctx)).resolves.toBe('<p>Two</p>');
      expect(hits).toHaveLength(3);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('kept content queries (portal, events, news)', () => {
  const news = (title: string) => JSON.stringify({ data: { getNewsListing: { edges: [{ node: { id: '1', title } }], totalCount: 1 } } });
  const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

  it('asks once a minute per partner and language, and again after a reload or a failure', async () => {
    const { getNews, CONTENT_TTL_MS, FRESH_ENOUGH_MS } = await import('~/upstream/content.server');
    const partner = { token: 'kept-news-partner', locale: 'en' as const };
    const clock = vi.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      hits = [];
      handler = reply(500, '{"message":"down"}');
      await expect(getNews(partner)).rejects.toMatchObject({ code: 'server', serverMessage: 'down' });
      handler = reply(200, news('One'));
      expect(titles(await getNews(partner))).toEqual(['One']);
      handler = reply(200, news('Two'));
      clock.mockReturnValue(start + CONTENT_TTL_MS - 1);
      expect(titles(await getNews(partner))).toEqual(['One']);
      expect(hits).toHaveLength(2);
      // Another partner, or the same partner in another language, is asked for separately.
      expect(titles(await getNews({ ...partner, token: 'kept-news-other' }))).toEqual(['Two']);
      expect(titles(await getNews({ ...partner, locale: 'de' }))).toEqual(['Two']);
      expect(hits).toHaveLength(4);
      handler = reply(200, news('Three'));
      // A reload asks again; a second loader of the same page view a moment later shares it.
      clock.mockReturnValue(start + CONTENT_TTL_MS - 1 + FRESH_ENOUGH_MS + 1);
      expect(titles(await getNews({ ...partner, forceFresh: true }))).toEqual(['Three']);
      handler = reply(200, news('Not asked'));
      expect(titles(await getNews({ ...partner, forceFresh: true }))).toEqual(['Three']);
      handler = reply(200, news('Three'));
      expect(titles(await getNews(partner))).toEqual(['Three']);
      clock.mockReturnValue(start + 3 * CONTENT_TTL_MS);
      handler = reply(200, news('Four'));
      expect(titles(await getNews(partner))).toEqual(['Four']);
      expect(hits).toHaveLength(6);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps each portal document apart and asks once for callers at the same moment', async () => {
    const { getPartnerPortal } = await import('~/upstream/content.server');
    const partner = { token: 'kept-portal-partner', locale: 'en' as const };
    hits = [];
    handler = (req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const { fullpath } = JSON.parse(body).variables as { fullpath: string };
        reply(200, JSON.stringify({ data: { getPartnerPortal: { id: fullpath } } }))(req, res);
      });
    };
    const [first, second] = await Promise.all([getPartnerPortal(partner, '/a'), getPartnerPortal(partner, '/a')]);
    expect(first.id).toBe('/a');
    expect(second).toBe(first);
    expect((await getPartnerPortal(partner, '/b')).id).toBe('/b');
    expect(hits).toHaveLength(2);
  });

  it('keeps the popular and new content lists the same way', async () => {
    const { getNewContent, getPopularContent } = await import('~/upstream/content.server');
    const partner = { token: 'kept-lists-partner', locale: 'en' as const };
    hits = [];
    handler = (req, res) => reply(200, JSON.stringify({ body: [{ title: `From ${req.url?.split('?')[0]}` }] }))(req, res);
    expect((await getPopularContent(partner))[0].title).toBe('From /api/documents');
    expect((await getNewContent(partner))[0].title).toBe('From /api/documents/new');
    await getPopularContent(partner);
    await getNewContent(partner);
    expect(hits).toHaveLength(2);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 1000);
    try {
      await getNewContent({ ...partner, forceFresh: true });
    } finally {
      clock.mockRestore();
    }
    expect(hits.map((hit) => hit.url?.split('?')[0])).toEqual(['/api/documents', '/api/documents/new', '/api/documents/new']);
  });

  it('asks every time without a token (and fails as the call does)', async () => {
    const { getEvents } = await import('~/upstream/content.server');
    hits = [];
    await expect(getEvents({ locale: 'en' })).rejects.toMatchObject({ code: 'noToken' });
    expect(hits).toHaveLength(0);
  });
});
