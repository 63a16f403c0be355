import { createHash } from 'node:crypto';
import { DRAWN_FROM_FIELD, DRAWN_FROM_LENGTH } from './DrawnFromField';

/**
 * The mark of the values a form is drawn with (see DrawnFromField.tsx): a digest of each
 * named field's value, in the order given. It tells whether a post was drawn from what a
 * fresh read holds; it hides nothing (the partner sees the values), so it needs no key.
 */
export function drawnFromMark(values: Readonly<Record<string, string>>, fields: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => values[field] ?? '')))
    .digest('base64url');
}

/** The mark a post carries, or null when it carries none that could be one. */
export function postedMark(form: FormData): string | null {
  const value = form.get(DRAWN_FROM_FIELD);
  if (typeof value !== 'string' || value.length !== DRAWN_FROM_LENGTH) return null;
  return /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}

/**
 * Whether a post may overwrite what a fresh read holds: 'drawn' when its mark is that of the
 * fresh values, 'changed' when it carries another mark or none (an older page, another tab's
 * change, a post made without the form).
 */
export function drawnFromCurrent(form: FormData, current: Readonly<Record<string, string>>, fields: readonly string[]): 'drawn' | 'changed' {
  return postedMark(form) === drawnFromMark(current, fields) ? 'drawn' : 'changed';
}
