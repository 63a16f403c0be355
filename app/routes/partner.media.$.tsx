import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession, readToken } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { isProxiableMediaPath } from '~/lib/media.server';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag', 'accept-ranges', 'content-range'];

/**
 * The provider's media (images, PDFs, videos, quick-link downloads) under the portal's
 * own origin, fetched with the partner's token: no mixed content, no third origin in the
 * page's policy, no token in the browser.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const path = `/${params['*'] ?? ''}`;
  if (!isProxiableMediaPath(path)) throw new Response('Not Found', { status: 404 });
  const session = await getSession(request);
  const token = readToken(session);
  if (!token) throw new Response('Unauthorized', { status: 401 });
  const config = getConfig();
  const url = new URL(config.API_URL + path);
  url.search = new URL(request.url).search;
  const headers = new Headers({ authorization: `Bearer ${token}` });
  const range = request.headers.get('range');
  if (range) headers.set('range', range);
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers, signal: AbortSignal.any([request.signal, AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS)]) });
  } catch {
    throw new Response('Bad Gateway', { status: 502 });
  }
  if (!upstream.ok && upstream.status !== 206) {
    throw new Response(upstream.status === 404 ? 'Not Found' : 'Bad Gateway', { status: upstream.status === 404 ? 404 : 502 });
  }
  const out = new Headers({ 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  const type = out.get('content-type') ?? '';
  // Documents open in the portal's own viewer frame; active content never runs.
  out.set(
    'Content-Security-Policy',
    /svg|html|xml/i.test(type) ? "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'" : "frame-ancestors 'self'",
  );
  return new Response(upstream.body, { status: upstream.status, headers: out });
}
