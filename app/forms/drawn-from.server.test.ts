import { describe, expect, it } from 'vitest';
import { DRAWN_FROM_FIELD, DRAWN_FROM_LENGTH } from '~/forms/DrawnFromField';
import { drawnFromCurrent, drawnFromMark, postedMark } from '~/forms/drawn-from.server';

const FIELDS = ['firstName', 'jobTitle', 'email'] as const;
const PROFILE = { firstName: 'Alex', jobTitle: 'Sales Lead', email: 'alex@example.com' };

function post(mark: string | null, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (mark !== null) form.set(DRAWN_FROM_FIELD, mark);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

describe('drawnFromMark', () => {
  it('is a fixed-length digest that follows every listed value and their order', () => {
    const mark = drawnFromMark(PROFILE, FIELDS);
    expect(mark).toHaveLength(DRAWN_FROM_LENGTH);
    expect(drawnFromMark({ ...PROFILE }, FIELDS)).toBe(mark);
    expect(drawnFromMark({ ...PROFILE, jobTitle: '' }, FIELDS)).not.toBe(mark);
    expect(drawnFromMark({ ...PROFILE, email: 'alex@example.org' }, FIELDS)).not.toBe(mark);
    expect(drawnFromMark(PROFILE, [...FIELDS].reverse())).not.toBe(mark);
  });

  it('tells a missing value from values that run together', () => {
    expect(drawnFromMark({ firstName: 'ab', jobTitle: '' }, ['firstName', 'jobTitle'])).not.toBe(
      drawnFromMark({ firstName: 'a', jobTitle: 'b' }, ['firstName', 'jobTitle']),
    );
    expect(drawnFromMark({}, FIELDS)).toBe(drawnFromMark({ firstName: '', jobTitle: '', email: '' }, FIELDS));
  });
});

describe('postedMark', () => {
  it('reads a mark of the right length and alphabet only', () => {
    const mark = drawnFromMark(PROFILE, FIELDS);
    expect(postedMark(post(mark))).toBe(mark);
    expect(postedMark(post(null))).toBeNull();
    expect(postedMark(post(''))).toBeNull();
    expect(postedMark(post(`${mark}x`))).toBeNull();
    expect(postedMark(post(`${mark.slice(0, -1)}=`))).toBeNull();
    expect(postedMark(post('a'.repeat(100_000)))).toBeNull();
    const withFile = new FormData();
    withFile.set(DRAWN_FROM_FIELD, new Blob([mark]), 'mark.txt');
    expect(postedMark(withFile)).toBeNull();
  });
});

describe('drawnFromCurrent', () => {
  it('lets a post go on only when it was drawn from what a fresh read holds', () => {
    const drawn = post(drawnFromMark(PROFILE, FIELDS), { jobTitle: 'Head of Sales' });
    expect(drawnFromCurrent(drawn, PROFILE, FIELDS)).toBe('drawn');
    // Changed since the form was drawn (another tab, a colleague, the provider).
    expect(drawnFromCurrent(drawn, { ...PROFILE, email: 'alex@example.org' }, FIELDS)).toBe('changed');
    // A form drawn from a profile that could not be read (every field empty) never overwrites a real one.
    expect(drawnFromCurrent(post(drawnFromMark({}, FIELDS)), PROFILE, FIELDS)).toBe('changed');
    // A post without the form's mark.
    expect(drawnFromCurrent(post(null, PROFILE), PROFILE, FIELDS)).toBe('changed');
  });
});
