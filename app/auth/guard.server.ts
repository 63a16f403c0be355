import { redirect, type AppLoadContext } from '@remix-run/node';
import { contentLocaleFor, type UpstreamContext } from '~/upstream/client.server';
import { isSignedOut } from '~/upstream/errors';
import { SIGN_IN_PATH, stripBasePath } from '~/lib/paths';
import { getLocale } from '~/i18n/i18n.server';
import { commitSession, destroySession, getSession, readToken, touchSession, type PortalSession } from './session.server';
import { CSRF_FIELD, isValidCsrf } from './csrf.server';
import { readPostedText } from './draft-form.server';
import { noteFor, writeReturnNote } from './return-note.server';
import { NO_STORE } from '~/lib/no-store';

/**
 * Where the partner is, as the sign-in's `redirectTo` names it: path and query without the
 * /partner prefix ('/profile?tab=ids'); null on the sign-in page itself.
 */
export function returnPath(request: Request): string | null {
  const url = new URL(request.url);
  url.searchParams.delete('_data');
  if (url.pathname === SIGN_IN_PATH) return null;
  return stripBasePath(`${url.pathname}${url.search}`);
}

/** The sign-in address that brings the partner back to where they were. */
export function signInRedirectPath(request: Request): string {
  const here = returnPath(request);
  return here === null ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(here)}`;
}

/** What a protected action keeps of its form should the session have ended. */
export interface DraftFields {
  /** The form's text fields to put back after sign-in (passwords and files are never kept). */
  keep: readonly string[];
}

/**
 * Ends the session and sends the partner to sign-in, leaving a note that it ended (the
 * sign-in page says so) and, for a form, the allowed text of what they had just sent.
 */
async function signOutAndReturn(request: Request, session: PortalSession, posted: FormData | null, draft?: DraftFields): Promise<never> {
  const account = session.get('a');
  const note = noteFor({ account: typeof account === 'string' ? account : null, to: returnPath(request) }, posted, draft?.keep);
  const headers = new Headers(NO_STORE);
  headers.append('Set-Cookie', await destroySession(request, session));
  headers.append('Set-Cookie', await writeReturnNote(request, note));
  throw redirect(signInRedirectPath(request), { headers });
}

/**
 * The posted form's fields worth keeping, read here because the session ended before the
 * action could read it; only when it carries the ended session's CSRF token (its own form).
 */
async function postedDraft(request: Request, session: PortalSession, draft?: DraftFields): Promise<FormData | null> {
  if (!draft || request.method !== 'POST') return null;
  const posted = await readPostedText(request, [...draft.keep, CSRF_FIELD]);
  return posted && isValidCsrf(session, posted.get(CSRF_FIELD)) ? posted : null;
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

/**
 * What a loader or action hands the guard of its arguments: the request and Remix's load
 * context, through which the loaders of one page view share their reading of the session.
 */
export interface RequestArgs {
  request: Request;
  context?: AppLoadContext;
}

export interface SignedIn {
  session: PortalSession;
  /** Upstream context: token, content locale, abort signal. */
  upstream: UpstreamContext;
  locale: string;
  /** Set-Cookie value when the session's activity time was renewed. */
  setCookie: string | null;
  /**
   * Hands the guard the form the action has read, so that the draft survives should the
   * provider refuse the token while the action works (see `withSignedIn`'s `draft`).
   */
  keepForm: (form: FormData) => void;
}

/**
 * For every protected loader and action: the partner's token or a redirect to sign-in
 * with the path they wanted.
 */
export async function requireSignedIn({ request, context }: RequestArgs, draft?: DraftFields): Promise<SignedIn> {
  const session = await getSession(request, context);
  const token = readToken(session);
  if (!token) {
    if (session.has('t')) return signOutAndReturn(request, session, await postedDraft(request, session, draft), draft);
    return toSignIn(request);
  }
  const locale = await getLocale(request);
  const setCookie = touchSession(session) ? await commitSession(request, session) : null;
  return {
    session,
    locale,
    setCookie,
    keepForm: () => undefined,
    upstream: {
      token,
      locale: contentLocaleFor(locale),
      signal: request.signal,
      // The id the log line of this request carries: the proxy's when it is well-formed, else a new one.
      requestId: context?.requestId,
      fresh: asksForFreshCopy(request),
    },
  };
}

/**
 * Runs protected work; a session that has ended, or an upstream 401 anywhere in the work,
 * sends the partner to sign-in, to come back here afterwards. With `draft`, a posted form's
 * allowed text fields go along, to be put back into the form after sign-in.
 */
export async function withSignedIn<T>(args: RequestArgs, work: (signedIn: SignedIn) => Promise<T>, draft?: DraftFields): Promise<T> {
  const { request } = args;
  const signedIn = await requireSignedIn(args, draft);
  let posted: FormData | null = null;
  try {
    return await work({ ...signedIn, keepForm: (form) => (posted = draft && request.method === 'POST' ? form : null) });
  } catch (error) {
    if (isSignedOut(error)) {
      return signOutAndReturn(request, signedIn.session, posted, draft);
    }
    throw error;
  }
}
