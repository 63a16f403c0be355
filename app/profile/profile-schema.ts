import { z } from 'zod';
import { EMAIL_PATTERN } from '~/auth/sign-in-schemas';
import { isFacebookUrl, isLinkedInUrl, isXUrl } from './social-urls';
import { declaredTypeAllowed, isEmptyFileInput, isFileLike, UPLOAD_RULES, type UploadField } from './uploads';

/**
 * The profile form (spec 3 and 5), shared by the browser (conform's onValidate) and the
 * action. Messages are dictionary keys of the `profile` namespace.
 */

const TEXT_MAX = 200;
const URL_MAX = 2048;

/** Trims, and treats a blank value as not given. */
const blankToUndefined = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const requiredText = z.preprocess(
  blankToUndefined,
  z.string({ required_error: 'validation.required', invalid_type_error: 'validation.required' }).max(TEXT_MAX, 'validation.tooLong'),
);

const optionalText = z.preprocess(blankToUndefined, z.string().max(TEXT_MAX, 'validation.tooLong').optional());

const socialUrl = (check: (value: string) => boolean, message: string) =>
  z.preprocess(blankToUndefined, z.string().max(URL_MAX, message).refine(check, message).optional());

const upload = (field: UploadField) => {
  const rule = UPLOAD_RULES[field];
  return z.preprocess(
    (value) => (isEmptyFileInput(value) ? undefined : value),
    z
      .custom<File>(isFileLike, rule.wrongType)
      .refine((file) => file.size <= rule.maxBytes, rule.tooLarge)
      .refine((file) => declaredTypeAllowed(field, file), rule.wrongType)
      .optional(),
  );
};

export const profileSchema = z.object({
  firstName: requiredText,
  lastName: requiredText,
  jobTitle: optionalText,
  company: optionalText,
  phone: requiredText,
  email: z.preprocess(
    blankToUndefined,
    z.string().max(254, 'validation.invalidEmail').regex(EMAIL_PATTERN, 'validation.invalidEmail').optional(),
  ),
  linkedinUrl: socialUrl(isLinkedInUrl, 'validation.invalidLinkedIn'),
  xUrl: socialUrl(isXUrl, 'validation.invalidX'),
  facebookUrl: socialUrl(isFacebookUrl, 'validation.invalidFacebook'),
  profilePhoto: upload('profilePhoto'),
  distributionAgreement: upload('distributionAgreement'),
});

export type ProfileFormValue = z.infer<typeof profileSchema>;

/** The text fields of the form, in the order they are shown and sent. */
export const PROFILE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'company',
  'phone',
  'email',
  'linkedinUrl',
  'xUrl',
  'facebookUrl',
] as const satisfies readonly (keyof ProfileFormValue)[];
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
