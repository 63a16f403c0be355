import { describe, expect, it } from 'vitest';
import { accountStamp, commitSession, freshSession, getSession, readToken, setSignedIn } from '~/auth/session.server';

const request = (cookie?: string) => new Request('http://portal.test/partner/dashboard', { headers: cookie ? { cookie } : {} });

async function cookieWith(values: Record<string, string>, flash?: string): Promise<string> {
  const session = await freshSession(request());
  for (const [key, value] of Object.entries(values)) session.set(key as 'e', value);
  if (flash) session.flash('notice', flash);
  return (await commitSession(request(), session)).split(';')[0];
}

describe('getSession', () => {
  it('gives every reader of one cookie a session of its own with the same data', async () => {
    const cookie = await cookieWith({ e: 'first@partner.example' }, 'Saved');
    const first = await getSession(request(cookie));
    const second = await getSession(request(cookie));
    expect(second).not.toBe(first);
    expect(second.get('e')).toBe('first@partner.example');
    // What one reader changes (a flash read, a new value) stays in its own session.
    expect(first.get('notice')).toBe('Saved');
    first.set('e', 'changed@partner.example');
    const third = await getSession(request(cookie));
    expect(third.get('e')).toBe('first@partner.example');
    expect(third.get('notice')).toBe('Saved');
  });

  it('reads another cookie as its own, and none as an empty session', async () => {
    const one = await cookieWith({ e: 'one@partner.example' });
    const two = await cookieWith({ e: 'two@partner.example' });
    expect((await getSession(request(one))).get('e')).toBe('one@partner.example');
    expect((await getSession(request(two))).get('e')).toBe('two@partner.example');
    expect((await getSession(request())).get('e')).toBeUndefined();
    // A cookie whose signature does not hold gives an empty session, every time.
    const forged = one.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await getSession(request(forged))).get('e')).toBeUndefined();
    expect((await getSession(request(forged))).get('e')).toBeUndefined();
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

  it('is refused when its authentication tag was cut to 4 bytes', async () => {
    const cookie = await signedInCookie((sealed) => {
      const [iv, tag, data] = sealed.split('.');
      return [iv, Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url'), data].join('.');
    });
    expect(readToken(await getSession(request(cookie)))).toBeNull();
  });
});
