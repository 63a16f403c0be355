import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { limitDataAnswer } from '~/lib/data-answer-limit.server';
import { logger } from '~/lib/logger.server';
import { pageAddressOf, pageOfDataPath } from '~/lib/paths';
import { MAX_PATH_SEGMENTS, tooDeep } from './path-depth';
import { refuseUnsupportedRequests, takesFiles } from './request-shape';
import { isHostHeader, oddRequestReason } from './request-target';
import { answerUnhandledErrors } from './unhandled-errors';
import { dropUntrustedProxyHeaders, parseTrustProxy, trustsPeer } from './trust-proxy';

describe('which requests reach a route', () => {
  it('only the screens with files take multipart bodies', () => {
    expect(takesFiles('/partner/profile')).toBe(true);
    // Sent with JavaScript, the form posts to the page's data address.
    expect(takesFiles('/partner/profile.data')).toBe(true);
    for (const path of ['/partner/signin', '/partner/changepassword', '/partner/pin', '/partner/profile/x', '/partner/PROFILE'])
      expect(takesFiles(path)).toBe(false);
  });
});

describe('the page a data request is for', () => {
  it('takes `.data` off, and `_.data` below an address that ends in a slash', () => {
    expect(pageOfDataPath('/partner/leads.data')).toBe('/partner/leads');
    expect(pageOfDataPath('/partner/_.data')).toBe('/partner/');
    expect(pageOfDataPath('/partner/playbook/6/_.data')).toBe('/partner/playbook/6/');
    for (const path of ['/partner/leads', '/partner/', '/partner/media/private/report.data.pdf']) expect(pageOfDataPath(path)).toBe(path);
  });

  it("reads a request as the page's address: React Router's own parts off, the page's query kept", () => {
    const address = (url: string) => {
      const page = pageAddressOf(new Request(url));
      return `${page.pathname}${page.search}`;
    };
    expect(address('http://portal.test/partner/profile.data?tab=ids&_routes=routes%2Fprofile')).toBe('/partner/profile?tab=ids');
    expect(address('http://portal.test/partner/_.data?_routes=routes%2Fhome')).toBe('/partner/');
    expect(address('http://portal.test/partner/leads?status=won&page=2')).toBe('/partner/leads?status=won&page=2');
  });
});

describe('how deep an address may go', () => {
  it('every screen and media address is within the limit; one segment more than it is not', () => {
    for (const path of ['/partner/', '/partner/playbook/6/65', '/partner/media/private/media/uploads/a.png', '/partner/leads.data'])
      expect(tooDeep(path)).toBe(false);
    const atLimit = `/partner${'/a'.repeat(MAX_PATH_SEGMENTS - 1)}`;
    expect(tooDeep(atLimit)).toBe(false);
    expect(tooDeep(`${atLimit}/a`)).toBe(true);
    expect(tooDeep(`${atLimit}/`)).toBe(true);
  });

  it('counts a backslash as the slash the URL parser makes of it', () => {
    expect(tooDeep(`/partner${'\\a'.repeat(MAX_PATH_SEGMENTS)}`)).toBe(true);
    expect(tooDeep(`/partner${'%2Fa'.repeat(100)}`)).toBe(false);
  });
});

describe('forwarding headers', () => {
  it('trust a peer as TRUST_PROXY says', () => {
    expect(trustsPeer(parseTrustProxy('false'))('127.0.0.1')).toBe(false);
    expect(trustsPeer(parseTrustProxy('loopback'))('127.0.0.1')).toBe(true);
    expect(trustsPeer(parseTrustProxy('loopback'))('::ffff:127.0.0.1')).toBe(true);
    expect(trustsPeer(parseTrustProxy('loopback'))('198.51.100.4')).toBe(false);
    expect(trustsPeer(parseTrustProxy('10.0.0.0/8'))('10.1.2.3')).toBe(true);
    expect(trustsPeer(parseTrustProxy('1'))('198.51.100.4')).toBe(true);
  });
});

/** A small app with the two front guards, answering with what reached it. */
function frontApp(trust: string) {
  const app = express();
  app.use(dropUntrustedProxyHeaders(parseTrustProxy(trust)));
  app.use(refuseUnsupportedRequests());
  app.all('{*splat}', (req, res) =>
    res.json({
      host: req.get('x-forwarded-host') ?? null,
      proto: req.get('x-forwarded-proto') ?? null,
      for: req.get('x-forwarded-for') ?? null,
      traceparent: req.get('traceparent') ?? null,
      tracestate: req.get('tracestate') ?? null,
      baggage: req.get('baggage') ?? null,
      requestId: req.get('x-request-id') ?? null,
    }),
  );
  return app;
}

let untrusting: Server;
let trusting: Server;
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  untrusting = frontApp('false').listen(0, '127.0.0.1');
  trusting = frontApp('loopback').listen(0, '127.0.0.1');
  await Promise.all([untrusting, trusting].map((server) => new Promise((resolve) => server.once('listening', resolve))));
});
afterAll(() => {
  untrusting.close();
  trusting.close();
});

