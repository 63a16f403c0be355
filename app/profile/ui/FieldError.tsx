/**
 * A field's error line. The line is always there (empty while the field is valid), so an
 * error appearing on blur does not push the submit button away under the pointer and
 * swallow the click that caused the blur.
 */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p className="field__error profile-field__error" id={id}>
      {message}
    </p>
  );
}
