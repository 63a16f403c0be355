import { randomBytes } from 'node:crypto';
import { BASE_PATH, SIGN_IN_PATH } from '~/lib/paths';
import { accountDigest, accountDigests } from './account-digest.server';
import { hasCookie, signedCookie } from './signed-cookie.server';

/**
 * Device cookies (OWASP): after a successful sign-in the browser gets a signed cookie that
 * names the account by its keyed digest and carries a random nonce. Sign-in attempts from
 * a browser holding one for the account it signs in to count against that cookie's own
 * budget instead of the account's (see attemptScope), and so do the proofs a signed-in partner
 * gives before changing what protects the account (the current password of a password change
 * or a 2FA set-up): it is sent under the whole of /partner.
 */
export interface DeviceEntry {
  /** The account's keyed digest. */
  account: string;
  nonce: string;
}

/** Accounts remembered per browser (a shared office computer): the most recent first. */
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 180 * 24 * 3600;

const deviceCookie = signedCookie('partner_devices', { path: BASE_PATH, maxAge: MAX_AGE_SECONDS });
/** The cookie as it was before it served more than the sign-in page: still read there, and cleared at the next sign-in. */
const earlierDeviceCookie = signedCookie('partner_device', { path: SIGN_IN_PATH, maxAge: MAX_AGE_SECONDS });

function isEntry(value: unknown): value is DeviceEntry {
  if (!value || typeof value !== 'object') return false;
  const { account, nonce } = value as Record<string, unknown>;
  return typeof account === 'string' && typeof nonce === 'string' && account !== '' && nonce.length >= 16;
}

/** The entries of the request's device cookie; none when it is missing or its signature does not hold. */
export async function readDeviceEntries(request: Request): Promise<DeviceEntry[]> {
  const header = request.headers.get('cookie');
  let value: unknown = await deviceCookie(request).parse(header);
  if (!Array.isArray(value)) value = await earlierDeviceCookie(request).parse(header);
  return Array.isArray(value) ? value.filter(isEntry).slice(0, MAX_ACCOUNTS) : [];
}

/** The nonce of the entry for this account, or null when the browser holds none. */
export function deviceNonceFor(entries: readonly DeviceEntry[], email: string): string | null {
  if (entries.length === 0 || email === '') return null;
  const digests = new Set(accountDigests(email));
  return entries.find((entry) => digests.has(entry.account))?.nonce ?? null;
}

/**
 * The Set-Cookie values after a successful sign-in: this account with a new nonce, first (and
 * the earlier cookie cleared, when the browser still holds one).
 */
export async function deviceCookieAfterSignIn(request: Request, entries: readonly DeviceEntry[], email: string): Promise<string[]> {
  const digests = new Set(accountDigests(email));
  const next: DeviceEntry[] = [
    { account: accountDigest(email), nonce: randomBytes(18).toString('base64url') },
    ...entries.filter((entry) => !digests.has(entry.account)),
  ].slice(0, MAX_ACCOUNTS);
  const cookies = [await deviceCookie(request).serialize(next)];
  const earlier = earlierDeviceCookie(request);
  if (hasCookie(request, earlier.name)) cookies.push(await earlier.serialize('', { maxAge: 0 }));
  return cookies;
}
