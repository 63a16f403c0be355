import { totpCode } from '../sandbox-control';
import { connect, type Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormClient } from './http-client';
import { type Started } from '../processes';
import { slowestHealthzDuring } from './health-probe';
import { addFault, createAccount, opsPorts, startPortal, startSandbox } from './servers';

/**
 * What one client can do to everyone else: hostile form values, bodies of the wrong kind or
 * size, bodies and headers sent a byte at a time. None may hold up another partner's page,
 * nor take the process's memory, nor keep a connection for long. The portal runs with its
 * defaults (attempt budgets, time-outs), behind a proxy on this host (TRUST_PROXY=loopback).
 */
const ports = opsPorts(20);
let sandbox: Started;
let portal: Started;

beforeAll(async () => {
  sandbox = await startSandbox(ports.sandbox);
  portal = await startPortal({ PORT: String(ports.portal), API_URL: sandbox.url, LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await portal?.stop();
  await sandbox?.stop();
});

/** The portal process's peak resident memory so far (VmHWM), in MB. */
function peakMemoryMb(): number {
  const status = readFileSync(`/proc/${portal.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Values shaped to make a backtracking pattern try every split, each filling a form's 64 KB body. */
const N = 60_000;
const HOSTILE = [`a@${'.'.repeat(N)}@`, `${'a'.repeat(N)}@`, `https://linkedin.com/in${'/'.repeat(N)}!`, `${'<'.repeat(N)}x`, `${'-'.repeat(N)}x`];

/** Sends raw bytes and resolves with what came back by the time the server closed (or `waitMs` passed). */
function rawExchange(write: (socket: Socket) => void, waitMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const socket = connect(ports.portal, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedAfterMs: closed ? Date.now() - started : null });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => write(socket));
  });
}

describe('hostile form values', () => {
  it("no form makes another partner's request wait: the worst values sent to every form while /partner/healthz is timed", async () => {
    const account = await createAccount(sandbox.url);
    const twoFactor = await createAccount(sandbox.url, { twoFactor: true });
    const signedIn = new FormClient(portal.url, '198.51.100.20');
    expect((await signedIn.signIn(account.email, account.password)).status).toBe(302);
    const waiting = new FormClient(portal.url, '198.51.100.21');
    expect((await waiting.signIn(twoFactor.email, twoFactor.password)).status).toBe(302);

    const sendAll = (value: string) =>
      Promise.all([
        new FormClient(portal.url, '198.51.100.22').signIn(value, value),
        waiting.postForm('/partner/signin', { intent: 'otp', otp: value }),
        signedIn.postForm('/partner/changepassword', { currentPassword: value, newPassword: value, confirmPassword: value }),
        signedIn.postForm('/partner/profile?twofa=confirm', { intent: 'enable-2fa', currentPassword: value }),
        signedIn.postForm('/partner/pin', { action: 'add', id: value, elementType: value, returnTo: value, returnAnchor: value }),
        signedIn.postForm('/partner/preferences', { theme: value, language: value, timeZone: value, sidebar: value, returnTo: value }),
        signedIn.postForm('/partner/notifications', { returnTo: value }),
        signedIn.postMultipart('/partner/profile', (form) => {
          form.set('intent', 'update');
          for (const field of ['firstName', 'lastName', 'jobTitle', 'company', 'phone', 'email', 'linkedinUrl', 'xUrl', 'facebookUrl'])
            form.set(field, value.slice(0, 15_000));
        }),
      ]);
    const statuses: number[] = [];
    const slowest = await slowestHealthzDuring(portal.url, async () => {
      for (const value of HOSTILE) for (const answer of await sendAll(value)) statuses.push(answer.status);
    });
    // Every hostile post got its answer (a form error, a refusal), never a server error…
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // …and a page asked for meanwhile was answered at once (a quadratic pattern held it for seconds).
    expect(slowest).toBeLessThan(1000);
  }, 120_000);
});

