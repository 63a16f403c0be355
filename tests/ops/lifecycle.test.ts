import { totpCode } from '../sandbox-control';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signInOverHttp, type Started } from '../processes';
import { addFault, createAccount, startPortal, startSandbox } from './servers';

let sandbox: Started;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.stop();
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SESSION_SECRET: '' }, 'SESSION_SECRET'],
    [{ API_URL: 'not a url' }, 'API_URL'],
    [{ UPSTREAM_TIMEOUT_MS: '-1' }, 'UPSTREAM_TIMEOUT_MS'],
  ])('a bad value (%j) stops the start with one line naming it', (env, name) => {
    const result = spawnSync(process.execPath, ['build/server.js'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', SESSION_SECRET: 'operations-test-secret-0123456789', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe('health', () => {
  it('answers liveness and readiness without a session', async () => {
    const metricsPort = await freePort();
    const portal = await startPortal({ METRICS_PORT: String(metricsPort) });
    try {
      const health = await fetch(`${portal.url}/partner/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get('set-cookie')).toBeNull();
      const ready = await fetch(`${portal.url}/partner/readyz`);
      expect(ready.status).toBe(200);
      // A provider that fails itself is not ready; one that answers anything else is.
      await addFault(sandbox.url, { match: '/api/footer', status: 503, times: 1 });
      expect((await fetch(`${portal.url}/partner/readyz`)).status).toBe(503);
      await addFault(sandbox.url, { match: '/api/footer', status: 404, times: 1 });
      expect((await fetch(`${portal.url}/partner/readyz`)).status).toBe(200);
      // The probe is a provider call like any other: its attempts are counted, under its own endpoint.
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/portal_provider_calls_total\{endpoint="readiness",outcome="5xx",attempt="1"\} 1/);
    } finally {
      await portal.stop();
    }
    const orphan = await startPortal({ API_URL: 'http://127.0.0.1:9' });
    try {
      expect((await fetch(`${orphan.url}/partner/readyz`)).status).toBe(503);
      expect((await fetch(`${orphan.url}/partner/healthz`)).status).toBe(200);
    } finally {
      await orphan.stop();
    }
  });
});

describe('shutdown', () => {
  it('finishes a request in flight after SIGTERM, then exits 0', async () => {
    const portal = await startPortal({ SHUTDOWN_TIMEOUT_MS: '8000', UPSTREAM_TIMEOUT_MS: '6000' });
    const account = await createAccount(sandbox.url);
    const cookie = await signInOverHttp(portal.url, account.email, account.password);
    await addFault(sandbox.url, { match: '/api/partner/profile', latencyMs: 1500, email: account.email });
    const started = Date.now();
    const slow = fetch(`${portal.url}/partner/notifications`, { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exit = portal.stop('SIGTERM');
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Notifications');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(await exit).toBe(0);
    await expect(fetch(`${portal.url}/partner/healthz`)).rejects.toThrow();
  });
});

describe('logs', () => {
  it('writes one JSON line per request and never a secret', async () => {
    const portal = await startPortal();
    const account = await createAccount(sandbox.url, { twoFactor: true });
    let code = '';
    const cookie = await signInOverHttp(portal.url, account.email, account.password, () => {
      code = totpCode(account.totpSecret ?? '');
      return code;
    });
    await fetch(`${portal.url}/partner/searchresults?query=confidential-query-text`, { headers: { cookie, 'x-request-id': 'ops-log-test-1' } });
    await fetch(`${portal.url}/partner/healthz`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await portal.stop();
    const lines = portal.output().trim().split('\n').filter(Boolean);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.req);
    expect(requests.length).toBeGreaterThan(3);
    const search = requests.find((entry) => (entry.req as { id?: string }).id === 'ops-log-test-1');
    expect(search).toMatchObject({ req: { method: 'GET', path: '/partner/searchresults' }, res: { status: expect.any(Number) } });
    expect(typeof search?.responseTime).toBe('number');
    expect(requests.some((entry) => String((entry.req as { path?: string }).path).includes('healthz'))).toBe(false);
    const text = portal.output();
    const sessionValue = /partner_session=([^;]+)/.exec(cookie)?.[1] ?? 'missing';
    for (const secret of [account.password, code, sessionValue, 'confidential-query-text', 'Bearer ']) {
      expect(text.includes(secret), `log contains ${secret}`).toBe(false);
    }
  });
});
