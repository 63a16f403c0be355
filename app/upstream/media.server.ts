import { getConfig } from '~/config.server';
import { canonicalMediaPath } from '~/lib/media-path';
import { trimTrailingSlashes } from '~/lib/text';

/** Redirects followed, each only to another media location of the provider. */
const MAX_REDIRECTS = 3;

export interface MediaFetch {
  /** A canonical media path (`canonicalMediaPath`); anything else is never fetched. */
  path: string;
  /** The query string as the browser sent it ('' or `?…`). */
  search: string;
  token: string;
  range?: string | null;
  signal: AbortSignal;
}

export type MediaAnswer = { kind: 'refused' } | { kind: 'failed' } | { kind: 'answer'; response: Response };

/**
 * The provider address of a media path: only a canonical media path, only on the
 * provider's own origin (the address must still have that origin and exactly that path
 * once parsed), or null.
 */
export function providerMediaUrl(path: string, search = ''): URL | null {
  if (canonicalMediaPath(path) !== path) return null;
  const base = new URL(getConfig().API_URL);
  let url: URL;
  try {
    url = new URL(`${base.origin}${trimTrailingSlashes(base.pathname)}${path}`);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.pathname !== `${trimTrailingSlashes(base.pathname)}${path}`) return null;
  if (search !== '' && search !== '?') url.search = search;
  return url;
}

/** A same-origin redirect target that is itself a media location, else null. */
function redirectTarget(from: URL, location: string | null): URL | null {
  if (!location) return null;
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return null;
  }
  const base = new URL(getConfig().API_URL);
  if (target.origin !== base.origin) return null;
  const prefix = trimTrailingSlashes(base.pathname);
  if (!target.pathname.startsWith(`${prefix}/`)) return null;
  return providerMediaUrl(target.pathname.slice(prefix.length), target.search);
}

/**
 * One media file from the provider, with the partner's bearer token. The token goes only
 * to a media location on the provider's origin: other paths are refused before any call,
 * and redirects are followed by hand, only to media locations on that same origin.
 */
export async function fetchProviderMedia(request: MediaFetch): Promise<MediaAnswer> {
  const first = providerMediaUrl(request.path, request.search);
  if (!first) return { kind: 'refused' };
  let url: URL = first;
  const headers = new Headers({ authorization: `Bearer ${request.token}` });
  if (request.range) headers.set('range', request.range);
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(getConfig().UPSTREAM_TIMEOUT_MS)]);
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal, redirect: 'manual' });
    } catch {
      return { kind: 'failed' };
    }
    if (response.status < 300 || response.status >= 400) return { kind: 'answer', response };
    await response.body?.cancel();
    const next: URL | null = hop < MAX_REDIRECTS ? redirectTarget(url, response.headers.get('location')) : null;
    if (!next) return { kind: 'failed' };
    url = next;
  }
}
