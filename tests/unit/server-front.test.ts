import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageOfDataPath } from '~/lib/paths';
import { MAX_PATH_SEGMENTS, tooDeep } from '../../server/path-depth';
import { refuseUnsupportedRequests, takesFiles } from '../../server/request-shape';
import { dropUntrustedProxyHeaders, parseTrustProxy, trustsPeer } from '../../server/trust-proxy';

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
