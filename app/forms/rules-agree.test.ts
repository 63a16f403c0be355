import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { credentialsRules, otpRules } from '~/auth/sign-in-rules';
import { credentialsSchema, otpSchema } from '~/auth/sign-in-schemas.server';
import { changePasswordRules } from '~/profile/password-rules';
import { changePasswordSchema } from '~/profile/password-schema.server';
import { profileRules } from '~/profile/profile-fields';
import { profileSchema } from '~/profile/profile-schema.server';
import { PHOTO_MAX_BYTES, AGREEMENT_MAX_BYTES } from '~/profile/uploads';
import { checkForm, type FieldErrors, type FormRules } from '~/forms/rules';

/**
 * The browser and the action must refuse the same input with the same messages: each row is
 * posted as a form, checked by the rules as the browser runs them (values read from the
 * FormData) and by the action's schema through conform's parseWithZod; both must give the
 * row's expected messages, field by field.
 */

type Row = [label: string, fields: Record<string, string | File>, expected: FieldErrors];

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

function browserErrors(rules: FormRules, form: FormData): FieldErrors {
  return checkForm(rules, Object.fromEntries(form));
}

function serverErrors(schema: ZodType, form: FormData): FieldErrors {
  const submission = parseWithZod(form, { schema });
  return submission.status === 'success' ? {} : ((submission.error ?? {}) as FieldErrors);
}

function agree(name: string, rules: FormRules, schema: ZodType, rows: Row[]) {
  describe(name, () => {
    it.each(rows)('%s', (_label, fields, expected) => {
      expect(browserErrors(rules, formOf(fields))).toEqual(expected);
      expect(serverErrors(schema, formOf(fields))).toEqual(expected);
    });
  });
}

const REQUIRED = ['validation.required'];
const file = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const emptyFileInput = () => new File([], '', { type: 'application/octet-stream' });

agree('sign-in credentials', credentialsRules, credentialsSchema, [
  ['valid', { email: 'alex@example.com', password: 'secret', redirectTo: '/dashboard' }, {}],
  ['the e-mail address with spaces around', { email: '  alex@example.com ', password: 'x' }, {}],
  ['a password of spaces is a password', { email: 'alex@example.com', password: '   ' }, {}],
  ['nothing sent', {}, { email: REQUIRED, password: REQUIRED }],
  ['both empty', { email: '', password: '' }, { email: REQUIRED, password: REQUIRED }],
  ['an e-mail of spaces', { email: '   ', password: 'x' }, { email: REQUIRED }],
  ['not an e-mail address', { email: 'not-an-email', password: 'x' }, { email: ['validation.invalidEmail'] }],
  ['no domain ending', { email: 'alex@example', password: 'x' }, { email: ['validation.invalidEmail'] }],
  ['a space inside', { email: 'alex @example.com', password: 'x' }, { email: ['validation.invalidEmail'] }],
]);

agree('sign-in one-time code', otpRules, otpSchema, [
  ['a code', { otp: '123 456' }, {}],
  ['empty', { otp: '' }, { otp: REQUIRED }],
  ['spaces only', { otp: '  ' }, { otp: REQUIRED }],
  ['nothing sent', {}, { otp: REQUIRED }],
]);

agree('change password', changePasswordRules, changePasswordSchema, [
  ['valid', { currentPassword: 'old', newPassword: 'new', confirmPassword: 'new' }, {}],
  ['passwords of spaces count as typed', { currentPassword: ' ', newPassword: ' a', confirmPassword: ' a' }, {}],
  ['all empty', { currentPassword: '', newPassword: '', confirmPassword: '' }, { currentPassword: REQUIRED, newPassword: REQUIRED, confirmPassword: REQUIRED }],
  ['nothing sent', {}, { currentPassword: REQUIRED, newPassword: REQUIRED, confirmPassword: REQUIRED }],
  ['a mismatch', { currentPassword: 'old', newPassword: 'one', confirmPassword: 'two' }, { confirmPassword: ['validation.passwordMismatch'] }],
  [
    'a mismatch while the current password is empty',
    { newPassword: 'one', confirmPassword: 'two' },
    { currentPassword: REQUIRED, confirmPassword: ['validation.passwordMismatch'] },
  ],
  ['a confirmation without a new password', { currentPassword: 'old', confirmPassword: 'two' }, { newPassword: REQUIRED }],
  ['no confirmation', { currentPassword: 'old', newPassword: 'one' }, { confirmPassword: REQUIRED }],
  ['a mismatch in spaces only', { currentPassword: 'old', newPassword: 'one', confirmPassword: 'one ' }, { confirmPassword: ['validation.passwordMismatch'] }],
]);

const valid = { firstName: 'Alex', lastName: 'Morgan', phone: '+44 161 496 0118' };

