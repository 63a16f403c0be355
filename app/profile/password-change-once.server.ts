import { createHash } from 'node:crypto';
import { sharedCalls } from '~/lib/cache.server';

/** What a password change asks for: the same two passwords make the same change. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** Changes being asked of the provider, by account and a digest of the two passwords: in this instance, while each call runs. */
const changes = sharedCalls<unknown>('password_change');

/**
 * Asks for an account's password change (`change`) unless the same change is being asked
 * already: a change sent twice (a double click without JavaScript, where the browser shows
 * only the second answer) waits for the first and gets its outcome, instead of being told by
 * the provider that its current password, which the first has just replaced, is wrong. A
 * different change meanwhile is asked on its own. The passwords are held only while the call
 * runs, as a digest.
 */
export function changePasswordOnce<T>(email: string, request: PasswordChangeRequest, change: () => Promise<T>): Promise<T> {
  const digest = createHash('sha256')
    .update(JSON.stringify([request.currentPassword, request.newPassword]))
    .digest('base64url');
  return changes(`${email}\n${digest}`, change) as Promise<T>;
}
