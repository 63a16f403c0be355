import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/** GCM's full authentication tag: a shorter one would make forging a sealed value far cheaper. */
const TAG_BYTES = 16;
const IV_BYTES = 12;

/**
 * The provider token is sealed inside the signed session cookie with AES-256-GCM, so
 * whoever holds the cookie cannot read or alter it. The first secret seals; every
 * secret of the rotation list may open.
 */
function deriveKey(secret: string): KeyObject {
  return createSecretKey(createHash('sha256').update(`partner-portal:token:${secret}`).digest());
}

/**
 * The keys of a list of secrets, derived once for as long as the list itself lives: every page
 * opens the session's token with the configuration's list, and deriving its keys (a hash and a
 * key object each) again each time cost about as much as the decryption. A list made for one
 * call (an unfinished 2FA set-up's key, which only its cookie holds) leaves with that call.
 */
const derivedKeys = new WeakMap<readonly string[], readonly KeyObject[]>();

function keysFor(secrets: readonly string[]): readonly KeyObject[] {
  let keys = derivedKeys.get(secrets);
  if (!keys) {
    keys = secrets.map(deriveKey);
    derivedKeys.set(secrets, keys);
  }
  return keys;
}

export function sealToken(token: string, secrets: readonly string[]): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keysFor(secrets)[0], iv, { authTagLength: TAG_BYTES });
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

/** The token inside a sealed value, or null when no secret opens it. Nothing opened is kept. */
export function openToken(sealed: unknown, secrets: readonly string[]): string | null {
  if (typeof sealed !== 'string') return null;
  return decrypt(sealed, secrets);
}

function decrypt(sealed: string, secrets: readonly string[]): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 3) return null;
  const [iv, tag, encrypted] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  for (const key of keysFor(secrets)) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    } catch {
      // try the next secret of the rotation list
    }
  }
  return null;
}
