import { formParts, isOverLimit, TEXT_PART_MAX_BYTES } from '~/forms/multipart.server';
import { MULTIPART_BODY_MAX_BYTES } from '~/lib/request-body';
import { UPLOAD_FIELDS, UPLOAD_RULES, isUploadField, type UploadField } from './uploads';

/** The largest file the form takes: the parser never holds a part beyond it. */
const PART_MAX_BYTES = Math.max(...UPLOAD_FIELDS.map((field) => UPLOAD_RULES[field].maxBytes));

/**
 * The body is beyond anything the form can send (a file beyond the largest limit, a text
 * field beyond any typed one, the body beyond its total): its files are dropped. `form` holds
 * the text fields that came before, so that the form can show them again.
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
 * unread while the text fields still arrive; it runs once, at the first file or at the end. A
 * file over its field's limit is dropped and named in `tooLarge`, so every other field still
 * arrives and the form answers with a field error. Files of unknown fields are dropped.
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
  try {
    for await (const part of formParts(request, { maxPartBytes: PART_MAX_BYTES, maxBodyBytes: MULTIPART_BODY_MAX_BYTES })) {
      if (part.file === undefined) {
        // A text part over its limit: not this portal's form.
        if (Buffer.byteLength(part.text) > TEXT_PART_MAX_BYTES) throw new RequestTooLargeError(form);
        form.append(part.name, part.text);
        continue;
      }
      check();
      if (!takesFiles || !isUploadField(part.name)) continue;
      if (part.file.size > UPLOAD_RULES[part.name].maxBytes) {
        if (!tooLarge.includes(part.name)) tooLarge.push(part.name);
        continue;
      }
      form.append(part.name, part.file);
    }
  } catch (error) {
    if (isOverLimit(error)) throw new RequestTooLargeError(form);
    throw error;
  }
  check();
  return { form, tooLarge, filesDeclined: !takesFiles };
}
