import { createHash, createHmac } from 'node:crypto';
import { getConfig } from '~/config.server';

/** The account name as the provider compares it. */
const normalizeAccount = (email: string) => email.trim().toLowerCase();

/**
 * A keyed digest of an account's e-mail: what the portal keeps about an account (attempt
 * counters, session epochs, device cookies) names it by this, never by the address itself.
 * Keyed with a session secret, so a digest cannot be matched against a list of addresses
 * without it.
 */
export function accountDigest(email: string, secret: string = getConfig().SESSION_SECRET[0]): string {
  return createHmac('sha256', `partner-portal:account:${secret}`).update(normalizeAccount(email)).digest('base64url').slice(0, 32);
}

/**
 * The account's digest under every secret of the rotation list: a session or a device
 * cookie made before a rotation names the account by the digest of the secret it was made
 * with, and stays valid as long as that secret is on the list.
 */
export function accountDigests(email: string): string[] {
  return getConfig().SESSION_SECRET.map((secret) => accountDigest(email, secret));
}

/**
 * The mark of an account's digest that the forms of its pages carry (auth/csrf.server.ts,
 * `formAccount`), and a return note names the account by: it tells one account's pages from
 * another's without being usable as the digest the portal's counters and epochs are kept by.
 */
export function accountMark(digest: string): string {
  return createHash('sha256').update(`partner-portal:form-account:${digest}`).digest('base64url').slice(0, 22);
}
