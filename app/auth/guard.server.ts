import { type RouterContextProvider } from 'react-router';
import { requestFacts } from '~/load-context';
import { contentLocaleFor, type UpstreamContext } from '~/upstream/client.server';
import { getLocale, localeOf } from '~/i18n/i18n.server';
import { readSignedInSession, type PortalSession } from './session.server';
import { redirectToSignIn } from './return-path.server';

/*
 * The gate of the signed-in routes: it reads the session and answers, with the signed-in
 * partner or a redirect to sign-in, and nothing else. It reads no body and leaves no note:
 * what a request whose session has ended answers (the notes it leaves, a form's draft) is
 * `ended-session.server.ts`'s, handed to the gate by `withSignedIn` (`signed-in.server.ts`).
 */

/**
 * What a loader or action hands the guard of its arguments: the request and React Router's load
 * context, through which the loaders of one page view share their reading of the session.
 */
export interface RequestArgs {
  request: Request;
  context?: Readonly<RouterContextProvider>;
}

export interface SignedIn {
  session: PortalSession;
  /** Upstream context: token, content locale, abort signal. */
  upstream: UpstreamContext;
  locale: string;
  /** Set-Cookie value when the session's activity time was renewed. */
  setCookie: string | null;
  /**
   * Hands `withSignedIn` the form the action has read, so that the draft survives should the
   * provider refuse the token while the action works (see `withSignedIn`'s `draft`).
   */
  keepForm: (form: FormData) => void;
}

/**
 * The answer to a request whose session holds no token in use (none, or it has ended): it
 * throws a redirect to sign-in, or goes on with a token of the session and its Set-Cookie
 * value (`resumeOrSignOut`, ended-session.server.ts).
 */
export type NotSignedIn = (session: PortalSession) => Promise<{ token: string; setCookie: string | null }>;

/**
 * For every protected loader and action: the signed-in partner (their token, language and
 * upstream context), or a redirect to sign-in with the path they wanted. Without a token in
 * use the request is answered by `notSignedIn`: by default a redirect to sign-in that leaves
 * the session as it is; `withSignedIn` hands the ended session's answer, with its notes.
 */
export async function requireSignedIn({ request, context }: RequestArgs, notSignedIn: NotSignedIn = () => redirectToSignIn(request)): Promise<SignedIn> {
  const { session, token, setCookie } = await readSignedInSession(request, context);
  const inUse = token !== null ? { token, setCookie } : await notSignedIn(session);
  const locale = context ? localeOf(context) : await getLocale(request);
  return {
    session,
    locale,
    setCookie: inUse.setCookie,
    keepForm: () => undefined,
    upstream: {
      token: inUse.token,
      locale: contentLocaleFor(locale),
      signal: request.signal,
      // The id the log line of this request carries: the proxy's when it is well-formed, else a new one.
      requestId: context?.get(requestFacts).requestId,
      forceFresh: asksToRevalidate(request),
    },
  };
}

/** The longest `Cache-Control` or `Pragma` read: browsers send a few directives; a longer one asks for nothing. */
const CACHE_HEADER_MAX_LENGTH = 256;

/**
 * Whether the browser asked to revalidate: a reload sends `Cache-Control: max-age=0`, a
 * forced reload `no-cache` (and `Pragma: no-cache` from older clients).
 */
export function asksToRevalidate(request: Request): boolean {
  const header = (name: string) => {
    const value = request.headers.get(name) ?? '';
    return value.length > CACHE_HEADER_MAX_LENGTH ? '' : value;
  };
  if (/(?:^|,)\s*(?:no-cache|max-age\s*=\s*0)\s*(?:,|$)/i.test(header('cache-control'))) return true;
  return /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(header('pragma'));
}
