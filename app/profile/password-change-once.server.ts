import { createHash } from 'node:crypto';
import { requestCoalescer } from '~/lib/cache.server';
import { onceAcrossInstances, providerCallMs } from '~/lib/once-across-instances.server';

/** What a password change asks for: the same two passwords make the same change. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** Changes being asked of the provider, by account and a digest of the two passwords: in this instance, while each call runs. */
const changes = requestCoalescer<unknown>('password_change');

/** A change asked for by another instance (with REDIS_URL) whose outcome never came: it failed there, or took too long. */
class ChangeElsewhereFailed extends Error {
  constructor() {
    super('the same password change on another instance ended without an outcome');
  }
}

/**
 * Asks for an account's password change (`change`) unless the same change is being asked
 * already, in this instance or (with REDIS_URL) in another: a change sent twice (a double
 * click without JavaScript, where the browser shows only the second answer) waits for the
 * first and gets its outcome, instead of being told by the provider that its current
 * password, which the first has just replaced, is wrong. A different change meanwhile is
 * asked on its own. The passwords are held only while the call runs, as a digest; the outcome
 * kept for another instance is the provider's answer (success, and its message).
 */
export function changePasswordOnce<T>(email: string, request: PasswordChangeRequest, change: () => Promise<T>): Promise<T> {
  const digest = createHash('sha256')
    .update(JSON.stringify([request.currentPassword, request.newPassword]))
    .digest('base64url');
  const key = `${email}\n${digest}`;
  return changes(key, async () => {
    const across = await onceAcrossInstances('password_change', key, providerCallMs(), change);
    if (across.outcome === undefined) throw new ChangeElsewhereFailed();
    return across.outcome;
  }) as Promise<T>;
}
