import { passwordRule, text, type FormRules } from '~/forms/rules';

/**
 * The change-password form (spec 5), run in the browser and by the action
 * (password-schema.server.ts): all three required, confirmation equal to the new password.
 * No length or complexity rule (the spec shows none; the provider may refuse and its error
 * is shown). Passwords are taken as typed, never trimmed. Messages are dictionary keys of
 * the `profile` namespace.
 */
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export const changePasswordRules = {
  currentPassword: passwordRule,
  newPassword: passwordRule,
  // Checked whatever the other fields hold, so the mismatch shows even while another is still empty.
  confirmPassword: (value, values) => {
    const refused = passwordRule(value, values);
    if (refused) return refused;
    const fresh = text(values.newPassword);
    return fresh !== '' && fresh !== text(value) ? 'validation.passwordMismatch' : undefined;
  },
} satisfies FormRules;
