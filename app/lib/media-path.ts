/**
 * Which provider paths the portal's media route may fetch, and in what exact form.
 *
 * Only the provider's media locations are reachable: files under `/media/…` and the
 * quick-link documents at `/{locale}/download/{id}` (docs/upstream-contract.md). A path
 * is decoded completely (until decoding changes nothing), must be free of every form of
 * traversal or smuggling (dot segments, empty segments, backslashes, encoded slashes,
 * control characters, `;` parameters, look-alike dots and slashes, invalid or overlong
 * UTF-8), and is compared case-sensitively with that allow-list. The result is the one
 * canonical spelling of the path, which is all that is ever sent to the provider.
 */

/** Longest path (in characters, as given) worth looking at. */
const MAX_PATH_LENGTH = 2048;
/** Decoding rounds before a path counts as endlessly encoded. */
const MAX_DECODE_ROUNDS = 4;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Encoder = new TextEncoder();

/** Encoded slash or backslash at any level: `%2f`, `%5c` (a later round would turn `%252f` into one). */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;
/** Control, format (invisible, bidi), surrogate, private-use characters and line/paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
/** Characters that have no place in a media path once decoded. */
const FORBIDDEN = /[\\;?#%]/;
/** Slash and backslash look-alikes that compatibility normalisation keeps as they are. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u29f8\u29f9\ufe68]/u;
/** What a non-ASCII character must not stand for after compatibility normalisation. */
const STRUCTURAL = /[./\\%;?#]/;

/** The provider's media locations, case-sensitive. */
const MEDIA_FILE = /^\/media(?:\/[^/]+)+$/;
const QUICK_LINK_DOWNLOAD = /^\/[a-z]{2}\/download\/[0-9]{1,12}$/;

/** Characters `encodeURIComponent` escapes that a path segment may carry as they are. */
const SEGMENT_SAFE = { '%24': '$', '%26': '&', '%2B': '+', '%2C': ',', '%3D': '=', '%3A': ':', '%40': '@' } as const;

/** One round of percent-decoding as UTF-8; null for a malformed escape or invalid (overlong, surrogate) UTF-8. */
function decodeOnce(value: string): string | null {
  if (!value.includes('%')) return value;
  const bytes: number[] = [];
  for (let index = 0; index < value.length;) {
    const char = value[index];
    if (char === '%') {
      const hex = value.slice(index + 1, index + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      index += 3;
      continue;
    }
    const codePoint = value.codePointAt(index) ?? 0;
    const text = String.fromCodePoint(codePoint);
    for (const byte of utf8Encoder.encode(text)) bytes.push(byte);
    index += text.length;
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** Decodes until stable; null when a round fails, an encoded separator appears, or it never settles. */
function decodeCompletely(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    if (ENCODED_SEPARATOR.test(current)) return null;
    const next = decodeOnce(current);
    if (next === null) return null;
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Whether a non-ASCII character is a dot, slash or other separator in disguise (full-width, one-dot leader …). */
function isLookalike(char: string): boolean {
  if (SLASH_LOOKALIKES.test(char)) return true;
  return STRUCTURAL.test(char.normalize('NFKC'));
}

function isCleanSegment(segment: string): boolean {
  if (segment === '') return false; // `//` or a trailing slash
  if (segment.startsWith('.')) return false; // `.`, `..`, `...`, hidden files
  if (/^\s|[\s.]$/u.test(segment)) return false; // `.. `, `file.pdf.`: names some servers trim into others
  for (const char of segment) {
    if (char.charCodeAt(0) > 0x7f && isLookalike(char)) return false;
  }
  return true;
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(?:24|26|2B|2C|3D|3A|40)/g, (escape) => SEGMENT_SAFE[escape as keyof typeof SEGMENT_SAFE]);
}

/**
 * The canonical (percent-encoded) form of a provider media path, or null when the path is
 * not one of the provider's media locations or is not clean. Accepts paths as the provider
 * writes them (raw spaces and letters of any script, or already percent-encoded).
 */
export function canonicalMediaPath(path: string): string | null {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH || !path.startsWith('/')) return null;
  const decoded = decodeCompletely(path);
  if (decoded === null) return null;
  if (INVISIBLE.test(decoded) || FORBIDDEN.test(decoded)) return null;
  const segments = decoded.slice(1).split('/');
  if (!segments.every(isCleanSegment)) return null;
  if (!MEDIA_FILE.test(decoded) && !QUICK_LINK_DOWNLOAD.test(decoded)) return null;
  return `/${segments.map(encodeSegment).join('/')}`;
}

/**
 * A media path as a browser requested it (the part after the portal's `/media`, still
 * encoded): accepted only when it is already in canonical form, so that double or mixed
 * encodings, lowercase escapes and needless escapes never reach the provider.
 */
export function requestedMediaPath(rawPath: string): string | null {
  const canonical = canonicalMediaPath(rawPath);
  return canonical !== null && canonical === rawPath ? canonical : null;
}

/**
 * The marker in front of a provider path that makes the portal's media route serve a partner's
 * own file (their profile photo, their signed agreement): never stored by the browser, so it
 * is gone once the session is. `/partner/media/private/media/…`; provider paths start with
 * `/media/` or a two-letter locale, so the marker never stands for one of them.
 */
export const PERSONAL_MEDIA_PREFIX = '/private';

/** A media route path as requested (after `/partner/media`): whether it is personal, and the provider path it names (canonical), or null. */
export function requestedMedia(rawPath: string): { personal: boolean; path: string } | null {
  const personal = rawPath.startsWith(`${PERSONAL_MEDIA_PREFIX}/`);
  const path = requestedMediaPath(personal ? rawPath.slice(PERSONAL_MEDIA_PREFIX.length) : rawPath);
  return path === null ? null : { personal, path };
}
