import { describe, expect, it } from 'vitest';
import { accountStamp, commitSession, freshSession, readSignedInSession, sessionState, setSignedIn } from '~/auth/session.server';

const HERE = 'http://portal.test/partner/dashboard';

async function cookieOf(seenAgo: number): Promise<string> {
  const session = await freshSession(new Request(HERE));
  setSignedIn(session, 'provider-token', await accountStamp('read@partner.example'));
  session.set('seen', Date.now() - seenAgo);
  return (await commitSession(new Request(HERE), session)).split(';')[0];
}

const request = (cookie: string) => new Request(HERE, { headers: { cookie } });

describe('readSignedInSession', () => {
  it('gives the token in use and renews the cookie once the last activity is a minute old', async () => {
    const recent = await readSignedInSession(request(await cookieOf(10_000)));
    expect(recent).toMatchObject({ token: 'provider-token', setCookie: null });
    const older = await readSignedInSession(request(await cookieOf(5 * 60_000)));
    expect(older.token).toBe('provider-token');
    expect(older.setCookie).toMatch(/^partner_session=/);
    expect(Date.now() - Number(older.session.get('seen'))).toBeLessThan(1000);
  });

  it('leaves a session that has ended as it was read: no token, not renewed, still ended', async () => {
    const ended = await readSignedInSession(request(await cookieOf(2 * 24 * 3600_000)));
    expect(ended).toMatchObject({ token: null, setCookie: null });
    expect(sessionState(ended.session)).toBe('expired');
  });

  it('reads the session once for the loaders of one page view', async () => {
    const cookie = await cookieOf(5 * 60_000);
    const pageView = {};
    const first = await readSignedInSession(request(cookie), pageView);
    const second = await readSignedInSession(request(cookie), pageView);
    expect(second.session).toBe(first.session);
    // The first loader renewed it; the second has nothing more to write.
    expect(second.setCookie).toBeNull();
  });
});