describe('hostile field names', () => {
  it("fields a form does not have, however named or repeated, cost nothing: every form's answer stays its own size, and no other page waits", async () => {
    const account = await createAccount(sandbox.url);
    const twoFactor = await createAccount(sandbox.url, { twoFactor: true });
    const signedIn = new FormClient(portal.url, '198.51.100.24');
    expect((await signedIn.signIn(account.email, account.password)).status).toBe(302);
    const waiting = new FormClient(portal.url, '198.51.100.25');
    expect((await waiting.signIn(twoFactor.email, twoFactor.password)).status).toBe(302);

    const sendAll = (extra: Array<[string, string]>) =>
      Promise.all([
        new FormClient(portal.url, '198.51.100.26').postForm('/partner/signin', [['intent', 'credentials'], ['email', 'x'], ['password', 'x'], ...extra]),
        waiting.postForm('/partner/signin', [['intent', 'otp'], ['otp', ''], ...extra]),
        signedIn.postForm('/partner/changepassword', [['currentPassword', 'x'], ['newPassword', 'y'], ['confirmPassword', 'z'], ...extra]),
        signedIn.postForm('/partner/profile?twofa=confirm', [['intent', 'enable-2fa'], ['currentPassword', ''], ...extra]),
        signedIn.postMultipart('/partner/profile', (form) => {
          form.set('intent', 'update');
          form.set('email', 'not an address');
          for (const [name, value] of extra.slice(0, 50)) form.append(name, value);
        }),
      ]);
    // A name conform reads as a place in a list (forty million places: an answer of over a
    // hundred megabytes, or a process out of memory), the same through a field of the form, and
    // names repeated to the body's limit (their values were joined one by one).
    const extras: Array<Array<[string, string]>> = [
      [['z[40000000]', '1']],
      [
        ['email[9999999]', '1'],
        ['otp[9999999]', '1'],
        ['currentPassword[9999999]', '1'],
      ],
      [['a.b[4000000].c', '1']],
      Array.from({ length: 20_000 }, (): [string, string] => ['a', '']),
      Array.from({ length: 8_000 }, (): [string, string] => ['email', '']),
    ];
    const answers: Array<{ status: number; bytes: number }> = [];
    const slowest = await slowestHealthzDuring(portal.url, async () => {
      for (const extra of extras) for (const answer of await sendAll(extra)) answers.push({ status: answer.status, bytes: answer.text.length });
    });
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(Math.max(...answers.map((answer) => answer.bytes))).toBeLessThan(200_000);
    expect(slowest).toBeLessThan(1000);
    expect((await signedIn.get('/partner/playbook')).status).toBe(200);
  }, 120_000);
});

describe('client addresses', () => {
  it('guesses from one IPv6 /64 share its budget, whichever of its addresses each comes from; another network keeps its own', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 31; guess += 1) {
      const host = (0x1000 + guess).toString(16);
      statuses.push((await new FormClient(portal.url, `2001:db8:7:9:${host}::${host}`).signIn(`nobody-${guess}@example.com`, 'wrong')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await new FormClient(portal.url, '2001:db8:7:a::1').signIn('nobody-else@example.com', 'wrong')).status).toBe(200);
  }, 60_000);
});

describe('clients that hang up', () => {
  // Time for the provider's answers (400 ms late) to come in after the clients left, with room for a slow machine.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('a guess whose client left before its answer stays counted: the account is refused after its ten failures, left or not', async () => {
    const account = await createAccount(sandbox.url);
    await addFault(sandbox.url, { match: '/api/login', latencyMs: 400, email: account.email });
    for (let guess = 0; guess < 10; guess += 1) {
      await new FormClient(portal.url, '198.51.100.30').postFormAndLeave(
        '/partner/signin',
        { intent: 'credentials', redirectTo: '', email: account.email, password: `wrong-${guess}` },
        150,
      );
    }
    await settle();
    // Handed back, the ten left guesses would leave the account its ten tries.
    expect((await new FormClient(portal.url, '198.51.100.31').signIn(account.email, 'wrong-again')).status).toBe(429);
  }, 60_000);

  it('a password change whose client left before its answer still ends the sessions it should', async () => {
    const account = await createAccount(sandbox.url);
    const browser = new FormClient(portal.url, '198.51.100.32');
    expect((await browser.signIn(account.email, account.password)).status).toBe(302);
    const otherBrowser = new FormClient(portal.url, '198.51.100.33');
    expect((await otherBrowser.signIn(account.email, account.password)).status).toBe(302);
    await addFault(sandbox.url, { match: '/api/partner/password-change', latencyMs: 400, email: account.email });
    await browser.postFormAndLeave(
      '/partner/changepassword',
      { currentPassword: account.password, newPassword: 'Changed-pass-1', confirmPassword: 'Changed-pass-1' },
      150,
    );
    await settle();
    // The provider changed the password: no session made with the old one goes on.
    for (const client of [browser, otherBrowser]) {
      const dashboard = await client.get('/partner/dashboard');
      expect(dashboard.status).toBe(302);
      expect(dashboard.location).toMatch(/\/partner\/signin/);
    }
    expect((await new FormClient(portal.url, '198.51.100.34').signIn(account.email, 'Changed-pass-1')).status).toBe(302);
  }, 60_000);
});

