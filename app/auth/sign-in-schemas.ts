import { z } from 'zod';

/** Messages are dictionary keys of the `auth` namespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const credentialsSchema = z.object({
  email: z
    .string({ required_error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .regex(EMAIL_PATTERN, 'validation.invalidEmail'),
  password: z.string({ required_error: 'validation.required' }).min(1, 'validation.required'),
  redirectTo: z.string().optional(),
});

export const otpSchema = z.object({
  otp: z
    .string({ required_error: 'validation.required' })
    .trim()
    .min(1, 'validation.required'),
  redirectTo: z.string().optional(),
});
