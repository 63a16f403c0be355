import { BASE_PATH, DASHBOARD_PATH, SIGN_IN_PATH } from './paths';

const ORIGIN = 'http://portal.invalid';
/** The longest return path taken: any screen's address with its query fits; a longer one is no portal address. */
export const MAX_RETURN_PATH_LENGTH = 2048;
/** The field of a form sent to an address of its own (pin, language, theme) that names the page it was on. */
export const RETURN_TO_FIELD = 'returnTo';

/**
 * Accepts a return path only when it stays inside the portal: a relative path under
 * /partner, after decoding and normalising. Anything else (other hosts, protocol-relative
 * or backslash tricks, scripts, escapes out of the prefix) falls back to the dashboard.
 */
export function safeReturnPath(candidate: unknown, fallback: string = DASHBOARD_PATH): string {
  if (typeof candidate !== 'string') return fallback;
  const raw = candidate.trim();
  if (raw.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  let decoded = raw;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /[\u0000-\u001f]/.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = url.pathname;
  if (path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`)) return fallback;
  if (path.includes('//') || path.split('/').some((segment) => segment === '..' || segment === '.')) return fallback;
  if (path === SIGN_IN_PATH || path === `${BASE_PATH}/` || path === BASE_PATH) return fallback;
  return `${path}${url.search}`;
}

/** The after-sign-in target from a saved path (saved without the /partner prefix, as the spec keeps it). */
export function returnTarget(saved: unknown): string {
  if (typeof saved !== 'string' || saved.trim() === '' || saved.length > MAX_RETURN_PATH_LENGTH) return DASHBOARD_PATH;
  const path = saved.trim();
  if (path.startsWith('//') || path.includes('\\')) return DASHBOARD_PATH;
  const withPrefix = path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) || path.startsWith(`${BASE_PATH}?`) ? path : `${BASE_PATH}${path}`;
  return safeReturnPath(path.startsWith('/') ? withPrefix : path);
}
