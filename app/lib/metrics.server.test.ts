import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '~/config.server';
import {
  endpointPattern,
  isIdSegment,
  metrics,
  outcomeOfStatus,
  recordAccountProof,
  recordSignIn,
  requestMetrics,
  startMetricsServer,
  statusClass,
} from '~/lib/metrics.server';
import { callUnderPolicy, type CallPolicy } from '~/upstream/call-policy.server';
import { graphqlEndpoint } from '~/upstream/graphql.server';
import { routeLabeller } from '../../server/route-labels';
import { askAndLeave } from '../../tests/helpers/leaving-client';
import { standInProvider } from '../../tests/helpers/stand-in-provider';
import { portalRouteManifest } from '../../tests/helpers/route-manifest';

/** The demo partner whose data must never reach a label. */
const EMAIL = 'metrics.partner@example.com';
const TOKEN = 'tok-3f9a1c7e5b2d4a6f8e0c';
const LEAD_ID = '5531277';

await standInProvider((req, res) => {
  res.writeHead(req.url?.startsWith('/api/partner/missing') ? 404 : 200, { 'content-type': 'application/json' });
  // A success whose body is no JSON (a proxy's error page, a truncated answer): the REST path and any GraphQL query.
  if (req.url?.startsWith('/api/partner/garbled') || req.url?.startsWith('/graphql')) res.end('<html>Service temporarily unavailable</html>');
  else res.end('{"items":[]}');
});

const manifest = portalRouteManifest;

/** The value of one series of a counter or histogram count, by its labels. */
async function valueOf(metric: { get: () => Promise<{ values: { value: number; labels: object; metricName?: string }[] }> }, labels: object, suffix = '') {
  const { values } = await metric.get();
  const found = values.find(
    (entry) =>
      (suffix === '' || entry.metricName?.endsWith(suffix)) &&
      Object.entries(labels).every(([key, value]) => (entry.labels as Record<string, unknown>)[key] === value),
  );
  return found?.value ?? 0;
}

