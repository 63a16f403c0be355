import { EMAIL_MAX_LENGTH, isEmailAddress, REQUIRED, text, TOO_LONG, type FieldRule, type FormRules } from '~/forms/rules';
import { isFacebookUrl, isLinkedInUrl, isXUrl } from './social-urls';
import { declaredTypeAllowed, isEmptyFileInput, isFileLike, UPLOAD_RULES, type UploadField } from './uploads';

/**
 * The fields of the profile form (spec 3 and 5), in the order they are shown and sent. This
 * one list makes the rules the browser and the action run (profile-schema.server.ts), the
 * values the action sends on, the inputs of the form (ui/EditProfileForm.tsx) and the text
 * kept when a session ends while the partner is typing: a new field is one entry here, its
 * texts in the `profile` dictionaries and its value in the provider's profile.
 *
 * Text is trimmed and a blank value counts as not given. Labels, hints and messages are
 * dictionary keys of the `profile` namespace.
 */

/** A line of text: the input's type and autocomplete token, whether it must be given, its length limit and the check of its content. */
export interface TextFieldSpec {
  kind: 'text';
  name: string;
  label: string;
  input: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  required?: boolean;
  /** The most characters of the trimmed value. */
  maxLength: number;
  /** A value given must pass `test` within the length; `message` is the one message for either failure. */
  check?: { test: (value: string) => boolean; message: string };
}

/** A file: what it accepts and its messages are its upload's rules (uploads.ts), which the server also reads in its bytes. */
export interface FileFieldSpec {
  kind: 'file';
  name: UploadField;
  label: string;
  hint: string;
  /** The label of a link to the partner's current file, shown below the input when there is one. */
  currentLabel?: string;
}

export type ProfileFieldSpec = TextFieldSpec | FileFieldSpec;

const TEXT_MAX = 200;
const URL_MAX = 2048;

export const PROFILE_FIELDS = [
  { kind: 'text', name: 'firstName', label: 'form.firstName', input: 'text', autoComplete: 'given-name', required: true, maxLength: TEXT_MAX },
  { kind: 'text', name: 'lastName', label: 'form.lastName', input: 'text', autoComplete: 'family-name', required: true, maxLength: TEXT_MAX },
  { kind: 'text', name: 'jobTitle', label: 'form.jobTitle', input: 'text', autoComplete: 'organization-title', maxLength: TEXT_MAX },
  { kind: 'text', name: 'company', label: 'form.company', input: 'text', autoComplete: 'organization', maxLength: TEXT_MAX },
  { kind: 'text', name: 'phone', label: 'form.phone', input: 'tel', autoComplete: 'tel', required: true, maxLength: TEXT_MAX },
  {
    kind: 'text',
    name: 'email',
    label: 'form.email',
    input: 'email',
    autoComplete: 'email',
    maxLength: EMAIL_MAX_LENGTH,
    check: { test: isEmailAddress, message: 'validation.invalidEmail' },
  },
  {
    kind: 'text',
    name: 'linkedinUrl',
    label: 'form.linkedinUrl',
    input: 'url',
    autoComplete: 'url',
    maxLength: URL_MAX,
    check: { test: isLinkedInUrl, message: 'validation.invalidLinkedIn' },
  },
  {
    kind: 'text',
    name: 'xUrl',
    label: 'form.xUrl',
    input: 'url',
    autoComplete: 'url',
    maxLength: URL_MAX,
    check: { test: isXUrl, message: 'validation.invalidX' },
  },
  {
    kind: 'text',
    name: 'facebookUrl',
    label: 'form.facebookUrl',
    input: 'url',
    autoComplete: 'url',
    maxLength: URL_MAX,
    check: { test: isFacebookUrl, message: 'validation.invalidFacebook' },
  },
  { kind: 'file', name: 'profilePhoto', label: 'form.profilePhoto', hint: 'form.profilePhotoHint' },
  {
    kind: 'file',
    name: 'distributionAgreement',
    label: 'form.distributionAgreement',
    hint: 'form.distributionAgreementHint',
    currentLabel: 'form.currentAgreement',
  },
] as const satisfies readonly ProfileFieldSpec[];

type ListedField = (typeof PROFILE_FIELDS)[number];
type ListedText = Extract<ListedField, { kind: 'text' }>;
type ListedFile = Extract<ListedField, { kind: 'file' }>;
export type ProfileTextField = ListedText['name'];
export type ProfileFileField = ListedFile['name'];
export type ProfileField = ListedField['name'];

const isText = (field: ListedField): field is ListedText => field.kind === 'text';
const isFile = (field: ListedField): field is ListedFile => field.kind === 'file';

/** The text fields, in the order they are shown and sent. */
export const PROFILE_TEXT_SPECS: ReadonlyArray<TextFieldSpec & { name: ProfileTextField }> = PROFILE_FIELDS.filter(isText);
/** The file fields, in the order they are shown. */
export const PROFILE_FILE_SPECS: ReadonlyArray<FileFieldSpec & { name: ProfileFileField }> = PROFILE_FIELDS.filter(isFile);

/** The names of the text fields: what the form starts with, what is sent to the provider, what a draft keeps. */
export const PROFILE_TEXT_FIELDS: readonly ProfileTextField[] = PROFILE_TEXT_SPECS.map((field) => field.name);
/** The names of the file fields. */
export const PROFILE_FILE_FIELDS: readonly ProfileFileField[] = PROFILE_FILE_SPECS.map((field) => field.name);

/** A text field's rule: required or not, within its length, and passing its check when it has one. */
function textRule(field: TextFieldSpec): FieldRule {
  return (value) => {
    const given = text(value).trim();
    if (given === '') return field.required ? REQUIRED : undefined;
    if (field.check) return given.length > field.maxLength || !field.check.test(given) ? field.check.message : undefined;
    return given.length > field.maxLength ? TOO_LONG : undefined;
  };
}

/** An optional upload: a file of an allowed size and declared type (the server also reads its bytes). */
function fileRule(field: UploadField): FieldRule {
  return (value) => {
    if (value === undefined || value === '' || isEmptyFileInput(value)) return undefined;
    const rule = UPLOAD_RULES[field];
    if (!isFileLike(value)) return rule.wrongType;
    if (value.size > rule.maxBytes) return rule.tooLarge;
    return declaredTypeAllowed(field, value) ? undefined : rule.wrongType;
  };
}

/** The form's rules, one per listed field, run in the browser and by the action. */
export const profileRules = Object.fromEntries(
  PROFILE_FIELDS.map((field: ProfileFieldSpec) => [field.name, field.kind === 'text' ? textRule(field) : fileRule(field.name)]),
) as FormRules<ProfileField>;
