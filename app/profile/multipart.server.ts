import { FormTooLargeError, formParts, isOverLimit } from '~/forms/multipart.server';
import { MULTIPART_BODY_MAX_BYTES } from '~/lib/request-body';
import { UPLOAD_RULES, isUploadField, type UploadField } from './uploads';

/**
 * The body is beyond anything the form can send outside its files (a text field beyond any
 * typed one, too many parts, the body beyond its total between parts): its files are dropped.
 * `form` holds the text fields that came before, so that the form can show them again.
 */
export class RequestTooLargeError extends Error {
  constructor(readonly form: FormData) {
    super('request too large');
  }
}

export interface ParsedProfileForm {
  form: FormData;
  /** Upload fields whose file exceeded its limit (the file is dropped, the other fields kept). */
  tooLarge: UploadField[];
  /** `checkFields` declined the files: every file was dropped unread, the text fields kept. */
  filesDeclined: boolean;
}

/**
 * Reads the profile form's multipart body, part by part as it arrives. `checkFields` sees the
 * text fields sent before the first file (the CSRF field is the form's first) and throws to
 * refuse the request before any file is held, or answers false to have every file dropped
 * unread while the text fields still arrive; it runs once, at the first file or at the end.
 * Each file is held up to its own field's limit and no further: one over it streams past and
 * is named in `tooLarge`, so every other field still arrives and the form answers with a field
 * error. A file that takes the body past its total is named there too: the body is read no
 * further, and the parts after it are not read. Files of unknown fields are dropped unread.
 * A text field far longer than any the form has is cut (`longText: 'cut'`): its field's rule
 * refuses it, with every other field kept, as a field a little too long is.
 */
export async function parseProfileForm(request: Request, checkFields: (fields: FormData) => boolean = () => true): Promise<ParsedProfileForm> {
  const form = new FormData();
  const tooLarge: UploadField[] = [];
  let checked = false;
  let takesFiles = true;
  const check = () => {
    if (!checked) takesFiles = checkFields(form);
    checked = true;
  };
  const fileLimit = (field: string) => {
    check();
    return takesFiles && isUploadField(field) ? UPLOAD_RULES[field].maxBytes : 0;
  };
  try {
    for await (const part of formParts(request, { fileLimit, maxBodyBytes: MULTIPART_BODY_MAX_BYTES, longText: 'cut' })) {
      if (part.text !== undefined) form.append(part.name, part.text);
      else if (part.file !== undefined) form.append(part.name, part.file);
      else if (isUploadField(part.name) && !tooLarge.includes(part.name)) tooLarge.push(part.name);
    }
  } catch (error) {
    // The body ran over its total inside an upload's file: that file is too large, as one over
    // its own limit is (the files come last, so every text field has arrived).
    const inFile = error instanceof FormTooLargeError ? error.inFile : undefined;
    if (inFile !== undefined && isUploadField(inFile)) {
      if (!tooLarge.includes(inFile)) tooLarge.push(inFile);
      check();
      return { form, tooLarge, filesDeclined: !takesFiles };
    }
    if (isOverLimit(error)) throw new RequestTooLargeError(form);
    throw error;
  }
  check();
  return { form, tooLarge, filesDeclined: !takesFiles };
}