describe('addresses', () => {
  it("an address thousands of segments deep is refused at once, and holds up no other partner's page", async () => {
    const account = await createAccount(sandbox.url);
    const signedIn = new FormClient(portal.url, '198.51.100.23');
    expect((await signedIn.signIn(account.email, account.password)).status).toBe(302);
    const deep = ['/partner/' + 'a/'.repeat(6000), '/partner/leads/' + 'a\\'.repeat(6000), '/partner/' + 'a/'.repeat(6000) + 'x.data'];
    const statuses: number[] = [];
    const slowest = await slowestHealthzDuring(portal.url, async () => {
      for (let round = 0; round < 3; round++) for (const path of deep) statuses.push((await signedIn.get(path)).status);
    });
    expect(statuses).toEqual(Array(9).fill(404));
    // Drawn as a page, one took up to two seconds: React Router matched the routes again for every ancestor.
    expect(slowest).toBeLessThan(500);
    // A screen's own address is as it was.
    expect((await signedIn.get('/partner/playbook')).status).toBe(200);
  }, 60_000);
});

describe('headers', () => {
  it("a language header of thousands of subtags is read only as far as a browser's goes: its pages cost what others do", async () => {
    const twenty = async (acceptLanguage: string) => {
      const started = performance.now();
      const pages = await Promise.all(
        Array.from({ length: 20 }, async () => (await fetch(`${portal.url}/partner/signin`, { headers: { 'accept-language': acceptLanguage } })).text()),
      );
      // Each page is drawn in the language the header names first.
      expect(pages.filter((page) => page.includes('<html lang="de"'))).toHaveLength(20);
      return performance.now() - started;
    };
    const browser = 'de-CH,de;q=0.9,en;q=0.8';
    const hostile = `de,a${'-a'.repeat(6500)}`;
    await twenty(browser);
    let plain = 0;
    let long = 0;
    // Alternated, so that a change in the machine's pace weighs on both alike.
    for (let round = 0; round < 3; round++) {
      plain += await twenty(browser);
      long += await twenty(hostile);
    }
    // Read whole, such a header made each page cost about seven times as much.
    expect(long).toBeLessThan(2 * plain);
  }, 60_000);
});

