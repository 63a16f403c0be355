import { createHash } from 'node:crypto';
import { memoryStore, tieredStore } from '~/lib/cache.server';
import { sharedStore } from '~/lib/shared-store.server';
import type { PortalSession } from './session.server';

/**
 * What a change made in a session did to that session, remembered for `SENT_AGAIN_MS` by a
 * digest of the session's sealed token, for the second post of a form sent twice (a double
 * click without JavaScript, where the browser shows only the second answer) that comes after
 * the first post's answer and so still carries the session as it was:
 *
 * - `ended`: the change ended the session (a password change): a second post gets the same
 *   answer, the sign-in page with this notice, instead of being told the session expired (a
 *   page opened in a copy of the cookie is sent to sign-in and back, as ever).
 * - `wentOn`: the change ended every other session of the account, copies of this one's cookie
 *   too, and this one went on (2FA turned on): the second post may go on to prove the
 *   account's password itself, as the first did, and only then goes on (`resumeEndedCopy`).
 *
 * In this instance's memory and, with REDIS_URL, in the store the instances share. A session
 * that ended any other way, or a later one, has nothing here.
 */
export type OwnChange = { ended: string } | { wentOn: true };

/** A form's second post comes moments after the first's answer. */
const SENT_AGAIN_MS = 30_000;

/** A notice's name as the sign-in page reads it from its address ('password-changed'). */
const NOTICE = /^[a-z][a-z-]{0,39}$/;

const changes = tieredStore<OwnChange>(memoryStore({ max: 10_000 }), () => sharedStore('own-change'));

/** The digest naming a signed-in session, or null for a session that holds no token. */
function sessionKey(session: PortalSession): string | null {
  const sealed = session.get('t');
  return typeof sealed === 'string' && sealed !== '' ? createHash('sha256').update(sealed).digest('base64url') : null;
}

function isOwnChange(value: unknown): value is OwnChange {
  if (typeof value !== 'object' || value === null) return false;
  if ('ended' in value) return typeof value.ended === 'string' && NOTICE.test(value.ended);
  return 'wentOn' in value && value.wentOn === true;
}

/** Keeps what the change made in this session does to it: call it before the change ends any session. */
export async function keepOwnChange(session: PortalSession, change: OwnChange): Promise<void> {
  const key = sessionKey(session);
  if (key === null || !isOwnChange(change)) return;
  await changes.set(key, change, SENT_AGAIN_MS);
}

/** What a change made in this session moments ago did to it, or null. */
export async function ownChange(session: PortalSession): Promise<OwnChange | null> {
  const key = sessionKey(session);
  if (key === null) return null;
  const change: unknown = await changes.get(key);
  return isOwnChange(change) ? change : null;
}
