import { describe, expect, it } from 'vitest';
import { checkForm, EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmailAddress, passwordRule, PASSWORD_MAX_LENGTH, REQUIRED, text, TOO_LONG } from '~/forms/rules';

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

  it('wants labels between the dots of the domain', () => {
    for (const value of ['a.b@mail.example.co.uk', 'x+tag@sub.example.com', 'ü@bücher.example']) expect(EMAIL_PATTERN.test(value)).toBe(true);
    for (const value of ['a@.example.com', 'a@example..com', 'a@example.com.', 'a@example.']) expect(EMAIL_PATTERN.test(value)).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it('refuses an address longer than RFC 5321 allows before the pattern looks at it', () => {
    const local = 'a'.repeat(64);
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`;
    const longest = `${local}@${domain}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(`a${longest}`)).toBe(false);
  });
});

describe('passwordRule', () => {
  it('takes any password as typed up to its limit', () => {
    expect(passwordRule('', {})).toBe(REQUIRED);
    expect(passwordRule(' ', {})).toBeUndefined();
    expect(passwordRule('x'.repeat(PASSWORD_MAX_LENGTH), {})).toBeUndefined();
    expect(passwordRule('x'.repeat(PASSWORD_MAX_LENGTH + 1), {})).toBe(TOO_LONG);
  });
});