describe('the front guards', () => {
  const forwarded = { 'x-forwarded-host': 'evil.example:444', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

  const traceContext = {
    traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00',
    tracestate: 'vendor=partner@example.com',
    baggage: 'user=partner@example.com',
  };

  it('drop the forwarding, trace context and request id headers of a client that is not a trusted proxy', async () => {
    const headers = { ...forwarded, ...traceContext, 'x-request-id': 'chosen-by-the-client' };
    expect(await (await fetch(`${urlOf(untrusting)}/partner/x`, { headers })).json()).toEqual({
      host: null,
      proto: null,
      for: null,
      traceparent: null,
      tracestate: null,
      baggage: null,
      requestId: null,
    });
    expect(await (await fetch(`${urlOf(trusting)}/partner/x`, { headers })).json()).toEqual({
      host: 'evil.example:444',
      proto: 'https',
      for: '203.0.113.9',
      ...traceContext,
      requestId: 'chosen-by-the-client',
    });
  });

  it('refuse a multipart body with 415 everywhere but the screens with files', async () => {
    const form = new FormData();
    form.set('email', 'a@b.example');
    const signIn = await fetch(`${urlOf(untrusting)}/partner/signin`, { method: 'POST', body: form });
    expect(signIn.status).toBe(415);
    expect(signIn.headers.get('accept-post')).toBe('application/x-www-form-urlencoded');
    const profile = await fetch(`${urlOf(untrusting)}/partner/profile`, { method: 'POST', body: form });
    expect(profile.status).toBe(200);
    const encoded = await fetch(`${urlOf(untrusting)}/partner/signin`, { method: 'POST', body: new URLSearchParams({ email: 'a@b.example' }) });
    expect(encoded.status).toBe(200);
  });
});

describe('request lines and hosts', () => {
  it('take a path and a host as browsers and proxies send them', () => {
    for (const host of ['portal.example.com', 'portal.example.com:443', '127.0.0.1:3000', '[::1]:3000', '[2001:db8::1]', 'my_host.local']) {
      expect(isHostHeader(host), host).toBe(true);
      expect(oddRequestReason('/partner/signin?x=1', 'GET', host, undefined), host).toBeNull();
    }
    expect(oddRequestReason('*', 'OPTIONS', 'portal.example.com', undefined)).toBeNull();
    expect(oddRequestReason('/partner/signin', 'POST', '127.0.0.1:3000', 'portal.example.com, proxy.internal:8080')).toBeNull();
  });

  it('refuse a full address as the target, a missing host, or a host that names none', () => {
    expect(oddRequestReason('http://elsewhere.example/partner/signin', 'GET', 'portal.example.com', undefined)).toMatch(/not a path/);
    expect(oddRequestReason('*', 'GET', 'portal.example.com', undefined)).toMatch(/not a path/);
    expect(oddRequestReason('/partner/signin', 'GET', undefined, undefined)).toMatch(/no Host/);
    for (const host of ['a b', 'portal.example.com:99999', 'evil/..', 'user@portal.example.com', 'portal.example.com:', '[::1', 'x'.repeat(300), 'host%2e', ''])
      expect(oddRequestReason('/partner/signin', 'GET', host, undefined), host).not.toBeNull();
    expect(oddRequestReason('/partner/signin', 'GET', 'portal.example.com', 'a b')).toMatch(/X-Forwarded-Host/);
  });

  it('let an HTTP/1.0 health check leave the host out', () => {
    expect(oddRequestReason('/partner/healthz', 'GET', undefined, undefined)).toBeNull();
    expect(oddRequestReason('/partner/readyz?full=1', 'GET', undefined, undefined)).toBeNull();
    expect(oddRequestReason('/partner/dashboard', 'GET', undefined, undefined)).not.toBeNull();
  });
});

describe('a data answer', () => {
  const streamOf = (chunks: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    });

  it('within its limit arrives whole, with its status and headers', async () => {
    let over = 0;
    const answer = limitDataAnswer(new Response(streamOf([400, 400]), { status: 202, headers: { 'X-Remix-Response': 'yes' } }), () => over++, 1000);
    expect(answer.status).toBe(202);
    expect(answer.headers.get('x-remix-response')).toBe('yes');
    expect((await answer.arrayBuffer()).byteLength).toBe(800);
    expect(over).toBe(0);
  });

  it('over its limit fails once it passes it, and says so once', async () => {
    let over = 0;
    const answer = limitDataAnswer(new Response(streamOf([600, 600, 600])), () => over++, 1000);
    await expect(answer.arrayBuffer()).rejects.toThrow();
    expect(over).toBe(1);
    const bodiless = new Response(null, { status: 204 });
    expect(limitDataAnswer(bodiless, () => over++, 1)).toBe(bodiless);
  });
});

describe('an error no route answered', () => {
  it('is a short answer, with a client mistake as one warning and anything else as one error line', async () => {
    const app = express();
    app.get('/client', () => {
      throw Object.assign(new URIError('Failed to decode param'), { status: 400 });
    });
    app.get('/fault', () => {
      throw new Error('the portal failed');
    });
    app.use(answerUnhandledErrors());
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const client = await fetch(`${urlOf(server)}/client`);
      expect([client.status, await client.text()]).toEqual([400, 'Bad Request']);
      const fault = await fetch(`${urlOf(server)}/fault`);
      expect([fault.status, await fault.text()]).toEqual([500, 'Internal Server Error']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      server.close();
      vi.restoreAllMocks();
    }
  });
});
