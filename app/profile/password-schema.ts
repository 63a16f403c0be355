import { z } from 'zod';

/**
 * The change-password form (spec 5), shared by the browser and the action: all three
 * required, confirmation equal to the new password. No length or complexity rule (the
 * spec shows none; the provider may refuse and its error is shown). Messages are
 * dictionary keys of the `profile` namespace.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().optional(),
    newPassword: z.string().optional(),
    confirmPassword: z.string().optional(),
  })
  // One refinement over the whole object, so the mismatch shows even while another field is still empty.
  .superRefine((value, ctx) => {
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      if (!value[field]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: 'validation.required' });
    }
    if (value.newPassword && value.confirmPassword && value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: 'validation.passwordMismatch' });
    }
  })
  .transform((value) => ({
    currentPassword: value.currentPassword ?? '',
    newPassword: value.newPassword ?? '',
    confirmPassword: value.confirmPassword ?? '',
  }));

export type ChangePasswordValue = z.infer<typeof changePasswordSchema>;
