import { randomBytes } from 'node:crypto';
import { openToken, sealToken } from '~/auth/token-crypto.server';
import { readAccountEmail, type PortalSession } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { memoryStore, requestCoalescer, tieredStore } from '~/lib/cache.server';
import { onceAcrossInstances, providerCallMs } from '~/lib/once-across-instances.server';
import { sharedStore } from '~/lib/shared-store.server';

/**
 * The QR code of a 2FA set-up the partner has not closed yet. Enabling 2FA answers with a
 * redirect to the set-up dialog (never with the QR itself), and the dialog shows the code kept
 * here: a reload shows the same secret instead of asking the provider for a new one, which
 * would replace the secret the partner may already have scanned.
 *
 * The image (a few KiB, too large for the session cookie) is kept on the server, sealed with
 * a key of its own; the session holds only the entry's id and that key, and the URL neither.
 * The server's copy alone reveals nothing. It lives in this instance's memory and, with
 * REDIS_URL, in the store the instances share, for at most `PENDING_TTL_MS`: in memory at
 * most 5000 set-ups of 4 M characters in all.
 */
const PENDING_TTL_MS = 30 * 60_000;

const pending = tieredStore<string>(memoryStore({ max: 5000, maxSize: 4_000_000, sizeOf: (sealed) => sealed.length }), () => sharedStore('twofa-setup'));

interface Handle {
  id: string;
  key: string;
}

function handleOf(session: PortalSession): Handle | null {
  const value = session.get('q');
  if (typeof value !== 'string') return null;
  const match = /^([\w-]{22})\.([\w-]{43})$/.exec(value);
  return match ? { id: match[1], key: match[2] } : null;
}

/** Keeps the set-up's QR image for this session (replacing one kept before). */
export async function keepPendingQr(session: PortalSession, image: string): Promise<void> {
  await dropPendingQr(session);
  const handle: Handle = { id: randomBytes(16).toString('base64url'), key: randomBytes(32).toString('base64url') };
  const sealed = sealToken(image, [handle.key]);
  await pending.set(handle.id, sealed, PENDING_TTL_MS);
  session.set('q', `${handle.id}.${handle.key}`);
}

/** The QR image this session's set-up shows, or null when there is none (closed, expired). */
export async function readPendingQr(session: PortalSession): Promise<string | null> {
  const handle = handleOf(session);
  if (!handle) return null;
  const sealed = await pending.get(handle.id);
  return typeof sealed === 'string' ? openToken(sealed, [handle.key]) : null;
}

/** Whether the session still refers to a set-up (the caller then commits the session after dropping it). */
export function hasPendingQr(session: PortalSession): boolean {
  return session.has('q');
}

/** Forgets the set-up the session shows (replaced by another, or its dialog closed). */
export async function dropPendingQr(session: PortalSession): Promise<void> {
  const handle = handleOf(session);
  session.unset('q');
  if (!handle) return;
  await pending.delete(handle.id);
}

/** The dialog was closed: the set-up is forgotten, the account's latest set-up too (`recentSetUpQr`). */
export async function closePendingQr(session: PortalSession): Promise<void> {
  await dropPendingQr(session);
  const email = readAccountEmail(session);
  if (email) await forgetRecentSetUp(email);
}

/**
 * The code of an account's latest set-up, for a second confirmation of the same account: a
 * double click without JavaScript sends the confirmation twice and the browser shows the
 * answer to the second only; another tab may confirm while the first runs. The second is
 * shown the same code, after proving the password as the first did, instead of a secret of
 * its own (the first's code, maybe scanned, would stop working) or "2FA is already on" (the
 * partner would have no code of the secret in force, and could not sign in again). Kept by
 * account for `RECENT_SETUP_MS` or until the dialog is closed, sealed under the session
 * secrets, in memory and with REDIS_URL in the store the instances share.
 */
const RECENT_SETUP_MS = 10 * 60_000;

const recentSetUps = tieredStore<string>(memoryStore({ max: 5000, maxSize: 4_000_000, sizeOf: (sealed) => sealed.length }), () => sharedStore('twofa-recent'));
/** Set-ups being asked of the provider, by account: in this instance, while each call runs. */
const setUps = requestCoalescer<string | null>('twofa_setup');

/** A set-up's QR image (null when the provider answered none that can be shown), and whether this caller asked for it or waited for another's. */
export interface IssuedSetUp {
  image: string | null;
  joined: boolean;
}

/** The QR image of the account's set-up of the last `RECENT_SETUP_MS`, or null. */
export async function recentSetUpQr(email: string): Promise<string | null> {
  const sealed = await recentSetUps.get(email);
  return openToken(sealed, getConfig().SESSION_SECRET);
}

/**
 * Asks the provider for the account's set-up (`issue`, answering its QR image or null when it
 * was unusable) unless it is being asked for already: a confirmation meanwhile, in this
 * instance or (with REDIS_URL) in another, waits for that answer and gets the same (or its
 * failure). A usable image is kept as the account's latest set-up.
 */
export async function issueSetUpOnce(email: string, issue: () => Promise<string | null>): Promise<IssuedSetUp> {
  let asked = false;
  const image = await setUps(email, async () => {
    let issued: string | null = null;
    const setUp = await onceAcrossInstances('twofa_setup', email, providerCallMs(), async () => {
      asked = true;
      issued = await issue();
      if (issued === null) return null;
      const sealed = sealToken(issued, getConfig().SESSION_SECRET);
      await recentSetUps.set(email, sealed, RECENT_SETUP_MS);
      return sealed;
    });
    // Another instance's code comes sealed, as it keeps it.
    return setUp.ran ? issued : openToken(setUp.outcome, getConfig().SESSION_SECRET);
  });
  return { image, joined: !asked };
}

async function forgetRecentSetUp(email: string): Promise<void> {
  await recentSetUps.delete(email);
}
