import { createHash } from 'node:crypto';
import { FORM_VERSION_FIELD, FORM_VERSION_LENGTH } from './FormVersionField';

/**
 * The mark of the values a form is drawn with (see FormVersionField.tsx): a digest of each
 * named field's value, in the order given. It tells whether a post was drawn from what a
 * fresh read holds; it hides nothing (the partner sees the values), so it needs no key.
 */
export function formVersionOf(values: Readonly<Record<string, string>>, fields: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => values[field] ?? '')))
    .digest('base64url');
}

/** The mark a post carries, or null when it carries none that could be one. */
export function postedVersion(form: FormData): string | null {
  const value = form.get(FORM_VERSION_FIELD);
  if (typeof value !== 'string' || value.length !== FORM_VERSION_LENGTH) return null;
  return /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}

/**
 * Whether a post may overwrite what a fresh read holds: 'drawn' when its mark is that of the
 * fresh values, 'changed' when it carries another mark or none (an older page, another tab's
 * change, a post made without the form).
 */
export function matchesCurrentVersion(form: FormData, current: Readonly<Record<string, string>>, fields: readonly string[]): 'drawn' | 'changed' {
  return postedVersion(form) === formVersionOf(current, fields) ? 'drawn' : 'changed';
}
