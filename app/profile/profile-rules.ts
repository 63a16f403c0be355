import { EMAIL_MAX_LENGTH, isEmailAddress, REQUIRED, text, TOO_LONG, type FieldRule, type FormRules } from '~/forms/rules';
import { isFacebookUrl, isLinkedInUrl, isXUrl } from './social-urls';
import { declaredTypeAllowed, isEmptyFileInput, isFileLike, UPLOAD_RULES, type UploadField } from './uploads';

/**
 * The profile form (spec 3 and 5), run in the browser and by the action
 * (profile-schema.server.ts). Text is trimmed and a blank value counts as not given.
 * Messages are dictionary keys of the `profile` namespace.
 */

/** The text fields of the form, in the order they are shown and sent. */
export const PROFILE_TEXT_FIELDS = ['firstName', 'lastName', 'jobTitle', 'company', 'phone', 'email', 'linkedinUrl', 'xUrl', 'facebookUrl'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

const TEXT_MAX = 200;
const URL_MAX = 2048;

const trimmed = (value: unknown) => text(value).trim();

const requiredText: FieldRule = (value) => {
  const given = trimmed(value);
  if (given === '') return REQUIRED;
  return given.length > TEXT_MAX ? TOO_LONG : undefined;
};

const optionalText: FieldRule = (value) => (trimmed(value).length > TEXT_MAX ? TOO_LONG : undefined);

/** An optional value that, when given, must pass the check within the length; one message for both. */
const optionalChecked =
  (check: (value: string) => boolean, max: number, message: string): FieldRule =>
  (value) => {
    const given = trimmed(value);
    return given !== '' && (given.length > max || !check(given)) ? message : undefined;
  };

/** An optional upload: a file of an allowed size and declared type (the server also reads its bytes). */
const upload =
  (field: UploadField): FieldRule =>
  (value) => {
    if (value === undefined || value === '' || isEmptyFileInput(value)) return undefined;
    const rule = UPLOAD_RULES[field];
    if (!isFileLike(value)) return rule.wrongType;
    if (value.size > rule.maxBytes) return rule.tooLarge;
    return declaredTypeAllowed(field, value) ? undefined : rule.wrongType;
  };

export const profileRules = {
  firstName: requiredText,
  lastName: requiredText,
  jobTitle: optionalText,
  company: optionalText,
  phone: requiredText,
  email: optionalChecked(isEmailAddress, EMAIL_MAX_LENGTH, 'validation.invalidEmail'),
  linkedinUrl: optionalChecked(isLinkedInUrl, URL_MAX, 'validation.invalidLinkedIn'),
  xUrl: optionalChecked(isXUrl, URL_MAX, 'validation.invalidX'),
  facebookUrl: optionalChecked(isFacebookUrl, URL_MAX, 'validation.invalidFacebook'),
  profilePhoto: upload('profilePhoto'),
  distributionAgreement: upload('distributionAgreement'),
} satisfies FormRules<ProfileTextField | UploadField>;
