import { schemaFromRules } from '~/forms/form-schema.server';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, text } from '~/forms/rules';
import { MAX_RETURN_PATH_LENGTH } from '~/lib/safe-redirect';
import { credentialsRules, OTP_MAX_LENGTH, otpRules } from './sign-in-rules';

/** Where to go after signing in, as posted (checked later by returnTarget); none when empty. */
const redirectTo = (value: unknown) => text(value) || undefined;

/** The sign-in action's schemas for parseForm: the shared rules, and the values the action uses. */
export const credentialsSchema = schemaFromRules(
  credentialsRules,
  (values) => ({
    email: text(values.email).trim(),
    password: text(values.password),
    redirectTo: redirectTo(values.redirectTo),
  }),
  { email: EMAIL_MAX_LENGTH, password: PASSWORD_MAX_LENGTH, redirectTo: MAX_RETURN_PATH_LENGTH },
);

export const otpSchema = schemaFromRules(
  otpRules,
  (values) => ({
    otp: text(values.otp).trim(),
    redirectTo: redirectTo(values.redirectTo),
  }),
  { otp: OTP_MAX_LENGTH, redirectTo: MAX_RETURN_PATH_LENGTH },
);
