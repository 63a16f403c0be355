import { getConfig } from '~/config.server';

/**
 * The origin partners reach the portal at, for every address the portal writes out in full
 * (share links, calendar files) and for the choice of Secure cookies: PUBLIC_URL when it is
 * set; else the request's own, as express saw it through the proxies TRUST_PROXY trusts
 * (forwarding headers of anyone else are dropped before the request gets here).
 */
export function publicOrigin(request: Request): string {
  return getConfig().PUBLIC_URL ?? new URL(request.url).origin;
}

/** An address of the portal written out in full: `path` (or a relative URL) on the public origin. */
export function absoluteUrl(request: Request, path: string): string {
  return new URL(path, publicOrigin(request)).toString();
}
