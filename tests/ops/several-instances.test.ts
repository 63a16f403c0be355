import QRCode from 'qrcode';
import { totpUri } from '../../sandbox/totp';
import { sandboxControl, totpCode, type FaultRule } from '../sandbox-control';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormClient } from './http-client';
import { freePort, type Started } from '../processes';
import { startRedis, type RedisServer } from './redis';
import { addFault, createAccount, opsPorts, startPortal, startSandbox } from './servers';

/**
 * Two portal instances behind nginx with one REDIS_URL (Debian's redis-server on a free
 * loopback port, or OPS_REDIS_PORT and the next one): what one instance learns, the other
 * knows; and Redis going away is not the portal going away.
 */
const PER_ADDRESS = 6;
const PER_ACCOUNT = 4;
const [first, second, late, proxy] = [opsPorts(7), opsPorts(8), opsPorts(9), opsPorts(10)];
const insecure = new Agent({ connect: { rejectUnauthorized: false } });

let redisPort = 0;
let redis: RedisServer;
let sandbox: Started;
let a: Started;
let b: Started;
let nginx: { url: string; stop: () => Promise<void> };
const started: Started[] = [];
/** A client address of its own for each client of a test (sent as X-Forwarded-For). */
let addresses = 0;
const nextAddress = () => `198.51.100.${(addresses += 1)}`;

async function startNginx(upstreams: string[]): Promise<typeof nginx> {
  const child = spawn(process.execPath, ['tests/proxy/nginx.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      PROXY_HTTPS_PORT: String(proxy.portal),
      PROXY_HTTP_PORT: String(proxy.sandbox),
      PORTAL_UPSTREAMS: upstreams.join(','),
    } as unknown as NodeJS.ProcessEnv,
    stdio: 'pipe',
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const url = `https://127.0.0.1:${proxy.portal}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    const ok = await fetch(`${url}/partner/healthz`, { dispatcher: insecure }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      process.kill(child.pid!, 'SIGTERM');
      await once(child, 'exit');
    },
  };
}

const portalEnv = (port: number, redisUrl: string) => ({
  PORT: String(port),
  API_URL: sandbox.url,
  REDIS_URL: redisUrl,
  SIGNIN_MAX_PER_ADDRESS: String(PER_ADDRESS),
  SIGNIN_MAX_PER_ACCOUNT: String(PER_ACCOUNT),
});

async function readiness(portal: Started): Promise<{ status: number; body: { status: string; redis: string } }> {
  const response = await fetch(`${portal.url}/partner/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; redis: string } };
}

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const changePassword = (client: FormClient, current: string, next: string, at?: string) =>
  client.postForm('/partner/changepassword', { currentPassword: current, newPassword: next, confirmPassword: next }, at);

const redisWarnings = (portal: Started) =>
  portal
    .output()
    .split('\n')
    .filter((line) => line.includes('Redis unavailable')).length;

/**
 * The form of `page` that holds `marker` sent twice, as a double click sends it, its two posts
 * handed to the two instances (the first to `a`, the second to `b` 400 ms later, while the
 * provider holds the first's call: `hold`). Answers both answers and the two browsers, each
 * with its answer's cookies.
 */
async function sentToBoth(partner: FormClient, page: string, marker: string, typed: Array<[string, string]>, hold: FaultRule | 'after the first answer') {
  const twice = partner.copy();
  const shown = await partner.get(page);
  const form = [...shown.text.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find(([, , inner]) => inner!.includes(marker));
  expect(form, `a form with ${marker} on ${page}`).toBeDefined();
  const action = form![1]!.replaceAll('&amp;', '&');
  const hidden = [...form![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]) => [name!, value!.replaceAll('&amp;', '&')] as [string, string],
  );
  if (hold === 'after the first answer') {
    const first = await partner.postFields(action, [...hidden, ...typed], a.url);
    return { answers: [first, await twice.postFields(action, [...hidden, ...typed], b.url)], browsers: [partner, twice] };
  }
  await addFault(sandbox.url, hold);
  const first = partner.postFields(action, [...hidden, ...typed], a.url);
  await new Promise((resolve) => setTimeout(resolve, 400));
  const second = twice.postFields(action, [...hidden, ...typed], b.url);
  return { answers: [await first, await second], browsers: [partner, twice] };
}

