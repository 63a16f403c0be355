import type { FormReply } from './form-state';

/**
 * The form error of a password form (change password, the 2FA set-up's confirmation) sent from
 * a page drawn for another account than the one signed in now (an older tab; see
 * `checkCsrf` in auth/csrf.server.ts): nothing was done, and what was typed is cleared, so
 * that no password typed for one account is sent again for another.
 */
export const OTHER_ACCOUNT_FORM = 'common:otherAccountForm';

/** The action's answer with the form started afresh (every input empty) and its message kept. */
export function clearedReply<Reply extends FormReply>(reply: Reply): Reply {
  return { ...reply, initialValue: null };
}
