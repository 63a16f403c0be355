import { getConfig } from '~/config.server';
import { canonicalMediaPath, PERSONAL_MEDIA_PREFIX } from './media-path';
import { appPath, BASE_PATH, isScreenSection, MEDIA_PATH } from './paths';

/** How a media reference is served: `personal` for a partner's own files, which the browser never stores. */
export interface MediaOptions {
  personal?: boolean;
}

/**
 * The portal address of a provider path (with an optional query): only the provider's
 * media locations, in canonical form, through the /partner/media route; else null.
 */
function mediaRouteFor(pathWithQuery: string, options: MediaOptions): string | null {
  const cut = pathWithQuery.search(/[?#]/);
  const path = cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut);
  const canonical = canonicalMediaPath(path);
  if (canonical === null) return null;
  const query = cut !== -1 && pathWithQuery[cut] === '?' ? new URL(pathWithQuery.slice(cut).split('#')[0], 'http://query.invalid').search : '';
  return `${MEDIA_PATH}${options.personal ? PERSONAL_MEDIA_PREFIX : ''}${canonical}${query}`;
}

/**
 * Turns a media reference from the provider into an address the browser may load:
 * provider paths (and absolute URLs on the provider's host) go through the portal's
 * /partner/media route, other http(s) URLs stay as they are, anything else (a
 * `javascript:` URL, a data URL, garbage) becomes null.
 */
export function resolveMedia(ref: string | null | undefined, options: MediaOptions = {}): string | null {
  if (typeof ref !== 'string') return null;
  const value = ref.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return mediaRouteFor(value, options);
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
    return mediaRouteFor(`${url.pathname}${url.search}`, options);
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
    if (value.startsWith(`${BASE_PATH}/`)) return value;
    if (isScreenSection(value.slice(1).split(/[/?#]/, 1)[0])) return appPath(value);
    return resolveMedia(value);
  }
  return resolveMedia(value);
}
