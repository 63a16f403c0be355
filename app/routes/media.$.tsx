import type { Route } from './+types/media.$';
import { sessionEndedAnswer } from '~/auth/ended-session.server';
import { signInRedirectPath } from '~/auth/return-path.server';
import { isDocumentRequest } from '~/lib/document-request';
import { NO_STORE } from '~/lib/no-store';
import { getSession, readToken } from '~/auth/session.server';
import { requestedMedia } from '~/lib/media-path';
import { MEDIA_PATH } from '~/lib/paths';
import { fetchProviderMedia } from '~/upstream/media.server';
import { redirect } from '~/lib/redirects';
import { attachment, DOWNLOAD_PARAM } from '~/lib/downloads';
import { refusePosts } from '~/lib/reads-only';
import { refusedFile } from '~/shell/refused-file.server';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag', 'accept-ranges', 'content-range'];

/*
 * The provider's media (images, PDFs, videos, quick-link downloads) under the portal's
 * own origin, fetched with the partner's token: no mixed content, no third origin in the
 * page's policy, no token in the browser.
 */

/**
 * The provider path asked for: the request's path after `/partner/media`, still encoded,
 * accepted only when it is a media location in canonical form (see media-path.ts), and
 * whether it is one of the partner's own files. The splat parameter is not used: it is
 * already decoded once.
 */
function mediaOf(request: Request) {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${MEDIA_PATH}/`)) return null;
  return requestedMedia(pathname.slice(MEDIA_PATH.length));
}

/** Catalogue media stay in the browser's cache for an hour; a partner's own files are never stored. */
const CACHING = { shared: 'private, max-age=3600', personal: 'no-store' } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const media = mediaOf(request);
  if (media === null) throw await refusedFile(request, 404);
  const { path, personal } = media;
  const session = await getSession(request);
  const token = readToken(session);
  if (!token) {
    // A shared link opened by someone not signed in: sign-in first, then the file. A script or a
    // player keeps its 401.
    if (isDocumentRequest(request)) throw redirect(signInRedirectPath(request), { headers: NO_STORE });
    throw new Response('Unauthorized', { status: 401, headers: NO_STORE });
  }
  // `?download=1` is the portal's own: the file comes as an attachment; the provider never sees it.
  const query = new URL(request.url).searchParams;
  const asAttachment = query.get(DOWNLOAD_PARAM) === '1';
  query.delete(DOWNLOAD_PARAM);
  const search = query.size > 0 ? `?${query}` : '';
  const answer = await fetchProviderMedia({
    path,
    search,
    token,
    range: request.headers.get('range'),
    signal: request.signal,
  });
  if (answer.kind === 'refused') throw await refusedFile(request, 404);
  if (answer.kind === 'failed') throw await refusedFile(request, 502);
  const upstream = answer.response;
  if (upstream.status === 401) {
    // The provider ended the session (spec 8: clear the token, to sign-in).
    await upstream.body?.cancel();
    return sessionEndedAnswer(request, session);
  }
  if (!upstream.ok && upstream.status !== 206) {
    await upstream.body?.cancel();
    throw await refusedFile(request, upstream.status === 404 ? 404 : 502);
  }
  const out = new Headers({ 'Cache-Control': personal ? CACHING.personal : CACHING.shared, 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  if (asAttachment) out.set('Content-Disposition', attachment(out.get('content-disposition'), path));
  const type = out.get('content-type') ?? '';
  // Documents open in the portal's own viewer frame; active content never runs.
  out.set(
    'Content-Security-Policy',
    /svg|html|xml/i.test(type) ? "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'" : "frame-ancestors 'self'",
  );
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

/** A file is only read: a post is refused with what the address takes. */
export const action = refusePosts;
