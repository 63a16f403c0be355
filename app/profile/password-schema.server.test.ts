import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '~/profile/password-schema.server';

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return parseWithZod(form, { schema: changePasswordSchema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === 'success' ? null : submission.error;
}

describe('change-password schema', () => {
  it('requires all three fields', () => {
    expect(errorsOf({})).toEqual({
      currentPassword: ['validation.required'],
      newPassword: ['validation.required'],
      confirmPassword: ['validation.required'],
    });
  });

  it('wants the confirmation equal to the new password, even while another field is empty', () => {
    expect(errorsOf({ newPassword: 'one', confirmPassword: 'two' })).toEqual({
      currentPassword: ['validation.required'],
      confirmPassword: ['validation.passwordMismatch'],
    });
    expect(errorsOf({ currentPassword: 'old', newPassword: 'one', confirmPassword: 'two' })).toEqual({
      confirmPassword: ['validation.passwordMismatch'],
    });
  });

  it('keeps passwords as typed (no trimming, no complexity rule)', () => {
    const submission = parse({ currentPassword: ' old ', newPassword: 'a', confirmPassword: 'a' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ currentPassword: ' old ', newPassword: 'a', confirmPassword: 'a' });
  });
});
