/** The sign-in page's `notice` value after a successful password change. */
export const PASSWORD_CHANGED_NOTICE = 'password-changed';

export interface PasswordChangeFailure {
  /** The provider's own error text, shown as it came; null means the generic message. */
  message: string | null;
}

/**
 * Spec 8: success false shows the server's error. An answer without an error text (a
 * failure status carrying only a `message`, say) counts as the exception case, whose
 * text is 'An error occurred while updating the Change Password'.
 */
export function passwordChangeFailure(outcome: { success: boolean; error: string | null }): PasswordChangeFailure {
  const text = outcome.error?.trim();
  return { message: text ? text : null };
}
