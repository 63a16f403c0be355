import { afterEach, describe, expect, it, vi } from 'vitest';

// Two secrets: the newest signs, the older one is still accepted (rotation).
const NEW_SECRET = 'newest-session-secret-0123456789';
const OLD_SECRET = 'older-session-secret-0123456789';
process.env.SESSION_SECRET = `${NEW_SECRET},${OLD_SECRET}`;

const { accountDigest } = await import('~/auth/account-digest.server');
const { MemorySessionEpochs, nextEpoch, sessionEpochs } = await import('~/auth/session-epochs.server');
const { accountStamp, commitSession, endAccountSessions, freshSession, getSession, keepSessionCurrent, readToken, resumeEndedCopy, setSignedIn, sessionState } =
  await import('~/auth/session.server');
const { sealToken } = await import('~/auth/token-crypto.server');

const request = (cookie?: string) => new Request('http://portal.test/partner/dashboard', { headers: cookie ? { cookie } : {} });

async function signedInCookie(email: string, token: string): Promise<string> {
  const session = await freshSession(request());
  setSignedIn(session, token, await accountStamp(email));
  return (await commitSession(request(), session)).split(';')[0];
}

describe('MemorySessionEpochs', () => {
  it('starts at 0 and only ever moves on', async () => {
    const epochs = new MemorySessionEpochs(60_000);
    expect(await epochs.current('a')).toBe(0);
    const first = await epochs.advance('a');
    const second = await epochs.advance('a');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(await epochs.current('a')).toBe(second);
    expect(await epochs.current('b')).toBe(0);
    expect(epochs.raise('a', 1)).toBe(second);
  });

  describe('on a fake clock', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('forgets an epoch once every session issued before it has expired, and not before', async () => {
      // lru-cache times its entries by the global performance.now (its documented default),
      // and holds a reading for a millisecond of setTimeout: both follow the fake clock here.
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
      const epochs = new MemorySessionEpochs(50);
      const epoch = await epochs.advance('a');
      vi.advanceTimersByTime(50);
      expect(await epochs.current('a')).toBe(epoch);
      vi.advanceTimersByTime(1);
      expect(await epochs.current('a')).toBe(0);
    });
  });

  it('the next epoch is above the last even when a clock is behind', () => {
    expect(nextEpoch(0, 1000)).toBe(1000);
    expect(nextEpoch(5000, 1000)).toBe(5001);
  });
});

describe('ending an account’s sessions', () => {
  it('makes every session issued before worthless, copies of its cookie included, and no other', async () => {
    const mine = await signedInCookie('owner@partner.example', 'token-browser-1');
    const otherBrowser = await signedInCookie('Owner@Partner.example', 'token-browser-2');
    const someoneElse = await signedInCookie('other@partner.example', 'token-other');
    expect(readToken(await getSession(request(otherBrowser)))).toBe('token-browser-2');

    await endAccountSessions(await getSession(request(mine)));

    for (const cookie of [mine, otherBrowser]) {
      const session = await getSession(request(cookie));
      expect(sessionState(session)).toBe('expired');
      expect(readToken(session)).toBeNull();
    }
    expect(readToken(await getSession(request(someoneElse)))).toBe('token-other');
    // A sign-in after the change is good.
    const after = await signedInCookie('owner@partner.example', 'token-new');
    expect(readToken(await getSession(request(after)))).toBe('token-new');
  });

  it('reaches sessions that name the account by the digest of an older secret', async () => {
    const session = await freshSession(request());
    setSignedIn(session, 'token-old', { a: accountDigest('rotated@partner.example', OLD_SECRET), v: 0, m: sealToken('rotated@partner.example', [OLD_SECRET]) });
    const cookie = (await commitSession(request(), session)).split(';')[0];
    const fresh = await signedInCookie('rotated@partner.example', 'token-fresh');
    expect(readToken(await getSession(request(cookie)))).toBe('token-old');
    await endAccountSessions(await getSession(request(fresh)));
    expect(readToken(await getSession(request(cookie)))).toBeNull();
    expect(await sessionEpochs().current(accountDigest('rotated@partner.example', OLD_SECRET))).toBeGreaterThan(0);
  });

  it('a copy of an ended session is taken back for one request only when the end was its only fault, and stays ended until stamped current', async () => {
    const copy = await signedInCookie('resumed@partner.example', 'token-resumed');
    expect(resumeEndedCopy(await getSession(request(copy))), 'a session in use is not resumed').toBe(false);
    await endAccountSessions(await getSession(request(copy)));
    const resumed = await getSession(request(copy));
    expect(resumeEndedCopy(resumed)).toBe(true);
    expect(readToken(resumed)).toBe('token-resumed');
    // Its cookie is still ended, until the request stamps it current.
    expect(readToken(await getSession(request(copy)))).toBeNull();
    await keepSessionCurrent(resumed);
    expect(readToken(await getSession(request((await commitSession(request(), resumed)).split(';')[0])))).toBe('token-resumed');

    // Ended as well by being idle too long: not taken back.
    vi.useFakeTimers({ now: Date.now() });
    try {
      const idle = await signedInCookie('idle@partner.example', 'token-idle');
      await endAccountSessions(await getSession(request(idle)));
      vi.setSystemTime(Date.now() + 24 * 3600_000);
      const session = await getSession(request(idle));
      expect(resumeEndedCopy(session)).toBe(false);
      expect(readToken(session)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a signed-in session that does not name its account is not accepted', async () => {
    const session = await freshSession(request());
    setSignedIn(session, 'token-unnamed', await accountStamp('unnamed@partner.example'));
    session.unset('a');
    const cookie = (await commitSession(request(), session)).split(';')[0];
    expect(readToken(await getSession(request(cookie)))).toBeNull();
  });
});
