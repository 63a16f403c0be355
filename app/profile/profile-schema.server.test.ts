import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { profileSchema } from '~/profile/profile-schema.server';
import { PHOTO_MAX_BYTES } from '~/profile/uploads';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const valid = { firstName: 'Alex', lastName: 'Morgan', phone: '+44 161 496 0118' };
const emptyFile = () => new File([], '', { type: 'application/octet-stream' });

function errorsOf(fields: Record<string, string | File>) {
  const submission = parseWithZod(formOf(fields), { schema: profileSchema });
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

describe('profile form schema', () => {
  it('accepts the required fields alone, with empty file inputs', () => {
    const submission = parseWithZod(formOf({ ...valid, email: '', linkedinUrl: '', profilePhoto: emptyFile(), distributionAgreement: emptyFile() }), {
      schema: profileSchema,
    });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') {
      expect(submission.value).toMatchObject(valid);
      expect(submission.value.profilePhoto).toBeUndefined();
      expect(submission.value.email).toBe('');
    }
  });

  it('keeps an emptied optional field as an empty string and an absent one as undefined, so only the emptied one is cleared', () => {
    const submission = parseWithZod(formOf({ ...valid, jobTitle: '', xUrl: '   ', linkedinUrl: 'https://www.linkedin.com/in/alex' }), {
      schema: profileSchema,
    });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') {
      expect(submission.value.jobTitle).toBe('');
      expect(submission.value.xUrl).toBe('');
      expect(submission.value.linkedinUrl).toBe('https://www.linkedin.com/in/alex');
      expect(submission.value.company).toBeUndefined();
      expect(submission.value.facebookUrl).toBeUndefined();
    }
  });

  it('requires firstName, lastName and phone (blank counts as missing)', () => {
    expect(errorsOf({})).toMatchObject({ firstName: ['validation.required'], lastName: ['validation.required'], phone: ['validation.required'] });
    expect(errorsOf({ ...valid, firstName: '   ' })).toEqual({ firstName: ['validation.required'] });
  });

  it('trims the text it keeps', () => {
    const submission = parseWithZod(formOf({ ...valid, firstName: '  Alex  ', company: ' Northwind ' }), { schema: profileSchema });
    expect(submission.status === 'success' && submission.value).toMatchObject({ firstName: 'Alex', company: 'Northwind' });
  });

  it('checks the e-mail address when one is given', () => {
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: ['validation.invalidEmail'] });
    expect(errorsOf({ ...valid, email: 'alex@example.com' })).toEqual({});
  });

  it('refuses overlong text', () => {
    expect(errorsOf({ ...valid, jobTitle: 'x'.repeat(201) })).toEqual({ jobTitle: ['validation.tooLong'] });
  });

  it('gives each social address its own message', () => {
    expect(errorsOf({ ...valid, linkedinUrl: 'https://example.com/in/alex' })).toEqual({ linkedinUrl: ['validation.invalidLinkedIn'] });
    expect(errorsOf({ ...valid, xUrl: 'https://x.com/this_handle_is_too_long' })).toEqual({ xUrl: ['validation.invalidX'] });
    expect(errorsOf({ ...valid, facebookUrl: 'https://www.facebook.com/' })).toEqual({ facebookUrl: ['validation.invalidFacebook'] });
    expect(
      errorsOf({
        ...valid,
        linkedinUrl: 'https://www.linkedin.com/in/alex',
        xUrl: 'https://x.com/alex',
        facebookUrl: 'https://www.facebook.com/alex',
      }),
    ).toEqual({});
  });

  it('accepts a photo of an allowed type and size, and refuses other files', () => {
    expect(errorsOf({ ...valid, profilePhoto: new File([PNG], 'me.png', { type: 'image/png' }) })).toEqual({});
    expect(errorsOf({ ...valid, profilePhoto: new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }) })).toEqual({ profilePhoto: ['validation.photoType'] });
    expect(errorsOf({ ...valid, profilePhoto: new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }) })).toEqual({
      profilePhoto: ['validation.photoTooLarge'],
    });
  });

  it('accepts a PDF agreement and refuses other types', () => {
    expect(errorsOf({ ...valid, distributionAgreement: new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' }) })).toEqual({});
    expect(errorsOf({ ...valid, distributionAgreement: new File(['x'], 'a.doc', { type: 'application/msword' }) })).toEqual({
      distributionAgreement: ['validation.agreementType'],
    });
  });
});
