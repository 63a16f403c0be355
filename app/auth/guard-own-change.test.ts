import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the guard's readings of what a session's own change did, keeping their behaviour.
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('~/auth/own-change.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('~/auth/own-change.server')>();
  return {
    ...original,
    ownChange: (...args: Parameters<typeof original.ownChange>) => {
      reads.count += 1;
      return original.ownChange(...args);
    },
  };
});

const { withSignedIn } = await import('~/auth/signed-in.server');
const { keepOwnChange } = await import('~/auth/own-change.server');
const { accountStamp, commitSession, endAccountSessions, freshSession, getSession, setSignedIn } = await import('~/auth/session.server');

const PROFILE = 'http://portal.test/partner/profile?tab=security';
const PROVING = { keep: [], provingIntent: 'enable-2fa' };

/** A signed-in session's cookie and form token, ended since by a change made in it. */
async function endedByItsOwnChange(email: string, change: { ended: string } | { wentOn: true }) {
  const session = await freshSession(new Request(PROFILE));
  setSignedIn(session, `token-of-${email}`, await accountStamp(email));
  const cookie = (await commitSession(new Request(PROFILE), session)).split(';')[0];
  const copy = await getSession(new Request(PROFILE, { headers: { cookie } }));
  await keepOwnChange(copy, change);
  await endAccountSessions(copy);
  return { cookie, csrf: String(session.get('csrf')) };
}

function confirmTwoFactor(cookie: string, csrf: string): Request {
  return new Request(PROFILE, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, intent: 'enable-2fa', currentPassword: 'Demo-Partner-2026' }),
  });
}

beforeEach(() => {
  reads.count = 0;
});

describe('a post in a session its own change ended', () => {
  it('reads that change once when it goes on to its proof', async () => {
    const { cookie, csrf } = await endedByItsOwnChange('went-on@partner.example', { wentOn: true });
    const result = await withSignedIn({ request: confirmTwoFactor(cookie, csrf) }, async (signedIn) => signedIn.upstream.token, PROVING);
    expect(result).toBe('token-of-went-on@partner.example');
    expect(reads.count).toBe(1);
  });

  it('reads that change once when it may not go on, and answers as the change did', async () => {
    const { cookie, csrf } = await endedByItsOwnChange('changed@partner.example', { ended: 'password-changed' });
    const thrown = await withSignedIn({ request: confirmTwoFactor(cookie, csrf) }, async () => 'ran', PROVING).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/signin?notice=password-changed');
    expect(reads.count).toBe(1);
  });
});
