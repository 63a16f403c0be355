/**
 * The profile form's rules for the three social addresses (spec 5). Each accepts an
 * http(s) address, with or without the scheme typed, on the network's own host (any
 * subdomain such as www.), and refuses anything else: other hosts, other schemes,
 * credentials in the address, spaces.
 */

const MAX_URL_LENGTH = 2048;

/** The address as a URL when it is a plain web address (scheme optional), else null. */
export function parseWebAddress(value: string): URL | null {
  const text = value.trim();
  if (text === '' || text.length > MAX_URL_LENGTH || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/** The host is the domain itself or one of its subdomains (www.linkedin.com, uk.linkedin.com). */
function isOnDomain(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}

/** linkedin.com (any subdomain) with a path starting with /pub, /in or /profile. */
export function isLinkedInUrl(value: string): boolean {
  const url = parseWebAddress(value);
  if (!url || !isOnDomain(url, 'linkedin.com')) return false;
  return /^\/(pub|in|profile)(\/|$)/i.test(url.pathname);
}

/** The X handle rule: 1 to 15 letters, digits or underscores (spec 9: X handle limit 15). */
const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

/** x.com or twitter.com (www. and other subdomains too) with the handle as the whole path. */
export function isXUrl(value: string): boolean {
  const url = parseWebAddress(value);
  if (!url || !(isOnDomain(url, 'x.com') || isOnDomain(url, 'twitter.com'))) return false;
  const match = /^\/([^/]+)\/?$/.exec(url.pathname);
  return match !== null && X_HANDLE.test(match[1]);
}

/** facebook.com or fb.com (any subdomain) with a non-empty path (something besides slashes). */
export function isFacebookUrl(value: string): boolean {
  const url = parseWebAddress(value);
  if (!url || !(isOnDomain(url, 'facebook.com') || isOnDomain(url, 'fb.com'))) return false;
  return /[^/]/.test(url.pathname);
}
