import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type Started } from '../processes';
import { startPrometheus, type PrometheusServer, type Sample } from './prometheus';
import { freePort } from '../processes';
import { startRecordingProxy, type Recorded } from './recording-proxy';
import { addFault, opsPorts, startPortal, startSandbox } from './servers';

/*
 * A real Prometheus (Debian's) scrapes the built portal's metrics port every second while a
 * partner signs in, opens the dashboard and the leads, meets a failing provider call and an
 * answer that is no JSON, and someone signs in with a wrong password; the series are read
 * back through Prometheus' HTTP API. The scrape must hold none of the partner's data: the
 * provider sits behind a recording proxy, so the test knows every token the portal used.
 */

const ports = opsPorts(24);
/** The sandbox's demo account. */
const DEMO_EMAIL = 'demo@partner.example';
const DEMO_PASSWORD = 'Demo-Partner-2026';

let sandbox: Started;
let portal: Started;
let prometheus: PrometheusServer;
let proxy: Server;
let metricsUrl: string;
/** What the portal sent to the provider (its bearer tokens). */
let recorded: Recorded;

/** A sign-in post with a wrong password: refused by the provider. */
async function wrongPassword(base: string): Promise<number> {
  const page = await fetch(`${base}/partner/signin`);
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const response = await fetch(`${base}/partner/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: base },
    body: new URLSearchParams({ csrf, intent: 'credentials', email: DEMO_EMAIL, password: 'not-the-password' }),
  });
  await response.text();
  return response.status;
}

/** A password change of a signed-in partner with a wrong current password: refused by the provider. */
async function wrongCurrentPassword(base: string, cookie: string): Promise<string> {
  const page = await fetch(`${base}/partner/changepassword`, { headers: { cookie } });
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
  const response = await fetch(`${base}/partner/changepassword`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: base },
    body: new URLSearchParams({
      csrf: field('csrf'),
      csrf_account: field('csrf_account'),
      currentPassword: 'not-the-password',
      newPassword: 'Another-Partner-2027',
      confirmPassword: 'Another-Partner-2027',
    }),
  });
  return `${response.status} ${await response.text()}`;
}

/** Asks Prometheus until the expression has a sample (scrapes come every second). */
async function eventually(expression: string, timeoutMs = 20_000): Promise<Sample[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const samples = await prometheus.query(expression);
    if (samples.length > 0) return samples;
    if (Date.now() > deadline) throw new Error(`no series for ${expression}:\n${prometheus.output()}\n${portal.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const total = (samples: Sample[]) => samples.reduce((sum, sample) => sum + sample.value, 0);

beforeAll(async () => {
  const [proxyPort, metricsPort, prometheusPort] = [await freePort(), await freePort(), await freePort()];
  sandbox = await startSandbox(ports.sandbox);
  ({ server: proxy, recorded } = await startRecordingProxy(proxyPort, ports.sandbox));
  portal = await startPortal({ PORT: String(ports.portal), API_URL: `http://127.0.0.1:${proxyPort}`, METRICS_PORT: String(metricsPort) });
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  prometheus = await startPrometheus(prometheusPort, `127.0.0.1:${metricsPort}`);

  const cookie = await signInOverHttp(portal.url, DEMO_EMAIL, DEMO_PASSWORD);
  for (const screen of ['dashboard', 'leads', 'dashboard']) {
    const page = await fetch(`${portal.url}/partner/${screen}`, { headers: { cookie } });
    expect(page.status, screen).toBe(200);
    await page.text();
  }
  // The leads call fails once with the provider's own error (500: never tried again).
  await addFault(sandbox.url, { match: '/api/partner/leads', status: 500, email: DEMO_EMAIL, times: 1 });
  await (await fetch(`${portal.url}/partner/leads`, { headers: { cookie } })).text();
  // Then answers it once with a success status and a body that is no JSON.
  await addFault(sandbox.url, { match: '/api/partner/leads', malformed: true, email: DEMO_EMAIL, times: 1 });
  await (await fetch(`${portal.url}/partner/leads`, { headers: { cookie } })).text();
  expect(await wrongPassword(portal.url)).toBe(200);
  expect(await wrongCurrentPassword(portal.url, cookie)).toMatch(/^200 /);
});

afterAll(async () => {
  await prometheus?.stop();
  await portal?.stop();
  proxy?.close();
  await sandbox?.stop();
});

describe('Prometheus scrapes the portal', () => {
  it('finds the portal up on its metrics port', async () => {
    const [up] = await eventually('up{job="partner-portal"} == 1');
    expect(up!.value).toBe(1);
  });

  it('has the page requests by route pattern and status class, with sane times', async () => {
    const dashboard = await eventually('portal_http_request_duration_seconds_count{route="/partner/dashboard",status_class="2xx"} >= 2');
    expect(dashboard[0]!.value).toBeGreaterThanOrEqual(2);
    expect(total(await eventually('portal_http_request_duration_seconds_count{route="/partner/leads"}'))).toBeGreaterThanOrEqual(2);
    const signIn = await eventually('portal_http_request_duration_seconds_count{route="/partner/signin",status_class="3xx"}');
    expect(total(signIn)).toBeGreaterThanOrEqual(1);
    const [mean] = await eventually(
      'sum(portal_http_request_duration_seconds_sum{route="/partner/dashboard"}) / sum(portal_http_request_duration_seconds_count{route="/partner/dashboard"})',
    );
    expect(mean!.value).toBeGreaterThan(0);
    expect(mean!.value).toBeLessThan(5);
    // No label holds a raw path: every route is a pattern or a group.
    for (const sample of await prometheus.query('portal_http_request_duration_seconds_count')) {
      expect(sample.metric.route).toMatch(/^(?:\/partner\/[\w.:*/-]*|static|health|media|manifest|other)$/);
    }
  });

  it('has the provider calls by endpoint, outcome and attempt: the failed leads call among them', async () => {
    const failed = await eventually('portal_provider_calls_total{endpoint="/api/partner/leads",outcome="5xx",attempt="1"}');
    expect(failed[0]!.value).toBe(1);
    expect(total(await eventually('portal_provider_calls_total{endpoint="/api/partner/leads",outcome="ok"}'))).toBeGreaterThanOrEqual(1);
    expect(total(await eventually('portal_provider_calls_total{endpoint="/api/login"}'))).toBeGreaterThanOrEqual(2);
    const [slowest] = await eventually('max(portal_provider_call_duration_seconds_sum / portal_provider_call_duration_seconds_count)');
    expect(slowest!.value).toBeGreaterThan(0);
    expect(slowest!.value).toBeLessThan(2.5);
  });

  it('has the answer the portal could not read under its endpoint, its attempt counted as answered', async () => {
    const [unreadable] = await eventually('portal_provider_unreadable_answers_total{endpoint="/api/partner/leads"}');
    expect(unreadable!.value).toBe(1);
    expect(total(await eventually('portal_provider_calls_total{endpoint="/api/partner/leads",outcome="ok"}'))).toBeGreaterThanOrEqual(2);
  });

  it('has the sign-in outcomes: one success and one wrong password, and every other outcome at 0', async () => {
    expect((await eventually('portal_sign_ins_total{outcome="success"} >= 1'))[0]!.value).toBe(1);
    expect((await eventually('portal_sign_ins_total{outcome="wrong_credentials"} >= 1'))[0]!.value).toBe(1);
    // An outcome that has not happened is a series at 0 (an alert over it reads 0, not nothing).
    expect((await eventually('portal_sign_ins_total{outcome="unavailable"}'))[0]!.value).toBe(0);
  });

  it('has the proofs of a signed-in partner: one wrong current password of a password change', async () => {
    expect((await eventually('portal_account_proofs_total{flow="password_change",outcome="refused"} >= 1'))[0]!.value).toBe(1);
    expect((await eventually('portal_account_proofs_total{flow="two_factor_setup",outcome="success"}'))[0]!.value).toBe(0);
  });

  it('has shared calls, cache hits and misses, Redis (not configured) and the process', async () => {
    expect(total(await eventually('portal_shared_calls_started_total'))).toBeGreaterThan(0);
    expect(total(await eventually('portal_cache_misses_total'))).toBeGreaterThan(0);
    expect(total(await eventually('portal_cache_hits_total{cache=~"content_.*"}'))).toBeGreaterThan(0);
    expect((await eventually('portal_redis_connected'))[0]!.value).toBe(0);
    expect((await eventually('portal_redis_fail_open'))[0]!.value).toBe(0);
    const [lag] = await eventually('nodejs_eventloop_lag_p99_seconds');
    expect(lag!.value).toBeGreaterThanOrEqual(0);
    expect(lag!.value).toBeLessThan(1);
    const [rss] = await eventually('process_resident_memory_bytes');
    expect(rss!.value).toBeGreaterThan(20e6);
    expect(rss!.value).toBeLessThan(1e9);
    expect((await eventually('nodejs_heap_size_used_bytes'))[0]!.value).toBeGreaterThan(1e6);
  });
});

describe('the scrape', () => {
  it('holds no partner data: not the e-mail, not a token the portal sent, not the password', async () => {
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toContain('portal_sign_ins_total');
    expect(recorded.tokens.size).toBeGreaterThan(0);
    for (const secret of [DEMO_EMAIL, encodeURIComponent(DEMO_EMAIL), DEMO_PASSWORD, ...recorded.tokens]) expect(text).not.toContain(secret);
  });

  it('is not served on the portal’s own port', async () => {
    for (const path of ['/metrics', '/partner/metrics']) {
      const response = await fetch(`${portal.url}${path}`, { redirect: 'manual' });
      expect(await response.text()).not.toContain('portal_http_request_duration_seconds');
    }
  });
});
