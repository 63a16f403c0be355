import { schemaFromRules } from '~/forms/form-schema.server';
import { text } from '~/forms/rules';
import { changePasswordRules } from './password-rules';

/** The change-password action's schema for parseForm: the shared rules, and the three passwords as typed. */
export const changePasswordSchema = schemaFromRules(changePasswordRules, (values) => ({
  currentPassword: text(values.currentPassword),
  newPassword: text(values.newPassword),
  confirmPassword: text(values.confirmPassword),
}));