describe('bodies', () => {
  it('a multipart body anywhere but the screen that takes files is refused with 415 before a byte of it is read', async () => {
    const { answer, closedAfterMs } = await rawExchange((socket) => {
      socket.write('POST /partner/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 13000000\r\n\r\n');
      // Not a byte of the body follows.
    }, 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(answer).toMatch(/accept-post: application\/x-www-form-urlencoded/i);
    expect(closedAfterMs).not.toBeNull();
  });

  it('thirty-two 13 MB bodies at once to the sign-in leave the memory where it was', async () => {
    const before = peakMemoryMb();
    const body = new Uint8Array(13 * 1024 * 1024);
    const answers = await Promise.all(
      Array.from({ length: 32 }, async (_, index) => {
        const form = new FormData();
        form.set('email', `a${index}@partner.example`);
        form.set('file', new File([body], 'big.bin'));
        try {
          return (await fetch(`${portal.url}/partner/signin`, { method: 'POST', body: form, headers: { origin: portal.url } })).status;
        } catch {
          // The portal may close the connection once it has answered.
          return 0;
        }
      }),
    );
    // Each is refused at its headers (the client may see the connection close before it has sent its body).
    expect(answers.filter((status) => status !== 415 && status !== 0)).toEqual([]);
    // 32 × 13 MB held would be 416 MB; refused before reading, the peak barely moves.
    expect(peakMemoryMb() - before).toBeLessThan(64);
  }, 60_000);
});

describe('slow clients', () => {
  it('a body sent a byte every two seconds, and headers sent a byte at a time, lose their connection within half a minute', async () => {
    const trickleBody = rawExchange((socket) => {
      socket.write('POST /partner/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n');
      const timer = setInterval(() => (socket.writable ? socket.write('a') : clearInterval(timer)), 2000);
      socket.on('close', () => clearInterval(timer));
    }, 60_000);
    const trickleHeaders = rawExchange((socket) => {
      const request = `GET /partner/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(200)}\r\n\r\n`;
      let index = 0;
      const timer = setInterval(() => (socket.writable && index < request.length ? socket.write(request[index++]) : clearInterval(timer)), 1000);
      socket.on('close', () => clearInterval(timer));
    }, 60_000);
    const [body, headers] = await Promise.all([trickleBody, trickleHeaders]);
    expect(body.closedAfterMs, 'the trickled body').not.toBeNull();
    expect(body.closedAfterMs!).toBeLessThan(35_000);
    expect(headers.closedAfterMs, 'the trickled headers').not.toBeNull();
    expect(headers.closedAfterMs!).toBeLessThan(35_000);
  }, 90_000);

  it('a form sent at a slow link’s pace is answered', async () => {
    // About 2 KB/s: far below slow 3G, far above a trickle.
    const client = new FormClient(portal.url, '198.51.100.30');
    const page = await client.get('/partner/signin');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const body = new URLSearchParams({
      csrf,
      intent: 'credentials',
      email: 'slow@partner.example',
      password: 'x'.repeat(900),
      note: 'n'.repeat(20_000),
    }).toString();
    const { answer } = await rawExchange((socket) => {
      socket.write(
        `POST /partner/signin HTTP/1.1\r\nHost: 127.0.0.1:${ports.portal}\r\nOrigin: ${portal.url}\r\nCookie: ${cookie}\r\nX-Forwarded-For: 198.51.100.30\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      let offset = 0;
      const timer = setInterval(() => {
        if (!socket.writable || offset >= body.length) return clearInterval(timer);
        socket.write(body.slice(offset, offset + 1000));
        offset += 1000;
      }, 500);
    }, 60_000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 90_000);
});

describe('a busy office behind one address', () => {
  it('two hundred partners sign in, two factors for some, while thirty-one wrong passwords from the address are refused at the thirty-first', async () => {
    const office = '203.0.113.50';
    const accounts = await Promise.all(Array.from({ length: 200 }, (_, index) => createAccount(sandbox.url, { twoFactor: index % 4 === 0 })));
    // Eight at a time, as a morning at the office.
    for (let start = 0; start < accounts.length; start += 8) {
      await Promise.all(
        accounts.slice(start, start + 8).map(async (account) => {
          const partner = new FormClient(portal.url, office);
          const answer = await partner.signIn(account.email, account.password);
          expect(answer.status, account.email).toBe(302);
          if (account.totpSecret) {
            const code = await partner.postForm('/partner/signin', { intent: 'otp', otp: totpCode(account.totpSecret) });
            expect(code.status, account.email).toBe(302);
            expect(code.location).toMatch(/\/partner\/dashboard$/);
          } else {
            expect(answer.location).toMatch(/\/partner\/dashboard$/);
          }
        }),
      );
    }
    // A browser that signed in before (it keeps the device cookie, not the session) keeps its own way in.
    const owner = new FormClient(portal.url, office);
    expect((await owner.signIn(accounts[1].email, accounts[1].password)).location).toMatch(/\/partner\/dashboard$/);
    owner.jar.delete('partner_session');

    const statuses: number[] = [];
    for (let guess = 0; guess < 31; guess += 1)
      statuses.push((await new FormClient(portal.url, office).signIn(`nobody-${guess}@partner.example`, 'wrong')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    // The address is spent for strangers; the owner's browser still signs in.
    expect((await new FormClient(portal.url, office).signIn(accounts[2].email, accounts[2].password)).status).toBe(429);
    expect((await owner.signIn(accounts[1].email, accounts[1].password)).location).toMatch(/\/partner\/dashboard$/);
  }, 120_000);
});

describe('addresses the portal writes out in full', () => {
  const forwarded = { 'x-forwarded-host': 'evil.example:444', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.99' };

  /**
   * A client of `base` signs in (its post carrying `signInHeaders`), then reads a calendar file
   * and a share link with forged forwarding headers: what they and the cookies say.
   */
  async function writtenOut(base: string, signInHeaders: Record<string, string> = forwarded) {
    const account = await createAccount(sandbox.url);
    const client = new FormClient(base);
    const page = await client.get('/partner/signin');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const signIn = await fetch(`${base}/partner/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...signInHeaders,
        origin: base,
        cookie: [...client.jar].map(([n, v]) => `${n}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ csrf, intent: 'credentials', redirectTo: '', email: account.email, password: account.password }),
    });
    const cookies = signIn.headers.getSetCookie();
    const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
    const ics = await (await fetch(`${base}/partner/events/4005/ics`, { headers: { ...forwarded, cookie } })).text();
    const product = await (await fetch(`${base}/partner/playbook/1/11?share=1102`, { headers: { ...forwarded, cookie } })).text();
    return {
      status: signIn.status,
      location: signIn.headers.get('location'),
      cookieNames: cookies.map((line) => line.slice(0, line.indexOf('='))),
      uid: /UID:[^\r\n]+/.exec(ics)?.[0],
      shared: /value="(https?:\/\/[^"]+drone-200-pro-manual\.pdf)"/.exec(product)?.[1],
    };
  }

  it('ignore the forwarding headers of a client that is not a trusted proxy (the default)', async () => {
    const own = opsPorts(21);
    const direct = await startPortal({ PORT: String(own.portal), API_URL: sandbox.url, TRUST_PROXY: '' });
    try {
      const out = await writtenOut(direct.url);
      expect(out.location).toBe('/partner/dashboard');
      expect(out.cookieNames).toContain('partner_session');
      expect(out.uid).toBe('UID:event-4005@127.0.0.1');
      expect(out.shared).toBe(`${direct.url}/partner/media/media/documents/drone-200-pro-manual.pdf`);
    } finally {
      await direct.stop();
    }
  });

  it('follow PUBLIC_URL when it is set, whatever a request says', async () => {
    const own = opsPorts(22);
    const published = await startPortal({ PORT: String(own.portal), API_URL: sandbox.url, PUBLIC_URL: 'https://portal.example.com/' });
    try {
      // The proxy on this host is trusted, and says the request came over plain http.
      const out = await writtenOut(published.url, { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.98' });
      expect(out).toMatchObject({ status: 302, location: '/partner/dashboard' });
      expect(out.cookieNames).toContain('__Secure-partner_session');
      expect(out.uid).toBe('UID:event-4005@portal.example.com');
      expect(out.shared).toBe('https://portal.example.com/partner/media/media/documents/drone-200-pro-manual.pdf');
    } finally {
      await published.stop();
    }
  });

  it('take a form post through a TLS proxy they do not trust when PUBLIC_URL names the address partners use', async () => {
    const own = opsPorts(23);
    const published = await startPortal({ PORT: String(own.portal), API_URL: sandbox.url, PUBLIC_URL: 'https://portal.example.com/', TRUST_PROXY: '' });
    try {
      // What a proxy that ends TLS hands on: the public Host, the browser's https Origin, plain http.
      const viaProxy = { host: 'portal.example.com', 'sec-fetch-site': 'same-origin' };
      const account = await createAccount(sandbox.url);
      const page = await request(`${published.url}/partner/signin`, { headers: viaProxy });
      const jar = page.headers['set-cookie'];
      const cookie = (Array.isArray(jar) ? jar : [jar ?? '']).map((line) => line.split(';')[0]).join('; ');
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.body.text())?.[1] ?? '';
      const post = (origin: string, host = viaProxy.host) =>
        request(`${published.url}/partner/signin`, {
          method: 'POST',
          headers: { ...viaProxy, host, origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ csrf, intent: 'credentials', redirectTo: '', email: account.email, password: account.password }).toString(),
        });
      const signedIn = await post('https://portal.example.com');
      await signedIn.body.dump();
      expect(signedIn.statusCode).toBe(302);
      expect(signedIn.headers.location).toBe('/partner/dashboard');
      // Straight to the portal's own address, the request's origin is still what express saw.
      const direct = await post(published.url, new URL(published.url).host);
      await direct.body.dump();
      expect(direct.statusCode).toBe(302);
    } finally {
      await published.stop();
    }
  });
});