describe('route labels', () => {
  const label = routeLabeller(manifest, new Set(['favicon.svg']));

  it('a page and its data request are labelled by their route pattern, never by the path with its ids', () => {
    expect(label('/partner/dashboard')).toBe('/partner/dashboard');
    expect(label('/partner/dashboard.data')).toBe('/partner/dashboard');
    expect(label('/partner/')).toBe('/partner/');
    expect(label('/partner/_.data')).toBe('/partner/');
    expect(label('/partner/leads/export.csv')).toBe('/partner/leads/export.csv');
    expect(label('/partner/playbook')).toBe('/partner/playbook');
    expect(label('/partner/playbook/42')).toBe('/partner/playbook/:id');
    expect(label(`/partner/playbook/42/${LEAD_ID}`)).toBe('/partner/playbook/:id/:productId');
    expect(label('/partner/playbook/42/7.data')).toBe('/partner/playbook/:id/:productId');
    expect(label(`/partner/events/${LEAD_ID}/ics`)).toBe('/partner/events/:id/ics');
    expect(label('/partner/no-such-screen/anything')).toBe('/partner/*');
  });

  it('a path with dot segments is labelled as the page the router serves for it', () => {
    expect(label('/partner/build/../dashboard')).toBe('/partner/dashboard');
    expect(label('/partner/build/%2e%2e/leads')).toBe('/partner/leads');
    expect(label('/partner/media/../playbook/42')).toBe('/partner/playbook/:id');
    expect(label('/partner/./build/entry.client-abc123.js')).toBe('static');
    expect(label('/partner/../wp-login.php')).toBe('other');
  });

  it('paths no page answers are grouped: static, health, media, manifest, other', () => {
    expect(label('/partner/build/entry.client-abc123.js')).toBe('static');
    expect(label('/partner/favicon.svg')).toBe('static');
    expect(label('/partner/healthz')).toBe('health');
    expect(label('/partner/readyz')).toBe('health');
    expect(label(`/partner/media/files/${LEAD_ID}/price-list.pdf`)).toBe('media');
    expect(label('/partner/__manifest')).toBe('manifest');
    expect(label('/')).toBe('other');
    expect(label('/partner')).toBe('other');
    expect(label('/wp-login.php')).toBe('other');
  });

  it('status classes', () => {
    expect([200, 204, 302, 304, 404, 429, 500, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
    expect(statusClass(0)).toBe('5xx');
  });
});

describe('provider endpoint patterns', () => {
  it('drop the query and put :id for every segment that names one thing', () => {
    expect(endpointPattern('/api/partner/leads')).toBe('/api/partner/leads');
    expect(endpointPattern(`/api/partner/crm/contacts?email=${encodeURIComponent(EMAIL)}`)).toBe('/api/partner/crm/contacts');
    expect(endpointPattern(`/api/partner/leads/${LEAD_ID}?x=1`)).toBe('/api/partner/leads/:id');
    expect(endpointPattern('/api/partner/products/0b9c6c1e-8d1a-4a43-9f0e-1d2c3b4a5f6e/files')).toBe('/api/partner/products/:id/files');
    expect(endpointPattern('/api/documents/a1b2c3d4e5f60718293a')).toBe('/api/documents/:id');
    // A name with a digit in it is a kind of thing, not an id.
    expect(endpointPattern('/api/2fa/verify')).toBe('/api/2fa/verify');
    expect(isIdSegment('leads')).toBe(false);
    expect(isIdSegment('12')).toBe(true);
  });

  it('a GraphQL document is its first operation’s name', () => {
    expect(graphqlEndpoint('query GetNewsListing($first: Int) { news(first: $first) { id } }')).toBe('graphql:GetNewsListing');
    expect(graphqlEndpoint('{ news { id } }')).toBe('graphql');
    expect(graphqlEndpoint('not graphql')).toBe('graphql');
  });
});

describe('provider attempts by outcome and attempt', () => {
  const policy: CallPolicy = { deadlineMs: 300, retries: 1, random: () => 0 };
  const call = (endpoint: string, attempt: (signal: AbortSignal) => Promise<{ status: number }>, read = true) =>
    callUnderPolicy({ endpoint, read, attempt, statusOf: (answer) => answer.status }, policy).catch(() => undefined);
  const count = (endpoint: string, outcome: string, attempt: string) => valueOf(metrics.providerCalls, { endpoint, outcome, attempt });

  it('maps statuses to ok, 4xx and 5xx', () => {
    expect([undefined, 200, 304, 400, 404, 500, 502].map(outcomeOfStatus)).toEqual(['ok', 'ok', 'ok', '4xx', '4xx', '5xx', '5xx']);
  });

  it('counts each attempt: a 502 then an answer, a dropped connection, a deadline, a 404', async () => {
    const answers = [502, 200];
    await call('/test/retried', async () => ({ status: answers.shift()! }));
    expect(await count('/test/retried', '5xx', '1')).toBe(1);
    expect(await count('/test/retried', 'ok', '2')).toBe(1);

    await call('/test/dropped', () => Promise.reject(new Error('socket hang up')), false);
    expect(await count('/test/dropped', 'network', '1')).toBe(1);

    await call('/test/slow', (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))), false);
    expect(await count('/test/slow', 'timeout', '1')).toBe(1);

    await call('/test/missing', async () => ({ status: 404 }));
    expect(await count('/test/missing', '4xx', '1')).toBe(1);
    expect(await valueOf(metrics.providerDuration, { endpoint: '/test/missing', outcome: '4xx', attempt: '1' }, '_count')).toBe(1);
  });

  it('an answer with a success status and a body that is no JSON counts as unreadable under its endpoint: REST and GraphQL', async () => {
    const { callUpstream } = await import('~/upstream/client.server');
    const { queryContent } = await import('~/upstream/graphql.server');
    const unreadable = (endpoint: string) => valueOf(metrics.providerUnreadable, { endpoint });
    await expect(callUpstream({ token: TOKEN, locale: 'en' }, `/api/partner/garbled/${LEAD_ID}`)).rejects.toMatchObject({ code: 'malformed' });
    expect(await unreadable('/api/partner/garbled/:id')).toBe(1);
    // The provider answered: the attempt itself is counted ok.
    expect(await count('/api/partner/garbled/:id', 'ok', '1')).toBe(1);
    const document = 'query GarbledNews { news { id } }';
    await expect(queryContent({ token: TOKEN, locale: 'en' }, document, {}, z.unknown())).rejects.toMatchObject({ code: 'malformed' });
    expect(await unreadable('graphql:GarbledNews')).toBe(1);
    // A failure status is the status's error, not an unreadable answer.
    await callUpstream({ token: TOKEN, locale: 'en' }, '/api/partner/missing').catch(() => undefined);
    expect(await unreadable('/api/partner/missing')).toBe(0);
  });

  it('a REST call is counted under its path without the query', async () => {
    const { callUpstream } = await import('~/upstream/client.server');
    await callUpstream({ token: TOKEN, locale: 'en' }, '/api/partner/crm/contacts', { query: { email: EMAIL } });
    expect(await count('/api/partner/crm/contacts', 'ok', '1')).toBeGreaterThanOrEqual(1);
  });
});

