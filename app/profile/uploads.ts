/**
 * The two uploads of the profile form: what each accepts and how a file's real type is
 * read from its first bytes (a declared type alone is only the browser's guess from the
 * file name).
 */

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const AGREEMENT_TYPES = ['application/pdf'] as const;
export const AGREEMENT_MAX_BYTES = 10 * 1024 * 1024;

export type UploadField = 'profilePhoto' | 'distributionAgreement';
export const UPLOAD_FIELDS: readonly UploadField[] = ['profilePhoto', 'distributionAgreement'];

export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  /** Dictionary keys (namespace profile) of the field errors. */
  tooLarge: string;
  wrongType: string;
  /** The `accept` attribute of the input. */
  accept: string;
}

export const UPLOAD_RULES: Record<UploadField, UploadRule> = {
  profilePhoto: {
    types: PHOTO_TYPES,
    maxBytes: PHOTO_MAX_BYTES,
    tooLarge: 'validation.photoTooLarge',
    wrongType: 'validation.photoType',
    accept: PHOTO_TYPES.join(','),
  },
  distributionAgreement: {
    types: AGREEMENT_TYPES,
    maxBytes: AGREEMENT_MAX_BYTES,
    tooLarge: 'validation.agreementTooLarge',
    wrongType: 'validation.agreementType',
    accept: AGREEMENT_TYPES.join(','),
  },
};

export function isUploadField(name: string): name is UploadField {
  return (UPLOAD_FIELDS as readonly string[]).includes(name);
}

/** A File from a form (the browser's, or the server's multipart parser's), without relying on one File class. */
export function isFileLike(value: unknown): value is File {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<File>;
  return typeof file.size === 'number' && typeof file.name === 'string' && typeof file.type === 'string' && typeof file.arrayBuffer === 'function';
}

/** A file input left empty sends a nameless file of no bytes. */
export function isEmptyFileInput(value: unknown): boolean {
  return isFileLike(value) && value.size === 0 && value.name === '';
}

/**
 * The field a page whose files stay in their inputs adds to the edit form (sent only once the
 * page runs its scripts, which send the form without leaving the page): without it, the page
 * is drawn again from the answer and every chosen file is gone from its input.
 */
export const FILES_STAY_FIELD = 'filesStay';

/** The longest file name shown back to the partner, in characters (longer ones are cut). */
const SHOWN_NAME_MAX = 80;

/** Control and format characters (a right-to-left override could disguise a name). */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/** A chosen file's name as the page may show it: no control or format characters, at most 80 characters. */
export function shownFileName(name: string): string {
  const clean = Array.from(name.slice(0, SHOWN_NAME_MAX * 4))
    .filter((char) => !HIDDEN_CHARACTER.test(char))
    .join('')
    .trim();
  const chars = Array.from(clean);
  return chars.length > SHOWN_NAME_MAX ? `${chars.slice(0, SHOWN_NAME_MAX - 1).join('')}…` : clean;
}

/**
 * The files a refused form must be given again, by field, with the names the partner chose:
 * each chosen file that its field did not refuse (a refused one gets its own message). None when
 * the page keeps its files (`FILES_STAY_FIELD`).
 */
export function filesToChooseAgain(form: FormData, refused: Partial<Record<UploadField, unknown>> = {}): Partial<Record<UploadField, string>> {
  if (form.get(FILES_STAY_FIELD) === '1') return {};
  const again: Partial<Record<UploadField, string>> = {};
  for (const field of UPLOAD_FIELDS) {
    const value = form.get(field);
    if (refused[field] || !isFileLike(value) || isEmptyFileInput(value)) continue;
    const name = shownFileName(value.name);
    if (name !== '') again[field] = name;
  }
  return again;
}

/** The declared type without parameters, lower case ('image/PNG; x=1' -> 'image/png'). */
function declaredType(file: Pick<File, 'type'>): string {
  return file.type.split(';')[0].trim().toLowerCase();
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** How many leading bytes `sniffType` needs. */
export const SNIFF_BYTES = 1024;

/**
 * The type the content really has, read from its magic bytes: PNG, JPEG, GIF, WebP or
 * PDF; null for anything else.
 */
export function sniffType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // A PDF header may follow a little leading junk (within the first KiB, as readers allow).
  const head = bytes.subarray(0, SNIFF_BYTES);
  const pdf = ascii('%PDF-');
  for (let offset = 0; offset + pdf.length <= head.length; offset += 1) {
    if (startsWith(head, pdf, offset)) return 'application/pdf';
  }
  return null;
}

/** Whether the declared type is allowed for the field (the browser-side check). */
export function declaredTypeAllowed(field: UploadField, file: Pick<File, 'type'>): boolean {
  return UPLOAD_RULES[field].types.includes(declaredType(file));
}

/** The server-side check: the declared type and the content's real type are both allowed. */
export function contentTypeAllowed(field: UploadField, declared: string, bytes: Uint8Array): string | null {
  const rule = UPLOAD_RULES[field];
  const sniffed = sniffType(bytes);
  if (!rule.types.includes(declared.split(';')[0].trim().toLowerCase())) return null;
  return sniffed !== null && rule.types.includes(sniffed) ? sniffed : null;
}

/** A checked upload, ready to send: its bytes with the type read from them. */
export interface CheckedUpload {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface UploadCheck {
  uploads: Partial<Record<UploadField, CheckedUpload>>;
  /** Field errors (dictionary keys) for files that are too large or not what they claim. */
  errors: Partial<Record<UploadField, string[]>>;
}

/** The server's look at the uploaded files: size, declared type and the type their bytes show. */
export async function checkUploads(files: Partial<Record<UploadField, File | undefined>>): Promise<UploadCheck> {
  const result: UploadCheck = { uploads: {}, errors: {} };
  for (const field of UPLOAD_FIELDS) {
    const file = files[field];
    if (!file) continue;
    const rule = UPLOAD_RULES[field];
    if (file.size > rule.maxBytes) {
      result.errors[field] = [rule.tooLarge];
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = contentTypeAllowed(field, file.type, bytes);
    if (!type) {
      result.errors[field] = [rule.wrongType];
      continue;
    }
    result.uploads[field] = { name: file.name, type, bytes };
  }
  return result;
}
