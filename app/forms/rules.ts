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

/** An e-mail address: something@something.something, no spaces (the sign-in and the profile forms). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
