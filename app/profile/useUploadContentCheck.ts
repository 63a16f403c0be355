import { useState, type ChangeEvent } from 'react';
import { contentTypeAllowed, declaredTypeAllowed, SNIFF_BYTES, UPLOAD_RULES, type UploadField } from './uploads';

/**
 * The browser's look at a chosen file's first bytes, as the action reads them: a file that
 * only claims to be an image or a PDF gets its message as soon as it is chosen, beside the
 * messages of the other fields, and keeps the form from going. (Size and declared type are
 * the rules' matter, see profile-fields.ts.)
 */
export function useUploadContentCheck() {
  const [errors, setErrors] = useState<Partial<Record<UploadField, string>>>({});

  const onChange = (field: UploadField) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    let message: string | undefined;
    if (file && file.size <= UPLOAD_RULES[field].maxBytes && declaredTypeAllowed(field, file)) {
      const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      if (!contentTypeAllowed(field, file.type, bytes)) message = UPLOAD_RULES[field].wrongType;
    }
    setErrors((current) => ({ ...current, [field]: message }));
  };

  return {
    /** A field's message (dictionary key), if its content is not what it claims. */
    error: (field: UploadField) => errors[field],
    onChange,
    /** Whether some chosen file failed the check. */
    failed: () => Object.values(errors).some(Boolean),
  };
}
