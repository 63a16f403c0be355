import { describe, expect, it } from 'vitest';
import { checkForm, EMAIL_PATTERN, REQUIRED, text } from '~/forms/rules';

describe('checkForm', () => {
  it('answers with the failing fields only, one message each', () => {
    const rules = {
      name: (value: unknown) => (text(value) === '' ? REQUIRED : undefined),
      repeat: (value: unknown, values: Record<string, unknown>) => (text(value) !== text(values.name) ? 'validation.mismatch' : undefined),
    };
    expect(checkForm(rules, {})).toEqual({ name: [REQUIRED] });
    expect(checkForm(rules, { name: 'a', repeat: 'b' })).toEqual({ repeat: ['validation.mismatch'] });
    expect(checkForm(rules, { name: 'a', repeat: 'a', other: 'ignored' })).toEqual({});
  });
});

describe('text', () => {
  it('reads text; a file, a repeated field or a missing one is no text', () => {
    expect(text(' a ')).toBe(' a ');
    expect(text(new File(['x'], 'x.txt'))).toBe('');
    expect(text(['a', 'b'])).toBe('');
    expect(text(undefined)).toBe('');
  });
});

describe('EMAIL_PATTERN', () => {
  it('wants something@something.something without spaces', () => {
    expect(EMAIL_PATTERN.test('alex@example.com')).toBe(true);
    for (const value of ['alex', 'alex@example', '@example.com', 'alex@exa mple.com', 'a@b@c.d']) expect(EMAIL_PATTERN.test(value)).toBe(false);
  });
});
