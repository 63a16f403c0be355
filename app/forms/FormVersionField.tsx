/**
 * A form that sends values the partner did not type (the profile's edit form starts with the
 * profile's current fields, and every field goes to the provider, emptied ones as '') would
 * write those values over whatever the provider holds now. Such a form carries the mark of
 * what it was drawn from (form-version.server.ts), and its action goes on only when the mark
 * matches a fresh read of what the post would overwrite.
 */

/** The hidden field that carries the mark. */
export const FORM_VERSION_FIELD = 'formVersion';

/** A SHA-256 digest in base64url: 43 characters. */
export const FORM_VERSION_LENGTH = 43;

/** The hidden field; nothing when there is no mark (a form drawn from nothing read is not offered). */
export function FormVersionField({ mark }: { mark: string | null }) {
  return mark ? <input type="hidden" name={FORM_VERSION_FIELD} value={mark} /> : null;
}
