import { describe, expect, it } from 'vitest';
import { accountStamp, commitSession, freshSession, getSession, setSignedIn } from '~/auth/session.server';
import { keepOwnChange, ownChange, type OwnChange } from '~/auth/own-change.server';

const request = (cookie?: string) => new Request('http://portal.test/partner/changepassword', { headers: cookie ? { cookie } : {} });

/** The cookie of a session signed in with `token`. */
async function signedInCookie(token: string): Promise<string> {
  const session = await freshSession(request());
  setSignedIn(session, token, await accountStamp('own-change@partner.example'));
  return (await commitSession(request(), session)).split(';')[0];
}

describe('what a change made in a session did to it', () => {
  it('is read by every copy of that session, and by no other session', async () => {
    const cookie = await signedInCookie('token-of-the-change');
    await keepOwnChange(await getSession(request(cookie)), { ended: 'password-changed' });
    expect(await ownChange(await getSession(request(cookie)))).toEqual({ ended: 'password-changed' });
    // Another sign-in of the same account, in this browser or another.
    expect(await ownChange(await getSession(request(await signedInCookie('token-of-the-change'))))).toBeNull();
    expect(await ownChange(await getSession(request(await signedInCookie('another-token'))))).toBeNull();
    const wentOn = await signedInCookie('token-of-2fa');
    await keepOwnChange(await getSession(request(wentOn)), { wentOn: true });
    expect(await ownChange(await getSession(request(wentOn)))).toEqual({ wentOn: true });
  });

  it('is kept only for a signed-in session, and a notice only as a notice name', async () => {
    const signedOut = await freshSession(request());
    await keepOwnChange(signedOut, { ended: 'password-changed' });
    expect(await ownChange(signedOut)).toBeNull();
    const cookie = await signedInCookie('token-of-a-strange-notice');
    const strange: unknown[] = [
      { ended: '' },
      { ended: 'Password-Changed' },
      { ended: 'password-changed&redirectTo=//evil.example' },
      { ended: 'x'.repeat(41) },
      { wentOn: 'yes' },
      {},
    ];
    for (const change of strange) {
      await keepOwnChange(await getSession(request(cookie)), change as OwnChange);
      expect(await ownChange(await getSession(request(cookie))), JSON.stringify(change)).toBeNull();
    }
  });
});
