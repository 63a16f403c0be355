import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type Started } from '../processes';
import { slowestHealthzDuring } from './health-probe';
import { createAccount, opsPorts, startPortal, startSandbox } from './servers';

/**
 * What the framework answers around the portal's own routes costs no more than a page: a
 * file's data address, odd request lines, forged posts, the route manifest and the echo of a
 * form. Against the built portal, behind a proxy on this host (TRUST_PROXY=loopback).
 */
const ports = opsPorts(14);
let sandbox: Started;
let portal: Started;
let cookie: string;
/** The partner's own 9.5 MB file at its portal address. */
let bigFile: string;

const FILE_BYTES = 9_500_000;

beforeAll(async () => {
  sandbox = await startSandbox(ports.sandbox);
  portal = await startPortal({ PORT: String(ports.portal), API_URL: sandbox.url, LOG_LEVEL: 'info' });
  const account = await createAccount(sandbox.url);
  cookie = await signInOverHttp(portal.url, account.email, account.password);
  // The partner's upload, as the profile form leaves it at the provider.
  const login = (await (
    await fetch(`${sandbox.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    })
  ).json()) as { token: string };
  const form = new FormData();
  form.set('distributionAgreement', new File([new Uint8Array(FILE_BYTES).fill(0x41)], 'agreement.pdf', { type: 'application/pdf' }));
  await fetch(`${sandbox.url}/api/partner/update`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` }, body: form });
  const profile = (await (await fetch(`${sandbox.url}/api/partner/profile`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as {
    body: { distributionAgreement: string };
  };
  bigFile = `/partner/media/private${profile.body.distributionAgreement}`;
});
afterAll(async () => {
  await portal?.stop();
  await sandbox?.stop();
});

interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** What the portal wrote since `offset`: every line must be one JSON object (no stack, no bare text). */
function logSince(offset: number): LogLine[] {
  const lines = portal
    .output()
    .slice(offset)
    .split('\n')
    .filter((line) => line.trim() !== '');
  for (const line of lines) expect(line, 'every line the portal writes is JSON').toMatch(/^\{.*\}$/);
  const parsed = lines.map((line) => JSON.parse(line) as LogLine);
  expect(JSON.stringify(parsed), 'no stack').not.toMatch(/"stack"|\\n\s+at /);
  return parsed;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('a file has no data address', () => {
  it('eight asks for a 9.5 MB file as data are refused at once, and hold up no other page', async () => {
    const answers: { status: number; bytes: number }[] = [];
    // Four rounds of eight at once, while another partner's request is timed every 25 ms.
    const slowest = await slowestHealthzDuring(
      portal.url,
      async () => {
        for (let round = 0; round < 4; round += 1) {
          await Promise.all(
            Array.from({ length: 8 }, async () => {
              const response = await fetch(`${portal.url}${bigFile}.data`, { headers: { cookie } });
              answers.push({ status: response.status, bytes: (await response.arrayBuffer()).byteLength });
            }),
          );
        }
      },
      25,
    );
    expect(answers).toHaveLength(32);
    for (const answer of answers) expect(answer).toEqual({ status: 404, bytes: 'Not Found'.length });
    expect(slowest).toBeLessThan(100);
    // At its own address the file streams, whole.
    const file = await fetch(`${portal.url}${bigFile}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(FILE_BYTES);
  });

  it("nor do a calendar file, the leads' CSV or the index's redirect; a screen's data is still there", async () => {
    for (const path of [
      '/partner/events/4005/ics.data',
      '/partner/leads/export.csv.data',
      '/partner/_.data',
      '/partner/media/media/documents/guide.pdf.data',
    ]) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${portal.url}${path}`, {
          method,
          headers: { cookie, origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'a=1' : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.text()).toBe('Not Found');
      }
    }
    const data = await fetch(`${portal.url}/partner/dashboard.data`, { headers: { cookie } });
    expect(data.status).toBe(200);
    expect(await data.text()).toContain('routes/dashboard');
  });
});

/** Sends raw bytes; the status line of the answer (or what the socket said). */
function rawStatusLine(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(ports.portal, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer.split('\r\n', 1)[0]);
    };
    const timer = setTimeout(done, 3000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('error', done);
    socket.write(text);
  });
}

describe('odd request lines', () => {
  it('a full address as the target, no Host, or a Host that names no host: 400, and nothing but JSON lines in the log', async () => {
    const offset = portal.output().length;
    const odd = [
      'GET http://evil.example/partner/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      'GET http://evil.example/partner/signin HTTP/1.0\r\n\r\n',
      'GET /partner/signin HTTP/1.0\r\n\r\n',
      'POST /partner/signin HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=1',
      'GET /partner/signin HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
      'GET /partner/signin HTTP/1.1\r\nHost: 127.0.0.1:99999\r\nConnection: close\r\n\r\n',
      'GET /partner/dashboard HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: evil/..\r\nConnection: close\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    ];
    for (const text of odd) expect(await rawStatusLine(text), text.split('\r\n', 1)[0]).toBe('HTTP/1.1 400 Bad Request');
    // An HTTP/1.0 health check may leave the host out.
    expect(await rawStatusLine('GET /partner/healthz HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 200 OK');
    expect(await rawStatusLine('OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 204/);
    await settle();
    const lines = logSince(offset);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const refused = lines.filter((line) => line.refused !== undefined);
    expect(refused).toHaveLength(odd.length);
    for (const line of refused) expect(line).toMatchObject({ level: 40, req: { id: expect.any(String) }, res: { status: 400 } });
  });
});

describe('a forged post', () => {
  it("is one warning with its request id and reason, whether the portal's wall or React Router refuses it", async () => {
    const offset = portal.output().length;
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${portal.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'a=1',
      });
    // Another site, as a browser marks it or as its Origin says.
    const walled = [
      await post('/partner/preferences.data', { origin: 'https://evil.example' }),
      await post('/partner/signin', { 'sec-fetch-site': 'cross-site' }),
      await post('/partner/profile.data', { origin: portal.url.replace('http:', 'https:') }),
    ];
    for (const answer of walled) expect(answer.status).toBe(403);
    // A proxy that names the public host without its port, while the portal's port is in Host:
    // React Router's own check builds the address with that port and refuses the action.
    const host = new URL(portal.url).hostname;
    const routed = await post('/partner/preferences.data', { origin: `http://${host}`, 'x-forwarded-host': host });
    expect(routed.status).toBe(400);
    expect(await routed.text()).not.toMatch(/routes\/|stack/);
    await settle();
    const lines = logSince(offset);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(4);
    for (const line of warnings.slice(0, 3)) expect(line).toMatchObject({ req: { id: expect.any(String) }, refused: expect.stringMatching(/^forged post: /) });
    expect(warnings[3]).toMatchObject({ requestId: expect.any(String), reason: expect.stringMatching(/Origin/), msg: 'refused request' });
  });
});

describe('the route manifest', () => {
  async function manifestVersion(): Promise<string> {
    const page = await (await fetch(`${portal.url}/partner/signin`)).text();
    return /manifest-([0-9a-f]+)\.js/.exec(page)?.[1] ?? '';
  }
  const manifest = async (paths: string[]) =>
    fetch(`${portal.url}/partner/__manifest?paths=${encodeURIComponent(paths.join(','))}&version=${await manifestVersion()}`);

  it("answers a page's own question, and refuses a thousand made-up addresses before matching any", async () => {
    const page = await manifest(['/partner', '/partner/leads', '/partner/playbook', '/partner/playbook/6', '/partner/playbook/6/65']);
    expect(page.status).toBe(200);
    expect(Object.keys((await page.json()) as object)).toContain('routes/playbook.$id.$productId');
    const madeUp = Array.from({ length: 1000 }, (_, index) => `/${index}`);
    expect(madeUp.join(',').length).toBeLessThan(7_680);
    const refused = await manifest(madeUp);
    expect(refused.status).toBe(400);
    expect((await manifest([`/partner${'/a'.repeat(40)}`])).status).toBe(400);
  });
});

describe('echoes', () => {
  it('a 63,000-character e-mail address comes back cut to its field, in an answer of its page’s size', async () => {
    const page = await fetch(`${portal.url}/partner/signin`);
    const jar = page.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const signIn = (path: string, email: string) =>
      fetch(`${portal.url}${path}`, {
        method: 'POST',
        headers: { cookie: jar, origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, intent: 'credentials', email, password: 'x' }),
      });
    const long = `${'a'.repeat(63_000)}@example.com`;
    for (const path of ['/partner/signin', '/partner/signin.data']) {
      const usual = (await (await signIn(path, 'nobody@example')).text()).length;
      const answer = await (await signIn(path, long)).text();
      const longestRun = Math.max(...(answer.match(/a+/g) ?? ['']).map((run) => run.length));
      expect(longestRun, path).toBeLessThanOrEqual(254);
      expect(answer.length, path).toBeLessThan(usual + 2 * 254 + 200);
    }
  });

  it('a post to a data address without an action names no path and no route', async () => {
    for (const path of ['/partner/leads.data', '/partner/no-such-screen.data', '/partner/playbook/6.data']) {
      const response = await fetch(`${portal.url}${path}`, {
        method: 'POST',
        headers: { cookie, origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      const text = await response.text();
      expect(text).toBe('Method Not Allowed');
    }
  });
});
