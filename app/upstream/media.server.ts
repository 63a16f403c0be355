import { getConfig, trimTrailingSlashes } from '~/config.server';
import { canonicalMediaPath } from '~/lib/media-path';
import { withTraceContext } from '~/lib/tracing.server';
import { callUnderPolicy, errorForStatus } from './call-policy.server';
import { UpstreamError, type UpstreamErrorData } from './errors';

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

/**
 * A path that is no media location is refused before any call; a call that fails (no answer,
 * or a redirect the portal does not follow) says how in the error catalogue's terms.
 */
export type MediaAnswer = { kind: 'refused' } | { kind: 'failed'; error: UpstreamErrorData } | { kind: 'answer'; response: Response };

/**
 * The provider address of a media path: only a canonical media path, only on the
 * provider's own origin (the address must still have that origin and exactly that path
 * once parsed), or null.
 */
function providerMediaUrl(path: string, search = ''): URL | null {
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
 * The provider's answer for a media address, its redirects followed by hand, only to media
 * locations on the same origin: the final answer, or the redirect that may not be followed.
 */
async function followMediaRedirects(first: URL, headers: Headers, signal: AbortSignal): Promise<Response> {
  let url = first;
  for (let hop = 0; ; hop++) {
    const response = await fetch(url, { headers, signal, redirect: 'manual' });
    if (response.status < 300 || response.status >= 400) return response;
    await response.body?.cancel();
    const next: URL | null = hop < MAX_REDIRECTS ? redirectTarget(url, response.headers.get('location')) : null;
    if (!next) return response;
    url = next;
  }
}

/**
 * One media file from the provider, with the partner's bearer token. The token goes only
 * to a media location on the provider's origin: other paths are refused before any call,
 * and redirects are followed by hand, only to media locations on that same origin.
 * The call policy (`call-policy.server.ts`) gives it its deadline and tries it again, as the
 * read it is, only until the answer is handed on: nothing of it has reached the browser yet.
 * Once handed on, the body streams for as long as the browser stays.
 */
export async function fetchProviderMedia(request: MediaFetch): Promise<MediaAnswer> {
  const first = providerMediaUrl(request.path, request.search);
  if (!first) return { kind: 'refused' };
  const headers = new Headers({ authorization: `Bearer ${request.token}` });
  if (request.range) headers.set('range', request.range);
  let response: Response;
  try {
    response = await callUnderPolicy({
      // Every media path names a file (and ids): one pattern for them all.
      endpoint: '/media/*',
      method: 'GET',
      read: true,
      signal: request.signal,
      // The stream stays tied to the browser once the call is over. Each attempt sends its span's trace context.
      attempt: (signal) => followMediaRedirects(first, withTraceContext(headers), AbortSignal.any([request.signal, signal])),
      statusOf: (answer) => answer.status,
      discard: (answer) => answer.body?.cancel(),
    });
  } catch (error) {
    return { kind: 'failed', error: error instanceof UpstreamError ? error.toJSON() : { code: 'network' } };
  }
  if (response.status >= 300 && response.status < 400) return { kind: 'failed', error: errorForStatus(response.status).toJSON() };
  return { kind: 'answer', response };
}
