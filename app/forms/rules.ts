/**
 * Form rules as plain functions, the same in the browser (while the partner fills a form)
 * and on the server (the action's zod schema runs them, see form-schema.server.ts).
 *
 * A rule looks at one field's value as the form sends it — text, a File, or nothing when
 * the field is missing — and at the other values when it needs them (a confirmation), and
 * answers with the dictionary key of the message to show, or undefined when the value is fine.
 */

/** A form's values by field name, as read from its FormData. */
export type FormValues = Record<string, unknown>;

export type FieldRule = (value: unknown, values: FormValues) => string | undefined;

export type FormRules<Field extends string = string> = Record<Field, FieldRule>;

/** Messages (dictionary keys) by field name; '' holds the form's own messages. */
export type FieldErrors = Record<string, string[]>;

export const REQUIRED = 'validation.required';

/**
 * An e-mail address: a local part, `@`, and a domain of two or more dot-separated labels, no
 * spaces (the sign-in and the profile forms). Each part of the domain is bounded by the dots
 * around it, so a match never has two ways to split the text: it runs in linear time, whatever
 * the input (eslint-plugin-regexp's no-super-linear-backtracking keeps every pattern so).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The longest e-mail address there is (RFC 5321: a path of 256 octets, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The longest password a form takes: far beyond any passphrase, far below what costs anything to send on. */
export const PASSWORD_MAX_LENGTH = 1024;

/** The message of a text over its field's length limit. */
export const TOO_LONG = 'validation.tooLong';

/** A password as typed (never trimmed): required, and no longer than any password. */
export const passwordRule: FieldRule = (value) => {
  const password = text(value);
  if (password === '') return REQUIRED;
  return password.length > PASSWORD_MAX_LENGTH ? TOO_LONG : undefined;
};

/** Whether the text is an e-mail address; its length is checked before the pattern looks at it. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The value as text; a file, a repeated field or a missing one counts as no text. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Runs every rule over the values: the fields that fail, each with its message. */
export function checkForm(rules: FormRules, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(rules)) {
    const message = rules[name](values[name], values);
    if (message) errors[name] = [message];
  }
  return errors;
}
