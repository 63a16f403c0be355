import { randomBytes } from 'node:crypto';
import type { AccountStore } from '../state';

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return cleaned.slice(-80) || 'file';
}

export function contentTypeOf(file: File): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type || TYPES_BY_EXTENSION[extension] || 'application/octet-stream';
}

/** Keeps an uploaded file and answers the media path it is served under. */
export async function storeUpload(accounts: AccountStore, email: string, file: File): Promise<string> {
  const path = `/media/uploads/${randomBytes(8).toString('hex')}/${safeFileName(file.name)}`;
  accounts.uploads.set(path, {
    contentType: contentTypeOf(file),
    data: Buffer.from(await file.arrayBuffer()),
    email,
  });
  return path;
}
