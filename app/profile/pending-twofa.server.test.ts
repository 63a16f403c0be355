import { createSession } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountStamp, type PortalSession } from '~/auth/session.server';
import { closePendingQr, dropPendingQr, hasPendingQr, issueSetUpOnce, keepPendingQr, readPendingQr, recentSetUpQr } from '~/profile/pending-twofa.server';

const newSession = () => createSession() as unknown as PortalSession;
const QR = 'data:image/png;base64,iVBORw0KGgo=';

describe('the pending 2FA set-up', () => {
  it('shows the same code on every read until it is dropped', async () => {
    const session = newSession();
    expect(await readPendingQr(session)).toBeNull();
    await keepPendingQr(session, QR);
    expect(hasPendingQr(session)).toBe(true);
    expect(await readPendingQr(session)).toBe(QR);
    expect(await readPendingQr(session)).toBe(QR);
    await dropPendingQr(session);
    expect(hasPendingQr(session)).toBe(false);
    expect(await readPendingQr(session)).toBeNull();
  });

  it('keeps neither the image nor its key in the session, only a handle', async () => {
    const session = newSession();
    await keepPendingQr(session, QR);
    const stored = JSON.stringify(session.data);
    expect(stored).not.toContain('iVBORw0KGgo');
    expect(String(session.get('q'))).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  });

  it('a second set-up replaces the first, whose handle then opens nothing', async () => {
    const session = newSession();
    await keepPendingQr(session, QR);
    const first = String(session.get('q'));
    await keepPendingQr(session, 'data:image/png;base64,second');
    expect(await readPendingQr(session)).toBe('data:image/png;base64,second');
    const old = newSession();
    old.set('q', first);
    expect(await readPendingQr(old)).toBeNull();
  });

  it('another session, or a handle with a wrong key, reads nothing', async () => {
    const session = newSession();
    await keepPendingQr(session, QR);
    const [id] = String(session.get('q')).split('.');
    const forged = newSession();
    forged.set('q', `${id}.${'A'.repeat(43)}`);
    expect(await readPendingQr(forged)).toBeNull();
    expect(await readPendingQr(newSession())).toBeNull();
    const malformed = newSession();
    malformed.set('q', 'not-a-handle');
    expect(await readPendingQr(malformed)).toBeNull();
  });
});

describe("an account's latest set-up", () => {
  let accounts = 0;
  const newAccount = () => `partner-${++accounts}@example.com`;

  it('is asked of the provider once while a second confirmation waits for it, and both get its code', async () => {
    const email = newAccount();
    let calls = 0;
    let answer!: (image: string) => void;
    // Made before the call: the set-up is asked for once the claims are checked, a few turns later.
    const answered = new Promise<string | null>((resolve) => (answer = resolve));
    const issue = () => {
      calls += 1;
      return answered;
    };
    const first = issueSetUpOnce(email, issue);
    const second = issueSetUpOnce(email, issue);
    answer(QR);
    expect(await first).toEqual({ image: QR, joined: false });
    expect(await second).toEqual({ image: QR, joined: true });
    expect(calls).toBe(1);
    expect(await recentSetUpQr(email)).toBe(QR);
  });

  it("is another account's own, and a set-up asked after one ended is asked again", async () => {
    const email = newAccount();
    expect(await recentSetUpQr(email)).toBeNull();
    await issueSetUpOnce(email, async () => QR);
    const next = await issueSetUpOnce(email, async () => 'data:image/png;base64,next');
    expect(next).toEqual({ image: 'data:image/png;base64,next', joined: false });
    expect(await recentSetUpQr(email)).toBe('data:image/png;base64,next');
    expect(await recentSetUpQr(newAccount())).toBeNull();
  });

  it('keeps nothing from a failed or unusable set-up, and a waiting confirmation gets the same failure', async () => {
    const email = newAccount();
    let fail!: (error: Error) => void;
    const failing = new Promise<string | null>((_resolve, reject) => (fail = reject));
    failing.catch(() => undefined);
    const first = issueSetUpOnce(email, () => failing);
    const second = issueSetUpOnce(email, async () => QR);
    fail(new Error('provider down'));
    await expect(first).rejects.toThrow('provider down');
    await expect(second).rejects.toThrow('provider down');
    expect(await issueSetUpOnce(email, async () => null)).toEqual({ image: null, joined: false });
    expect(await recentSetUpQr(email)).toBeNull();
  });

  it('is forgotten when the dialog of its session is closed', async () => {
    const email = newAccount();
    const session = newSession();
    // The session names its account by the sealed e-mail (auth/session.server.ts).
    session.set('m', (await accountStamp(email)).m);
    await issueSetUpOnce(email, async () => QR);
    await keepPendingQr(session, QR);
    await closePendingQr(session);
    expect(hasPendingQr(session)).toBe(false);
    expect(await recentSetUpQr(email)).toBeNull();
  });
});
