import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { credentialsSchema } from '~/auth/sign-in-schemas.server';
import { ownFields, parseForm } from '~/forms/form-schema.server';
import { EMAIL_MAX_LENGTH } from '~/forms/rules';
import { MAX_RETURN_PATH_LENGTH } from '~/lib/safe-redirect';
import { profileSchema } from '~/profile/profile-schema.server';

function formOf(entries: Array<[string, string | File]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("a posted form's own fields", () => {
  it('keeps the named fields, each with its first value, and nothing else', () => {
    const photo = new File(['x'], 'me;v2.gif', { type: 'image/gif' });
    const own = ownFields(
      formOf([
        ['email', 'a@example.com'],
        ['email', 'b@example.com'],
        ['z[4]', '1'],
        ['email[3]', '1'],
        ['photo', photo],
        ['csrf', 't'],
      ]),
      ['email', 'password', 'photo'],
    );
    expect([...own.keys()]).toEqual(['email', 'photo']);
    expect(own.get('email')).toBe('a@example.com');
    expect((own.get('photo') as File).name).toBe('me;v2.gif');
  });
});

describe('parseForm', () => {
  it("reads the form's fields and the fields without a rule that it names", () => {
    const submission = parseForm(
      formOf([
        ['email', ' alex@example.com '],
        ['password', 'pw'],
        ['redirectTo', '/leads'],
        ['intent', 'credentials'],
      ]),
      credentialsSchema,
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'alex@example.com', password: 'pw', redirectTo: '/leads' });
  });

  it('answers a list index of forty million places, or a name posted 20,000 times, with a reply of its own size', () => {
    const hostile = formOf([
      ['email', 'not an address'],
      ['password', ''],
      ['z[40000000]', '1'],
      ['email[40000000]', '1'],
      ...Array.from({ length: 20_000 }, (): [string, string] => ['password', 'x']),
    ]);
    const submission = parseForm(hostile, credentialsSchema);
    expect(submission.status).toBe('error');
    const reply = JSON.stringify(submission.reply());
    expect(reply.length).toBeLessThan(2_000);
    expect(reply).toContain('not an address');
    expect(submission.status === 'error' && submission.error?.password).toEqual(['validation.required']);
  });

  it('writes back what was typed, each field cut to the longest value the form takes, once', () => {
    const email = `${'a'.repeat(63_000)}@example.com`;
    const submission = parseForm(
      formOf([
        ['email', email],
        ['password', 'p'.repeat(5_000)],
        ['redirectTo', `/leads?q=${'x'.repeat(10_000)}`],
      ]),
      credentialsSchema,
    );
    expect(submission.status).toBe('error');
    const reply = submission.reply({ hideFields: ['password'] });
    expect(reply.initialValue?.email).toBe(email.slice(0, EMAIL_MAX_LENGTH));
    expect(reply.initialValue?.password).toBeUndefined();
    expect(String(reply.initialValue?.redirectTo)).toHaveLength(MAX_RETURN_PATH_LENGTH);
    const written = JSON.stringify(reply);
    expect(written.length).toBeLessThan(EMAIL_MAX_LENGTH + MAX_RETURN_PATH_LENGTH + 500);
    expect(written.split('a'.repeat(EMAIL_MAX_LENGTH)).length - 1).toBe(1);
    // The check itself saw what was posted.
    expect(submission.status === 'error' && submission.error?.email).toEqual(['validation.invalidEmail']);
  });

  it('never writes back text posted in place of a file, nor cuts a character in two', () => {
    const name = `a${'😀'.repeat(150)}`;
    const submission = parseForm(
      formOf([
        ['firstName', name],
        ['lastName', 'Morgan'],
        ['profilePhoto', 'x'.repeat(50_000)],
      ]),
      profileSchema,
    );
    const reply = submission.reply();
    expect(reply.initialValue?.profilePhoto).toBeUndefined();
    const first = String(reply.initialValue?.firstName);
    expect(first.length).toBeLessThanOrEqual(200);
    expect(first).toBe(`a${'😀'.repeat(99)}`);
  });

  it("keeps the profile's chosen files", () => {
    const photo = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });
    const submission = parseForm(
      formOf([
        ['firstName', ' Alex '],
        ['lastName', 'Morgan'],
        ['phone', '+44 161 496 0118'],
        ['profilePhoto', photo],
      ]),
      profileSchema,
    );
    expect(submission.status).toBe('success');
    if (submission.status === 'success') {
      expect(submission.value.firstName).toBe('Alex');
      expect(submission.value.profilePhoto?.name).toBe('me.png');
    }
  });

  it('refuses a schema whose fields it does not know', () => {
    expect(() => parseForm(new FormData(), z.object({ email: z.string() }))).toThrow(/schemaFromRules/);
  });
});
