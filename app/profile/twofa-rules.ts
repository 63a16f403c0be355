import { passwordRule, type FormRules } from '~/forms/rules';

/**
 * The 2FA set-up's confirmation: the partner's current password, which the provider checks
 * before a new secret is issued. Messages are dictionary keys of `profile`.
 */
export const twofaConfirmRules = {
  currentPassword: passwordRule,
} satisfies FormRules;