agree('profile', profileRules, profileSchema, [
  ['the required fields alone', valid, {}],
  [
    'every field right',
    {
      ...valid,
      jobTitle: 'Partner Sales Manager',
      company: 'Northwind',
      email: 'alex@example.com',
      linkedinUrl: 'linkedin.com/in/alex',
      xUrl: 'https://twitter.com/alex_2026',
      facebookUrl: 'https://fb.com/northwind',
      profilePhoto: file(10, 'me.png', 'image/png'),
      distributionAgreement: file(10, 'a.pdf', 'application/pdf'),
    },
    {},
  ],
  [
    'empty optional fields and empty file inputs',
    { ...valid, jobTitle: '', email: '', linkedinUrl: ' ', profilePhoto: emptyFileInput(), distributionAgreement: emptyFileInput() },
    {},
  ],
  ['nothing sent', {}, { firstName: REQUIRED, lastName: REQUIRED, phone: REQUIRED }],
  ['required fields blank', { firstName: '  ', lastName: '', phone: '\t' }, { firstName: REQUIRED, lastName: REQUIRED, phone: REQUIRED }],
  ['a file where text belongs', { ...valid, firstName: file(3, 'x.txt', 'text/plain') }, { firstName: REQUIRED }],
  ['text of 200 characters', { ...valid, firstName: 'x'.repeat(200), company: ` ${'x'.repeat(200)} ` }, {}],
  [
    'text of 201 characters',
    { ...valid, lastName: 'x'.repeat(201), jobTitle: 'x'.repeat(201), company: 'x'.repeat(201), phone: 'x'.repeat(201) },
    {
      lastName: ['validation.tooLong'],
      jobTitle: ['validation.tooLong'],
      company: ['validation.tooLong'],
      phone: ['validation.tooLong'],
    },
  ],
  ['not an e-mail address', { ...valid, email: 'alex@' }, { email: ['validation.invalidEmail'] }],
  ['an e-mail address over 254 characters', { ...valid, email: `${'a'.repeat(250)}@example.com` }, { email: ['validation.invalidEmail'] }],
  [
    'other hosts',
    { ...valid, linkedinUrl: 'https://example.com/in/alex', xUrl: 'https://example.com/alex', facebookUrl: 'https://example.com/alex' },
    {
      linkedinUrl: ['validation.invalidLinkedIn'],
      xUrl: ['validation.invalidX'],
      facebookUrl: ['validation.invalidFacebook'],
    },
  ],
  [
    'paths the networks do not use for profiles',
    { ...valid, linkedinUrl: 'https://www.linkedin.com/inbox', xUrl: 'https://x.com/alex/status/1', facebookUrl: 'https://www.facebook.com/' },
    {
      linkedinUrl: ['validation.invalidLinkedIn'],
      xUrl: ['validation.invalidX'],
      facebookUrl: ['validation.invalidFacebook'],
    },
  ],
  ['an X handle over 15 characters', { ...valid, xUrl: 'https://x.com/a_handle_far_too_long' }, { xUrl: ['validation.invalidX'] }],
  ['an address over 2048 characters', { ...valid, facebookUrl: `https://facebook.com/${'a'.repeat(2048)}` }, { facebookUrl: ['validation.invalidFacebook'] }],
  [
    'files of the wrong type',
    { ...valid, profilePhoto: file(10, 'me.svg', 'image/svg+xml'), distributionAgreement: file(10, 'a.doc', 'application/msword') },
    {
      profilePhoto: ['validation.photoType'],
      distributionAgreement: ['validation.agreementType'],
    },
  ],
  [
    'files just at their limits',
    { ...valid, profilePhoto: file(PHOTO_MAX_BYTES, 'me.jpg', 'image/jpeg'), distributionAgreement: file(AGREEMENT_MAX_BYTES, 'a.pdf', 'application/pdf') },
    {},
  ],
  [
    'files over their limits',
    {
      ...valid,
      profilePhoto: file(PHOTO_MAX_BYTES + 1, 'me.png', 'image/png'),
      distributionAgreement: file(AGREEMENT_MAX_BYTES + 1, 'a.pdf', 'application/pdf'),
    },
    {
      profilePhoto: ['validation.photoTooLarge'],
      distributionAgreement: ['validation.agreementTooLarge'],
    },
  ],
  [
    'too large and of the wrong type: the size is named',
    { ...valid, profilePhoto: file(PHOTO_MAX_BYTES + 1, 'me.svg', 'image/svg+xml') },
    { profilePhoto: ['validation.photoTooLarge'] },
  ],
  ['text where a file belongs', { ...valid, profilePhoto: 'me.png' }, { profilePhoto: ['validation.photoType'] }],
]);

describe('what the actions work with', () => {
  it('sign-in: the e-mail address trimmed, the password as typed, an empty target left out', () => {
    const submission = parseWithZod(formOf({ email: ' alex@example.com ', password: ' pw ', redirectTo: '' }), { schema: credentialsSchema });
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'alex@example.com', password: ' pw ', redirectTo: undefined });
  });

  it('profile: text trimmed, blank text kept empty (the partner cleared it), empty file inputs left out, files kept', () => {
    const photo = file(10, 'me.png', 'image/png');
    const submission = parseWithZod(formOf({ ...valid, company: ' Northwind ', jobTitle: ' ', profilePhoto: photo, distributionAgreement: emptyFileInput() }), {
      schema: profileSchema,
    });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({ ...valid, company: 'Northwind' });
    expect(submission.value.jobTitle).toBe('');
    expect(submission.value.profilePhoto).toBe(photo);
    expect(submission.value.distributionAgreement).toBeUndefined();
  });
});
