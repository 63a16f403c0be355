import { getConfig } from '~/config.server';
import { appPath } from './paths';

const BLOCKED_PREFIXES = ['/api', '/graphql', '/__sandbox'];

/** Whether a provider path may be served through the portal's media route. */
export function isProxiableMediaPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  if (path.split(/[/?#]/).some((segment) => segment === '..')) return false;
  return !BLOCKED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

/**
 * Turns a media reference from the provider into an address the browser may load:
 * provider paths (and absolute URLs on the provider's host) go through the portal's
 * /partner/media route, other http(s) URLs stay as they are, anything else (a
 * `javascript:` URL, a data URL, garbage) becomes null.
 */
export function resolveMedia(ref: string | null | undefined): string | null {
  if (typeof ref !== 'string') return null;
  const value = ref.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return isProxiableMediaPath(value) ? appPath(`/media${value}`) : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const config = getConfig();
  const provider = new URL(config.API_URL);
  if (url.origin === provider.origin) {
    const path = `${url.pathname}${url.search}`;
    return isProxiableMediaPath(path) ? appPath(`/media${path}`) : null;
  }
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && config.NODE_ENV !== 'production') return url.toString();
  return null;
}

/**
 * A link target from the provider (content link items, slide links): portal paths stay
 * inside the portal, media paths go through the media route, http(s) URLs stay; anything
 * else is dropped.
 */
export function resolveLink(ref: string | null | undefined): string | null {
  if (typeof ref !== 'string') return null;
  const value = ref.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    if (value.startsWith('/partner/')) return value;
    if (/^\/(playbook|leads|assets|newsannouncements|support|profile|dashboard|pricelist|searchresults|notifications)(\/|\?|$)/.test(value)) {
      return appPath(value);
    }
    return resolveMedia(value);
  }
  return resolveMedia(value);
}