beforeAll(async () => {
  redisPort = Number(process.env.OPS_REDIS_PORT ?? 0) || (await freePort());
  redis = await startRedis(redisPort);
  sandbox = await startSandbox(first.sandbox);
  started.push(sandbox);
  a = await startPortal(portalEnv(first.portal, redis.url));
  started.push(a);
  b = await startPortal(portalEnv(second.portal, redis.url));
  started.push(b);
  nginx = await startNginx([`127.0.0.1:${first.portal}`, `127.0.0.1:${second.portal}`]);
});

afterAll(async () => {
  await nginx?.stop();
  for (const process of started.reverse()) await process.stop();
  await redis?.kill();
});

describe('two instances sharing one Redis', () => {
  it('a session made on one instance is served by the other, directly and through nginx', async () => {
    const account = await createAccount(sandbox.url);
    const partner = new FormClient(a.url, nextAddress());
    expect((await partner.signIn(account.email, account.password)).location).toBe('/partner/dashboard');
    const there = await partner.get('/partner/dashboard', b.url);
    expect(there.status).toBe(200);
    expect(there.text).toContain('Dashboard');

    const servedBefore = [a, b].map((portal) => portal.output().split('GET /partner/notifications 200').length);
    const proxied = new FormClient(nginx.url, nextAddress());
    expect((await proxied.signIn(account.email, account.password)).status).toBe(302);
    for (let i = 0; i < 6; i += 1) expect((await proxied.get('/partner/notifications')).status).toBe(200);
    // Round robin: both instances served the session.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const servedAfter = [a, b].map((portal) => portal.output().split('GET /partner/notifications 200').length);
    expect(servedAfter[0]).toBeGreaterThan(servedBefore[0]);
    expect(servedAfter[1]).toBeGreaterThan(servedBefore[1]);
  });

  it('a password change through one instance ends the account’s sessions on the other, copies of cookies included', async () => {
    const account = await createAccount(sandbox.url);
    const here = new FormClient(a.url, nextAddress());
    const elsewhere = new FormClient(b.url, nextAddress());
    await here.signIn(account.email, account.password);
    await elsewhere.signIn(account.email, account.password);
    const copied = here.copy(nextAddress());
    expect((await elsewhere.get('/partner/dashboard')).status).toBe(200);

    const changed = await changePassword(here, account.password, 'Changed-On-A-2026');
    expect(changed.location).toBe('/partner/signin?notice=password-changed');

    const after = await elsewhere.get('/partner/dashboard');
    expect(after.status).toBe(302);
    expect(after.location).toBe('/partner/signin?redirectTo=%2Fdashboard');
    expect((await copied.get('/partner/dashboard', b.url)).location).toBe('/partner/signin?redirectTo=%2Fdashboard');
    // The new password signs in on either instance.
    expect((await elsewhere.signIn(account.email, 'Changed-On-A-2026')).location).toBe('/partner/dashboard');
    expect((await elsewhere.get('/partner/dashboard', a.url)).status).toBe(200);
  });

  it('attempts spread over both instances hit the per-address and the per-account limits', async () => {
    const stranger = new FormClient(a.url, nextAddress());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_ADDRESS + 2; attempt += 1) {
      const at = attempt % 2 === 0 ? a.url : b.url;
      statuses.push((await stranger.signIn(`nobody-${attempt}@partner.example`, 'wrong-password', at)).status);
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(200), 429, 429]);

    const account = await createAccount(sandbox.url);
    const guesses: number[] = [];
    for (let attempt = 0; attempt < PER_ACCOUNT + 2; attempt += 1) {
      const guesser = new FormClient(attempt % 2 === 0 ? a.url : b.url, nextAddress());
      guesses.push((await guesser.signIn(account.email, `guess-${attempt}`)).status);
    }
    expect(guesses).toEqual([...Array(PER_ACCOUNT).fill(200), 429, 429]);
  });

  it('a one-time code that signed in on one instance is refused on the other', async () => {
    const account = await createAccount(sandbox.url, { twoFactor: true });
    const code = totpCode(account.totpSecret!);
    const signInWithCode = async (at: string) => {
      const partner = new FormClient(at, nextAddress());
      expect((await partner.signIn(account.email, account.password)).status).toBe(302);
      return partner.postForm('/partner/signin', { intent: 'otp', otp: code });
    };
    expect((await signInWithCode(a.url)).location).toBe('/partner/dashboard');
    const replayed = await signInWithCode(b.url);
    expect(replayed.status).toBe(200);
    expect(replayed.text).toContain('OTP verification failed: OTP verification failed.');
  });

  it('Enable 2FA sent to both instances at once: both answers show the code of the secret in force, and both sessions go on', async () => {
    const account = await createAccount(sandbox.url);
    const partner = new FormClient(a.url, nextAddress());
    await partner.signIn(account.email, account.password);
    // The first instance's call for the secret is held until the second post has come.
    const { answers, browsers } = await sentToBoth(partner, '/partner/profile?twofa=confirm', 'value="enable-2fa"', [['currentPassword', account.password]], {
      match: '/api/2fa/enable',
      latencyMs: 1500,
      email: account.email,
      times: 1,
    });
    const enrolled = await sandboxControl(sandbox.url).account(account.email);
    expect(enrolled.is2FaEnabled).toBe(true);
    const inForce = await QRCode.toDataURL(totpUri(enrolled.totpSecret!, account.email), { margin: 2, width: 240 });
    for (const [index, answer] of answers.entries()) {
      expect(answer.location, `answer ${index + 1}`).toBe('/partner/profile?twofa=setup');
      const setUp = await browsers[index]!.get('/partner/profile?twofa=setup');
      expect(setUp.status, `answer ${index + 1}`).toBe(200);
      expect(setUp.text.replaceAll('&amp;', '&'), `answer ${index + 1}`).toContain(`src="${inForce}"`);
    }
  });

  it('a password change sent to both instances at once is made once: both answers say it was changed', async () => {
    const account = await createAccount(sandbox.url);
    const partner = new FormClient(a.url, nextAddress());
    await partner.signIn(account.email, account.password);
    const next = 'Changed-Twice-2026';
    // Each call the provider gets is held, so that the first post's change is made first.
    const { answers } = await sentToBoth(
      partner,
      '/partner/changepassword',
      'name="newPassword"',
      [
        ['currentPassword', account.password],
        ['newPassword', next],
        ['confirmPassword', next],
      ],
      { match: '/api/partner/password-change', latencyMs: 1500, email: account.email, times: 2 },
    );
    for (const [index, answer] of answers.entries()) expect(answer.location, `answer ${index + 1}`).toBe('/partner/signin?notice=password-changed');
    expect((await new FormClient(b.url, nextAddress()).signIn(account.email, next)).location).toBe('/partner/dashboard');
  });

  it('a one-time code sent to both instances at once is checked once: both answers sign in', async () => {
    const account = await createAccount(sandbox.url, { twoFactor: true });
    const partner = new FormClient(a.url, nextAddress());
    expect((await partner.signIn(account.email, account.password)).status).toBe(302);
    const { answers, browsers } = await sentToBoth(partner, '/partner/signin', 'value="otp"', [['otp', totpCode(account.totpSecret!)]], {
      match: '/api/2fa/verify',
      latencyMs: 1500,
      email: account.email,
      times: 1,
    });
    for (const [index, answer] of answers.entries()) {
      expect(answer.location, `answer ${index + 1}`).toBe('/partner/dashboard');
      expect((await browsers[index]!.get('/partner/dashboard')).status, `answer ${index + 1}`).toBe(200);
    }
  });

  it("a form's second post on the other instance, after the first's answer, gets the first's outcome: a code, a password change, 2FA", async () => {
    const withCode = await createAccount(sandbox.url, { twoFactor: true });
    const signingIn = new FormClient(a.url, nextAddress());
    await signingIn.signIn(withCode.email, withCode.password);
    const code = await sentToBoth(signingIn, '/partner/signin', 'value="otp"', [['otp', totpCode(withCode.totpSecret!)]], 'after the first answer');
    for (const [index, answer] of code.answers.entries()) {
      expect(answer.location, `code, answer ${index + 1}`).toBe('/partner/dashboard');
      expect((await code.browsers[index]!.get('/partner/dashboard')).status, `code, answer ${index + 1}`).toBe(200);
    }

    const changing = await createAccount(sandbox.url);
    const partner = new FormClient(a.url, nextAddress());
    await partner.signIn(changing.email, changing.password);
    const next = 'Changed-Later-2026';
    const change = await sentToBoth(
      partner,
      '/partner/changepassword',
      'name="newPassword"',
      [
        ['currentPassword', changing.password],
        ['newPassword', next],
        ['confirmPassword', next],
      ],
      'after the first answer',
    );
    for (const [index, answer] of change.answers.entries())
      expect(answer.location, `change, answer ${index + 1}`).toBe('/partner/signin?notice=password-changed');

    const enrolling = await createAccount(sandbox.url);
    const owner = new FormClient(a.url, nextAddress());
    await owner.signIn(enrolling.email, enrolling.password);
    const twofa = await sentToBoth(
      owner,
      '/partner/profile?twofa=confirm',
      'value="enable-2fa"',
      [['currentPassword', enrolling.password]],
      'after the first answer',
    );
    const enrolled = await sandboxControl(sandbox.url).account(enrolling.email);
    const inForce = await QRCode.toDataURL(totpUri(enrolled.totpSecret!, enrolling.email), { margin: 2, width: 240 });
    for (const [index, answer] of twofa.answers.entries()) {
      expect(answer.location, `2FA, answer ${index + 1}`).toBe('/partner/profile?twofa=setup');
      const setUp = await twofa.browsers[index]!.get('/partner/profile?twofa=setup');
      expect(setUp.status, `2FA, answer ${index + 1}`).toBe(200);
      expect(setUp.text.replaceAll('&amp;', '&'), `2FA, answer ${index + 1}`).toContain(`src="${inForce}"`);
    }
  });

  it('keeps its keys under partner-portal:, each with a time to live, and nothing in clear', async () => {
    const account = await createAccount(sandbox.url);
    const partner = new FormClient(a.url, nextAddress());
    await partner.signIn(account.email, 'one-wrong-guess');
    await partner.signIn(account.email, account.password);
    await changePassword(partner, account.password, 'Changed-Again-2026');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.length).toBeGreaterThan(3);
      expect(keys.some((key) => key.startsWith('partner-portal:epoch:'))).toBe(true);
      expect(keys.some((key) => key.startsWith('partner-portal:signin-account:'))).toBe(true);
      for (const key of keys) {
        expect(key.startsWith('partner-portal:')).toBe(true);
        // -1 is a key kept for ever; -2 one that expired since it was listed (a call's outcome lives seconds)
        expect(await client.pttl(key), key).not.toBe(-1);
        const stored = `${key} ${(await client.get(key)) ?? ''}`;
        for (const secret of [account.email, account.email.split('@')[0], account.password, 'Changed-Again-2026', '198.51.100.']) {
          expect(stored.includes(secret), `${key} holds ${secret}`).toBe(false);
        }
      }
    } finally {
      client.disconnect();
    }
  });
});

