import { schemaFromRules } from '~/forms/form-schema.server';
import { PASSWORD_MAX_LENGTH, text } from '~/forms/rules';
import { changePasswordRules, PASSWORD_FIELDS } from './password-rules';

/** The change-password action's schema for parseForm: the shared rules, and the three passwords as typed. */
export const changePasswordSchema = schemaFromRules(
  changePasswordRules,
  (values) => ({
    currentPassword: text(values.currentPassword),
    newPassword: text(values.newPassword),
    confirmPassword: text(values.confirmPassword),
  }),
  Object.fromEntries(PASSWORD_FIELDS.map((field) => [field, PASSWORD_MAX_LENGTH])) as Record<(typeof PASSWORD_FIELDS)[number], number>,
);
