import { redirect } from '@remix-run/node';
import { contentLocaleFor, type UpstreamContext } from '~/upstream/client.server';
import { isSignedOut } from '~/upstream/errors';
import { SIGN_IN_PATH, stripBasePath } from '~/lib/paths';
import { getLocale } from '~/i18n/i18n.server';
import { commitSession, destroySession, getSession, readToken, touchSession, type PortalSession } from './session.server';
import { NO_STORE } from '~/lib/no-store';

/** The sign-in address that brings the partner back to where they were. */
export function signInRedirectPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('_data');
  const here = `${url.pathname}${url.search}`;
  if (url.pathname === SIGN_IN_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(stripBasePath(here))}`;
}

async function signOutAndReturn(request: Request, session: PortalSession): Promise<never> {
  throw redirect(signInRedirectPath(request), {
    headers: { 'Set-Cookie': await destroySession(request, session), ...NO_STORE },
  });
}

/** To sign-in without touching the session: a sign-in waiting for its code stays as it is. */
function toSignIn(request: Request): never {
  throw redirect(signInRedirectPath(request), { headers: NO_STORE });
}

/**
 * Whether the browser asked for a fresh copy: a reload sends `Cache-Control: max-age=0`, a
 * forced reload `no-cache` (and `Pragma: no-cache` from older clients).
 */
export function asksForFreshCopy(request: Request): boolean {
  const cacheControl = request.headers.get('cache-control');
  if (cacheControl && /(?:^|,)\s*(?:no-cache|max-age\s*=\s*0)\s*(?:,|$)/i.test(cacheControl)) return true;
  return /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(request.headers.get('pragma') ?? '');
}

export interface SignedIn {
  session: PortalSession;
  /** Upstream context: token, content locale, abort signal. */
  upstream: UpstreamContext;
  locale: string;
  /** Set-Cookie value when the session's activity time was renewed. */
  setCookie: string | null;
}

/**
 * For every protected loader and action: the partner's token or a redirect to sign-in
 * with the path they wanted.
 */
export async function requireSignedIn(request: Request): Promise<SignedIn> {
  const session = await getSession(request);
  const token = readToken(session);
  if (!token) {
    if (session.has('t')) return signOutAndReturn(request, session);
    return toSignIn(request);
  }
  const locale = await getLocale(request);
  const setCookie = touchSession(session) ? await commitSession(request, session) : null;
  return {
    session,
    locale,
    setCookie,
    upstream: {
      token,
      locale: contentLocaleFor(locale),
      signal: request.signal,
      requestId: request.headers.get('x-request-id') ?? undefined,
      fresh: asksForFreshCopy(request),
    },
  };
}

/**
 * Runs protected work; an upstream 401 anywhere in it ends the session and sends the
 * partner to sign-in, to come back here afterwards.
 */
export async function withSignedIn<T>(request: Request, work: (signedIn: SignedIn) => Promise<T>): Promise<T> {
  const signedIn = await requireSignedIn(request);
  try {
    return await work(signedIn);
  } catch (error) {
    if (isSignedOut(error)) {
      return signOutAndReturn(request, signedIn.session);
    }
    throw error;
  }
}
