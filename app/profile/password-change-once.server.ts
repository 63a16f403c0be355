import { createHash, timingSafeEqual } from 'node:crypto';

/** What a password change asks for: the same two passwords make the same change. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

interface ChangeUnderWay {
  digest: Buffer;
  outcome: Promise<unknown>;
}

/** Changes being asked of the provider, by account: in this instance, for as long as each call runs. */
const underWay = new Map<string, ChangeUnderWay>();

function digestOf(request: PasswordChangeRequest): Buffer {
  return createHash('sha256')
    .update(JSON.stringify([request.currentPassword, request.newPassword]))
    .digest();
}

/**
 * Asks for an account's password change (`change`) unless the same change is being asked
 * already: a change sent twice (a double click without JavaScript, where the browser shows
 * only the second answer) waits for the first and gets its outcome, instead of being told by
 * the provider that its current password, which the first has just replaced, is wrong. A
 * different change meanwhile is asked on its own. The passwords are held only while the call
 * runs, as a digest.
 */
export function changePasswordOnce<T>(email: string, request: PasswordChangeRequest, change: () => Promise<T>): Promise<T> {
  const digest = digestOf(request);
  const running = underWay.get(email);
  if (running && timingSafeEqual(running.digest, digest)) return running.outcome as Promise<T>;
  const outcome = change();
  if (!running) {
    const entry = { digest, outcome };
    underWay.set(email, entry);
    const done = () => {
      if (underWay.get(email) === entry) underWay.delete(email);
    };
    outcome.then(done, done);
  }
  return outcome;
}