describe('when Redis goes away', () => {
  it('pages keep working, readiness reports it, limits fall back to each instance, and sharing comes back with Redis', async () => {
    const account = await createAccount(sandbox.url);
    const onA = new FormClient(a.url, nextAddress());
    const onB = new FormClient(b.url, nextAddress());
    await onA.signIn(account.email, account.password);
    await onB.signIn(account.email, account.password);
    expect((await readiness(a)).body).toEqual({ status: 'ready', redis: 'up' });
    const warningsBefore = redisWarnings(a);

    await redis.kill();
    await until(async () => (await readiness(a)).body.redis === 'down', 'instance A to notice');
    const ready = await readiness(a);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', redis: 'down' });

    for (let i = 0; i < 10; i += 1) {
      const started = Date.now();
      const dashboard = await onA.get('/partner/dashboard');
      expect(dashboard.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    // Signing in still works, and the limits hold per instance.
    const newcomer = new FormClient(b.url, nextAddress());
    expect((await newcomer.signIn(account.email, account.password)).location).toBe('/partner/dashboard');
    const stranger = new FormClient(a.url, nextAddress());
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) statuses.push((await stranger.signIn(`nobody-${attempt}@partner.example`, 'wrong')).status);
    expect(statuses.at(-1)).toBe(429);
    // The loss is logged once (at most once a minute), not per request.
    expect(redisWarnings(a) - warningsBefore).toBe(1);

    // A password change while Redis is away ends the sessions this instance knows of…
    await changePassword(onA, account.password, 'Changed-While-Away-2026');
    // …and reaches the other instance once Redis is back.
    redis = await startRedis(redisPort);
    await until(async () => (await readiness(a)).body.redis === 'up' && (await readiness(b)).body.redis === 'up', 'both instances to reconnect');
    await until(async () => (await onB.get('/partner/dashboard')).status === 302, 'the change made while away to reach instance B');
    expect(a.output()).toContain('Redis reachable again');

    // Sharing is back: a change through B ends A's sessions.
    const again = new FormClient(a.url, nextAddress());
    const viaB = new FormClient(b.url, nextAddress());
    await again.signIn(account.email, 'Changed-While-Away-2026');
    await viaB.signIn(account.email, 'Changed-While-Away-2026');
    expect((await again.get('/partner/dashboard')).status).toBe(200);
    await changePassword(viaB, 'Changed-While-Away-2026', 'Changed-After-Return-2026');
    expect((await again.get('/partner/dashboard')).location).toBe('/partner/signin?redirectTo=%2Fdashboard');
  });

  it('a portal started while Redis is unreachable starts, says so in one warn line, and connects once it answers', async () => {
    const port = process.env.OPS_REDIS_PORT ? redisPort + 1 : await freePort();
    const portal = await startPortal(portalEnv(late.portal, `redis://127.0.0.1:${port}`));
    started.push(portal);
    expect((await fetch(`${portal.url}/partner/healthz`)).status).toBe(200);
    expect((await readiness(portal)).body).toEqual({ status: 'ready', redis: 'down' });
    const account = await createAccount(sandbox.url);
    const partner = new FormClient(portal.url, nextAddress());
    expect((await partner.signIn(account.email, account.password)).location).toBe('/partner/dashboard');
    // Several reconnection attempts later, still the one line.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const warnings = portal
      .output()
      .split('\n')
      .filter((line) => line.includes('Redis unavailable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, redis: `redis://127.0.0.1:${port}` });

    const lateRedis = await startRedis(port);
    try {
      await until(async () => (await readiness(portal)).body.redis === 'up', 'the late portal to connect');
      expect((await partner.get('/partner/dashboard')).status).toBe(200);
    } finally {
      await portal.stop();
      await lateRedis.kill();
    }
  });
});
