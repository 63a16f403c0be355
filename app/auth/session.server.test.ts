import { describe, expect, it } from 'vitest';
import {
  accountStamp,
  commitSession,
  freshSession,
  getSession,
  readAccountEmail,
  readPendingToken,
  readToken,
  setPendingOtp,
  setSignedIn,
} from '~/auth/session.server';

const request = (cookie?: string) => new Request('http://portal.test/partner/dashboard', { headers: cookie ? { cookie } : {} });

async function cookieWith(values: Record<string, string>, flash?: string): Promise<string> {
  const session = await freshSession(request());
  for (const [key, value] of Object.entries(values)) session.set(key as 'csrf', value);
  if (flash) session.flash('notice', flash);
  return (await commitSession(request(), session)).split(';')[0];
}

describe('getSession', () => {
  it('gives every reader of one cookie a session of its own with the same data', async () => {
    const cookie = await cookieWith({ csrf: 'first@partner.example' }, 'Saved');
    const first = await getSession(request(cookie));
    const second = await getSession(request(cookie));
    expect(second).not.toBe(first);
    expect(second.get('csrf')).toBe('first@partner.example');
    // What one reader changes (a flash read, a new value) stays in its own session.
    expect(first.get('notice')).toBe('Saved');
    first.set('csrf', 'changed@partner.example');
    const third = await getSession(request(cookie));
    expect(third.get('csrf')).toBe('first@partner.example');
    expect(third.get('notice')).toBe('Saved');
  });

  it('gives the loaders of one page view (one load context) one session, and another page view its own', async () => {
    const cookie = await cookieWith({ csrf: 'shared@partner.example' });
    const pageView = {};
    const root = await getSession(request(cookie), pageView);
    const screen = await getSession(request(cookie), pageView);
    expect(screen).toBe(root);
    // What one loader sets is in the cookie any loader of the page view writes.
    root.set('csrf', 'set-by-the-root');
    expect(screen.get('csrf')).toBe('set-by-the-root');
    const next = await getSession(request(cookie), {});
    expect(next).not.toBe(root);
    expect(next.get('csrf')).toBe('shared@partner.example');
  });

  it("gives an action's request a session of its own even with the page view's load context", async () => {
    const cookie = await cookieWith({ csrf: 'poster@partner.example' });
    const pageView = {};
    const post = new Request('http://portal.test/partner/profile', { method: 'POST', headers: { cookie } });
    const action = await getSession(post, pageView);
    action.set('csrf', 'changed@partner.example');
    const loader = await getSession(request(cookie), pageView);
    expect(loader).not.toBe(action);
    expect(loader.get('csrf')).toBe('poster@partner.example');
  });

  it('reads another cookie as its own, and none as an empty session', async () => {
    const one = await cookieWith({ csrf: 'one@partner.example' });
    const two = await cookieWith({ csrf: 'two@partner.example' });
    expect((await getSession(request(one))).get('csrf')).toBe('one@partner.example');
    expect((await getSession(request(two))).get('csrf')).toBe('two@partner.example');
    expect((await getSession(request())).get('csrf')).toBeUndefined();
    // A cookie whose signature does not hold gives an empty session, every time.
    // A character well inside the signature: its last one carries bits that base64 drops.
    const at = one.length - 8;
    const forged = `${one.slice(0, at)}${one[at] === 'A' ? 'B' : 'A'}${one.slice(at + 1)}`;
    expect((await getSession(request(forged))).get('csrf')).toBeUndefined();
    expect((await getSession(request(forged))).get('csrf')).toBeUndefined();
  });
});

describe('the sealed token in the cookie', () => {
  /** A signed-in cookie whose sealed token is rewritten by `change` (signed with the portal's secret, as only a key holder could). */
  async function signedInCookie(change: (sealed: string) => string = (sealed) => sealed): Promise<string> {
    const session = await freshSession(request());
    setSignedIn(session, 'provider-token-123', await accountStamp('seal@partner.example'));
    session.set('iat', Date.now());
    session.set('seen', Date.now());
    session.set('t', change(session.get('t') as string));
    return (await commitSession(request(), session)).split(';')[0];
  }

  it('is read from an intact cookie', async () => {
    expect(readToken(await getSession(request(await signedInCookie())))).toBe('provider-token-123');
  });

  it('is opened again when the session holds another sealed token', async () => {
    const session = await getSession(request(await signedInCookie()));
    expect(readToken(session)).toBe('provider-token-123');
    expect(readToken(session)).toBe('provider-token-123');
    setSignedIn(session, 'provider-token-456', await accountStamp('seal@partner.example'));
    expect(readToken(session)).toBe('provider-token-456');
  });

  it('is refused when its authentication tag was cut to 4 bytes', async () => {
    const cookie = await signedInCookie((sealed) => {
      const [iv, tag, data] = sealed.split('.');
      return [iv, Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url'), data].join('.');
    });
    expect(readToken(await getSession(request(cookie)))).toBeNull();
  });
});

describe('what the cookie says in clear', () => {
  /** The cookie's value as anyone holding it can read it: Remix's signed cookie is base64 of JSON. */
  const readable = (cookie: string) => Buffer.from(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0], 'base64').toString('utf8');

  it('names the partner nowhere while a sign-in waits for its one-time code, nor once signed in', async () => {
    const session = await freshSession(request());
    setPendingOtp(session, 'pending-token-789', await accountStamp('Waiting.Partner@partner.example'));
    const pending = (await commitSession(request(), session)).split(';')[0];
    expect(readable(pending)).toContain('"p"');
    expect(readable(pending).toLowerCase()).not.toContain('waiting.partner');
    expect(readable(pending)).not.toContain('pending-token-789');
    // The sign-in page still shows whom the code is for.
    const back = await getSession(request(pending));
    expect(readPendingToken(back)).toBe('pending-token-789');
    expect(readAccountEmail(back)).toBe('Waiting.Partner@partner.example');

    setSignedIn(back, 'provider-token-000', await accountStamp('Waiting.Partner@partner.example'));
    const signedIn = (await commitSession(request(), back)).split(';')[0];
    expect(readable(signedIn).toLowerCase()).not.toContain('waiting.partner');
  });
});
