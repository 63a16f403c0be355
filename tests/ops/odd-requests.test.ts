import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type Started } from '../processes';
import { createAccount, opsPorts, startPortal, startSandbox } from './servers';

/**
 * Methods and bodies no screen of the portal sends: each is refused with a 4xx that says
 * why (405 with Allow, 415 or 400), never a 5xx, and the log gets no error and no stack.
 */
const ports = opsPorts(13);
let sandbox: Started;
let portal: Started;
let signedIn: string;

beforeAll(async () => {
  sandbox = await startSandbox(ports.sandbox);
  portal = await startPortal({ PORT: String(ports.portal), API_URL: sandbox.url, LOG_LEVEL: 'info' });
  const account = await createAccount(sandbox.url);
  signedIn = await signInOverHttp(portal.url, account.email, account.password);
});
afterAll(async () => {
  await portal?.stop();
  await sandbox?.stop();
});

/** Screens with an action (a form posts to them), then some without one. */
const WITH_ACTION = [
  '/partner/signin',
  '/partner/pin',
  '/partner/signout',
  '/partner/preferences',
  '/partner/dashboard',
  '/partner/changepassword',
  '/partner/profile',
];
const WITHOUT_ACTION = ['/partner/', '/partner/leads', '/partner/no-such-screen', '/partner/healthz', '/partner/build/none.js', '/partner/favicon.ico', '/'];

interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
  [key: string]: unknown;
}

function logSince(offset: number): LogLine[] {
  return portal
    .output()
    .slice(offset)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

function expectQuietLog(offset: number, requests: number) {
  const text = portal.output().slice(offset);
  expect(text, 'no stack in the log').not.toMatch(/"stack"|\n\s+at /);
  const lines = logSince(offset);
  expect(
    lines.filter((line) => line.level >= 50),
    'no error lines',
  ).toEqual([]);
  expect(lines.filter((line) => line.level === 40).length, 'at most one warn line a request').toBeLessThanOrEqual(requests);
}

/** A raw request: fetch refuses some methods (TRACE) that a client on the network may send. */
function send(
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    const req = httpRequest(`${portal.url}${path}`, { method: init.method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function csrfOf(cookie: string, path = '/partner/signin'): Promise<string> {
  const page = await fetch(`${portal.url}${path}`, { headers: { cookie } });
  return /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
}

describe('methods no screen uses', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'])('%s answers 405 with Allow on every address, signed in or not', async (method) => {
    const offset = portal.output().length;
    let requests = 0;
    for (const cookie of ['', signedIn]) {
      for (const path of [...WITH_ACTION, ...WITHOUT_ACTION, '/partner/signin?index', '/partner/dashboard.data']) {
        const withBody = method !== 'TRACE';
        const response = await send(path, {
          method,
          headers: { cookie, origin: portal.url, ...(withBody ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          body: withBody ? 'csrf=x&intent=theme' : undefined,
        });
        requests += 1;
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toMatch(/^GET, HEAD(, POST)?$/);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectQuietLog(offset, requests);
  });
});

describe('bodies no form sends', () => {
  const BODIES: [string, string | undefined, string][] = [
    ['application/json', 'application/json', '{"csrf":"x","intent":"theme","theme":"dark"}'],
    ['text/plain', 'text/plain;charset=UTF-8', 'csrf=x&intent=theme'],
    ['application/xml', 'application/xml', '<?xml version="1.0"?><a>1</a>'],
    ['text/xml', 'text/xml', '<a>1</a>'],
    ['no type', undefined, 'csrf=x'],
    ['multipart without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="csrf"\r\n\r\nx\r\n--x--\r\n'],
    ['multipart with a broken body', 'multipart/form-data; boundary=portal', 'garbage without any boundary line'],
  ];

  it.each(BODIES)('a POST with %s is refused with a 4xx on every screen with an action', async (_name, type, body) => {
    const offset = portal.output().length;
    let requests = 0;
    for (const cookie of ['', signedIn]) {
      for (const path of WITH_ACTION) {
        const response = await fetch(`${portal.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, origin: portal.url, ...(type ? { 'content-type': type } : {}) },
          body,
        });
        requests += 1;
        expect([302, 400, 403, 415], `${_name} ${path} ${cookie ? 'signed in' : 'signed out'}`).toContain(response.status);
        // Only a guarded screen signed out may send the visitor to sign-in first; a body that
        // parses as an empty form lacks the form's token (403).
        if (cookie) expect([400, 403, 415], `${_name} ${path} signed in`).toContain(response.status);
        await response.arrayBuffer();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectQuietLog(offset, requests);
  });

  it('a form post to a screen or a file without an action answers 405 with Allow, quietly', async () => {
    const offset = portal.output().length;
    const csrf = await csrfOf(signedIn);
    for (const path of [
      '/partner/leads',
      '/partner/newsannouncements',
      '/partner/leads.data',
      '/partner/leads/export.csv',
      '/partner/events/1/ics',
      '/partner/media/media/documents/guide.pdf',
    ]) {
      const response = await fetch(`${portal.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: signedIn, origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf }),
      });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow'), path).toBe('GET, HEAD');
      expect(response.headers.get('content-type') ?? '', path).not.toContain('json');
      expect(await response.text(), path).not.toContain('Unexpected Server Error');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectQuietLog(offset, 7);
  });

  it('the forms themselves still work: a form post with its token is answered as before', async () => {
    const csrf = await csrfOf(signedIn);
    const response = await fetch(`${portal.url}/partner/preferences`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: signedIn, origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, intent: 'theme', theme: 'dark', returnTo: '/partner/dashboard' }),
    });
    expect(response.status).toBe(302);
    const options = await fetch(`${portal.url}/partner/signin`, { method: 'OPTIONS' });
    expect(options.status).toBeLessThan(500);
  });
});