describe('the scrape', () => {
  it('holds no e-mail, token, lead id or query after calls made with them', async () => {
    const { callUpstream, sharedGet } = await import('~/upstream/client.server');
    const ctx = { token: TOKEN, locale: 'en' as const };
    await callUpstream(ctx, `/api/partner/missing/${LEAD_ID}`, { query: { email: EMAIL } }).catch(() => undefined);
    await Promise.all([sharedGet(ctx, '/api/partner/leads', { query: { search: EMAIL } }), sharedGet(ctx, '/api/partner/leads', { query: { search: EMAIL } })]);
    recordSignIn('wrong_credentials');

    const app = express();
    app.use(requestMetrics(routeLabeller(manifest)));
    app.use((_req, res) => res.status(200).send('ok'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await (await fetch(`${base}/partner/playbook/42/${LEAD_ID}?q=${encodeURIComponent(EMAIL)}&token=${TOKEN}`)).text();
    server.close();

    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_provider_calls_total{endpoint="/api/partner/missing/:id",outcome="4xx",attempt="1"}');
    expect(text).toContain('portal_shared_calls_joined_total{call="provider_get"}');
    expect(text).toContain('route="/partner/playbook/:id/:productId"');
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), TOKEN, LEAD_ID, 'search=', 'email=']) expect(text).not.toContain(secret);
  });

  it('times a request whose client went away before its answer as aborted', async () => {
    const aborted = { route: '/partner/leads', status_class: 'aborted' };
    const before = await valueOf(metrics.requestDuration, aborted, '_count');
    const served = await askAndLeave(requestMetrics(routeLabeller(manifest)), '/partner/leads');
    await vi.waitFor(async () => expect(await valueOf(metrics.requestDuration, aborted, '_count')).toBe(before + 1), { timeout: 5000 });
    await served.close();
    expect(await valueOf(metrics.requestDuration, { route: '/partner/leads', status_class: '2xx' }, '_count')).toBe(0);
  });

  it('starts every sign-in and account-proof outcome at 0', async () => {
    const text = await metrics.registry.metrics();
    for (const outcome of ['success', 'wrong_credentials', 'otp_failure', 'refused_budget', 'unavailable']) {
      expect(text).toMatch(new RegExp(`^portal_sign_ins_total\\{outcome="${outcome}"\\} \\d+$`, 'm'));
    }
    for (const flow of ['password_change', 'two_factor_setup']) {
      for (const outcome of ['success', 'refused', 'refused_budget', 'unavailable']) {
        expect(text).toMatch(new RegExp(`^portal_account_proofs_total\\{flow="${flow}",outcome="${outcome}"\\} \\d+$`, 'm'));
      }
    }
  });

  it('counts the proofs of a signed-in partner by flow and outcome', async () => {
    recordAccountProof('password_change', 'refused');
    recordAccountProof('password_change', 'refused');
    recordAccountProof('two_factor_setup', 'refused_budget');
    expect(await valueOf(metrics.accountProofs, { flow: 'password_change', outcome: 'refused' })).toBe(2);
    expect(await valueOf(metrics.accountProofs, { flow: 'two_factor_setup', outcome: 'refused_budget' })).toBe(1);
  });

  it('is served on its own server at /metrics only', async () => {
    const server = startMetricsServer({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' })!;
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const body = await scrape.text();
    expect(body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('process_resident_memory_bytes');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/partner/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('metrics settings', () => {
  const base = { NODE_ENV: 'test' };

  it('are off by default, on loopback when on', () => {
    const config = parseConfig(base);
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(parseConfig({ ...base, METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('refuse a port out of range, the portal’s own port, and an address too long', () => {
    expect(() => parseConfig({ ...base, METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ ...base, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ ...base, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => parseConfig({ ...base, PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => parseConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: 'h'.repeat(254) })).toThrow(/METRICS_HOST/);
  });
});
