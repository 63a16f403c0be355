import { EMAIL_PATTERN, REQUIRED, text, type FormRules } from '~/forms/rules';

/**
 * The sign-in forms' rules, run in the browser and by the action (sign-in-schemas.server.ts).
 * Messages are dictionary keys of the `auth` namespace.
 */
export const credentialsRules = {
  email: (value) => {
    const email = text(value).trim();
    if (email === '') return REQUIRED;
    return EMAIL_PATTERN.test(email) ? undefined : 'validation.invalidEmail';
  },
  // Passwords are taken as typed: only an empty one is refused.
  password: (value) => (text(value) === '' ? REQUIRED : undefined),
} satisfies FormRules;

export const otpRules = {
  otp: (value) => (text(value).trim() === '' ? REQUIRED : undefined),
} satisfies FormRules;
