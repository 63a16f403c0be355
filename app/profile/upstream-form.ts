import { PROFILE_TEXT_FIELDS } from './profile-fields';
import type { ProfileFormValue } from './profile-schema.server';
import type { CheckedUpload, UploadField } from './uploads';

/**
 * The multipart body of POST /api/partner/update (spec 7: all non-null profile fields):
 * every text field the form posted, an emptied one as '' so the provider clears it (only a
 * field that is absent is left out), and the checked files.
 */
export function toUpstreamForm(value: ProfileFormValue, uploads: Partial<Record<UploadField, CheckedUpload>>): FormData {
  const form = new FormData();
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = value[field];
    if (typeof text === 'string') form.set(field, text.trim());
  }
  for (const [field, upload] of Object.entries(uploads) as [UploadField, CheckedUpload | undefined][]) {
    if (upload) form.set(field, new Blob([upload.bytes], { type: upload.type }), safeFileName(upload.name, upload.type));
  }
  return form;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The most of a posted file name read: a file system's longest name (its end holds the name proper). */
const FILE_NAME_MAX_LENGTH = 255;

/** The file's base name with harmless characters only, and the extension its real type has. */
export function safeFileName(name: string, type: string): string {
  const base = (name.slice(-FILE_NAME_MAX_LENGTH).split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const cleaned =
    base
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 80)
      .replace(/^-+|(?<!-)-+$/g, '') || 'file';
  return `${cleaned}.${EXTENSIONS[type] ?? 'bin'}`;
}
