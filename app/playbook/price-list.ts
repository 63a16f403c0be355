/**
 * Whether the profile's price-list address may be shown in the page's frame (see
 * docs/decisions/005-price-list-frame.md): an https: address always; on a portal served
 * over HTTPS never an http: address (a link instead); else an http: address
 * outside production, or on a loopback host (localhost, 127.0.0.0/8) where nothing
 * crosses a network. Anything else (another scheme, credentials in the address, garbage)
 * is not framed.
 */
export type PriceFrame =
  | { kind: 'frame'; url: string; origin: string }
  /** A plain-http address while the portal is served over HTTPS: offered as a link (a new tab), never framed. */
  | { kind: 'link'; url: string }
  | { kind: 'missing' }
  | { kind: 'refused' };

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

/**
 * `secure`: the portal itself is served over HTTPS (as the request says, behind a trusted
 * proxy). Its pages then frame only https addresses, so the policy never names a plain-http
 * origin; an http address becomes a link.
 */
export function priceFrame(priceUrl: string | null | undefined, options: { production: boolean; secure?: boolean }): PriceFrame {
  const value = priceUrl?.trim() ?? '';
  if (value === '') return { kind: 'missing' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'refused' };
  }
  if (url.username !== '' || url.password !== '') return { kind: 'refused' };
  // The origin goes into the page's Content-Security-Policy: only plain host names and IPv4.
  if (!/^[a-z0-9.-]+$/i.test(url.hostname)) return { kind: 'refused' };
  if (url.protocol === 'http:' && options.secure) return { kind: 'link', url: url.toString() };
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && (!options.production || isLoopbackHost(url.hostname)));
  return allowed ? { kind: 'frame', url: url.toString(), origin: url.origin } : { kind: 'refused' };
}
