import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { keepIn } from '~/lib/bounded-cache';

/**
 * The provider token is sealed inside the signed session cookie with AES-256-GCM, so
 * whoever holds the cookie cannot read or alter it. The first secret seals; every
 * secret of the rotation list may open.
 */
function keyFor(secret: string): Buffer {
  return createHash('sha256').update(`partner-portal:token:${secret}`).digest();
}

export function sealToken(token: string, secrets: readonly string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secrets[0]), iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

const OPENED_LIMIT = 1000;
const opened = new Map<string, string>();

/**
 * The token inside a sealed value, or null when no secret opens it. A partner's requests
 * carry the same sealed value, so what was opened is kept (at most a thousand, keyed by the
 * sealed value and the secrets).
 */
export function openToken(sealed: unknown, secrets: readonly string[]): string | null {
  if (typeof sealed !== 'string') return null;
  const key = `${secrets.join('\n')}\n${sealed}`;
  const known = opened.get(key);
  if (known !== undefined) return known;
  const token = decrypt(sealed, secrets);
  if (token !== null) keepIn(opened, OPENED_LIMIT, key, token);
  return token;
}

function decrypt(sealed: string, secrets: readonly string[]): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 3) return null;
  const [iv, tag, encrypted] = parts.map((part) => Buffer.from(part, 'base64url'));
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    } catch {
      // try the next secret of the rotation list
    }
  }
  return null;
}
