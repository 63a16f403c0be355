import { describe, expect, it } from 'vitest';
import { FORM_VERSION_FIELD, FORM_VERSION_LENGTH } from '~/forms/FormVersionField';
import { matchesCurrentVersion, formVersionOf, postedVersion } from '~/forms/form-version.server';

const FIELDS = ['firstName', 'jobTitle', 'email'] as const;
const PROFILE = { firstName: 'Alex', jobTitle: 'Sales Lead', email: 'alex@example.com' };

function post(mark: string | null, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (mark !== null) form.set(FORM_VERSION_FIELD, mark);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

describe('formVersionOf', () => {
  it('is a fixed-length digest that follows every listed value and their order', () => {
    const mark = formVersionOf(PROFILE, FIELDS);
    expect(mark).toHaveLength(FORM_VERSION_LENGTH);
    expect(formVersionOf({ ...PROFILE }, FIELDS)).toBe(mark);
    expect(formVersionOf({ ...PROFILE, jobTitle: '' }, FIELDS)).not.toBe(mark);
    expect(formVersionOf({ ...PROFILE, email: 'alex@example.org' }, FIELDS)).not.toBe(mark);
    expect(formVersionOf(PROFILE, [...FIELDS].reverse())).not.toBe(mark);
  });

  it('tells a missing value from values that run together', () => {
    expect(formVersionOf({ firstName: 'ab', jobTitle: '' }, ['firstName', 'jobTitle'])).not.toBe(
      formVersionOf({ firstName: 'a', jobTitle: 'b' }, ['firstName', 'jobTitle']),
    );
    expect(formVersionOf({}, FIELDS)).toBe(formVersionOf({ firstName: '', jobTitle: '', email: '' }, FIELDS));
  });
});

describe('postedVersion', () => {
  it('reads a mark of the right length and alphabet only', () => {
    const mark = formVersionOf(PROFILE, FIELDS);
    expect(postedVersion(post(mark))).toBe(mark);
    expect(postedVersion(post(null))).toBeNull();
    expect(postedVersion(post(''))).toBeNull();
    expect(postedVersion(post(`${mark}x`))).toBeNull();
    expect(postedVersion(post(`${mark.slice(0, -1)}=`))).toBeNull();
    expect(postedVersion(post('a'.repeat(100_000)))).toBeNull();
    const withFile = new FormData();
    withFile.set(FORM_VERSION_FIELD, new Blob([mark]), 'mark.txt');
    expect(postedVersion(withFile)).toBeNull();
  });
});

describe('matchesCurrentVersion', () => {
  it('lets a post go on only when it was drawn from what a fresh read holds', () => {
    const drawn = post(formVersionOf(PROFILE, FIELDS), { jobTitle: 'Head of Sales' });
    expect(matchesCurrentVersion(drawn, PROFILE, FIELDS)).toBe('drawn');
    // Changed since the form was drawn (another tab, a colleague, the provider).
    expect(matchesCurrentVersion(drawn, { ...PROFILE, email: 'alex@example.org' }, FIELDS)).toBe('changed');
    // A form drawn from a profile that could not be read (every field empty) never overwrites a real one.
    expect(matchesCurrentVersion(post(formVersionOf({}, FIELDS)), PROFILE, FIELDS)).toBe('changed');
    // A post without the form's mark.
    expect(matchesCurrentVersion(post(null, PROFILE), PROFILE, FIELDS)).toBe('changed');
  });
});
