import { isEmailAddress, passwordRule, REQUIRED, text, TOO_LONG, type FormRules } from '~/forms/rules';

/** A one-time code as typed: six digits, maybe with spaces between groups. */
export const OTP_MAX_LENGTH = 10;

/**
 * The sign-in forms' rules, run in the browser and by the action (sign-in-schemas.server.ts).
 * Every length is checked before any pattern looks at a value. Messages are dictionary keys
 * of the `auth` namespace.
 */
export const credentialsRules = {
  email: (value) => {
    const email = text(value).trim();
    if (email === '') return REQUIRED;
    return isEmailAddress(email) ? undefined : 'validation.invalidEmail';
  },
  // Passwords are taken as typed: only an empty one, or one longer than any password, is refused.
  password: passwordRule,
} satisfies FormRules;

export const otpRules = {
  otp: (value) => {
    const otp = text(value).trim();
    if (otp === '') return REQUIRED;
    return otp.length > OTP_MAX_LENGTH ? TOO_LONG : undefined;
  },
} satisfies FormRules;
