import { type RouterContextProvider } from 'react-router';
import { requestFacts } from '~/load-context';
import { contentLocaleFor, type UpstreamContext } from '~/upstream/client.server';
import { isSignedOut } from '~/upstream/errors';
import { isFormOnlyPath, pageAddressOf, SIGN_IN_PATH, stripBasePath } from '~/lib/paths';
import { MAX_RETURN_PATH_LENGTH, RETURN_TO_FIELD, safeReturnPath } from '~/lib/safe-redirect';
import { publicOrigin } from '~/lib/public-origin.server';
import { getLocale, localeOf } from '~/i18n/i18n.server';
import { commitSession, freshSession, getSession, readPendingToken, readToken, resumeEndedCopy, touchSession, type PortalSession } from './session.server';
import { CSRF_FIELD, FORM_ACCOUNT_FIELD, isSameOriginPost, isValidCsrf } from './csrf.server';
import { readPostedText } from './draft-form.server';
import { ownChange, type OwnChange } from './own-change.server';
import { accountMark } from './account-digest.server';
import { noteFor, writeReturnNote } from './return-note.server';
import { NO_STORE } from '~/lib/no-store';
import { isUrlEncodedForm } from '~/lib/request-body';
import { isDocumentRequest } from '~/lib/document-request';
import { isDownloadAddress } from '~/lib/downloads';
import { redirect } from '~/lib/redirects';

/** A portal address as the sign-in's `redirectTo` names it, or null for none (or the sign-in page). */
function asReturnPath(candidate: unknown): string | null {
  const path = safeReturnPath(candidate, '');
  return path === '' ? null : stripBasePath(path);
}

/** The page of the portal the request came from, by its `Referer` (same origin only). */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer || referer.length > MAX_RETURN_PATH_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== publicOrigin(request) && url.origin !== new URL(request.url).origin) return null;
  return asReturnPath(`${url.pathname}${url.search}`);
}

/**
 * Where the partner is, as the sign-in's `redirectTo` names it: path and query without the
 * /partner prefix ('/profile?tab=ids'); null on the sign-in page itself. For a form sent to
 * an address of its own (pin, language), the page the form was on: its `returnTo` field, else
 * the `Referer`.
 */
export function returnPath(request: Request, posted: FormData | null = null): string | null {
  const url = pageAddressOf(request);
  if (request.method === 'POST') {
    const page = asReturnPath(posted?.get(RETURN_TO_FIELD)) ?? (isFormOnlyPath(url.pathname) ? refererPath(request) : null);
    if (page !== null) return page;
    if (isFormOnlyPath(url.pathname)) return null;
  }
  if (url.pathname === SIGN_IN_PATH) return null;
  // A file downloaded from a page of the portal: back to that page, where the partner clicked;
  // a download's link shared and opened on its own goes on to the file.
  if (isDownloadAddress(url)) {
    const page = refererPath(request);
    if (page !== null) return page;
  }
  const here = stripBasePath(`${url.pathname}${url.search}`);
  // No screen's address is that long: a longer one is not kept, and its sign-in address (the
  // path encoded once more) would outgrow what a proxy takes in a redirect's headers.
  return encodeURIComponent(here).length > MAX_RETURN_PATH_LENGTH ? null : here;
}

/** The sign-in address that brings the partner back to where they were. */
export function signInRedirectPath(request: Request, posted: FormData | null = null): string {
  const here = returnPath(request, posted);
  return here === null ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(here)}`;
}

/** What a protected action keeps of its form should the session have ended. */
export interface DraftFields {
  /** The form's text fields to put back after sign-in (passwords and files are never kept). */
  keep: readonly string[];
  /**
   * The form's `intent` whose action proves the account's password before it does anything
   * (turning 2FA on): such a post in a copy of a session whose own change just ended its copies
   * (a form sent twice, its second post after the first's answer) goes on to that proof.
   */
  provingIntent?: string;
}

/**
 * Ends the session and sends the partner to sign-in, leaving a note that it ended (the
 * sign-in page says so) and, for a form, the allowed text of what they had just sent.
 *
 * A sign-in waiting for its code in this browser (another tab's, after this tab's partner
 * signed out) is left as it is: the form's text is kept for the account its page was drawn
 * for, and the sign-in goes on to its code step.
 *
 * `known` is what the session's own change did to it (`changeOfPost`), when the caller has read it.
 */
async function signOutAndReturn(
  request: Request,
  session: PortalSession,
  posted: FormData | null,
  draft?: DraftFields,
  known?: OwnChange | null,
): Promise<never> {
  const waiting = readPendingToken(session) !== null;
  // Ended by a change made in it (a password change): a post is answered as that change was,
  // for a form sent twice whose second post comes after the first's answer.
  const change = known !== undefined ? known : await changeOfPost(request, session);
  if (change !== null && 'ended' in change) {
    const headers = new Headers(NO_STORE);
    headers.append('Set-Cookie', await commitSession(request, await endedSession(request, session)));
    throw redirect(`${SIGN_IN_PATH}?notice=${change.ended}`, { headers });
  }
  const account = waiting ? undefined : session.get('a');
  const drawnFor = draftAccount(request, posted);
  const mark = typeof account === 'string' ? accountMark(account) : drawnFor;
  const to = returnPath(request, posted);
  const own = posted !== null && mark !== null && ((!waiting && isValidCsrf(session, posted.get(CSRF_FIELD))) || drawnFor === mark);
  const note = noteFor({ account: mark, to }, own ? posted : null, draft?.keep);
  const headers = new Headers(NO_STORE);
  if (!waiting) headers.append('Set-Cookie', await commitSession(request, await endedSession(request, session)));
  headers.append('Set-Cookie', await writeReturnNote(request, waiting ? { ...note, ended: false } : note));
  throw redirect(signInRedirectPath(request, posted), { headers });
}

/**
 * A form of another account's page, sent while this account is signed in (an older tab): what
 * it asked is not done, and its allowed text is kept for the account it was drawn for, to come
 * back into the form when that account next signs in in this browser and opens the page. It is
 * never shown to the account signed in now. The Set-Cookie value, or null when the form proves
 * no account or keeps nothing.
 */
export async function keepDraftForItsAccount(request: Request, posted: FormData, draft: DraftFields): Promise<string | null> {
  const drawnFor = draftAccount(request, posted);
  if (drawnFor === null) return null;
  const note = noteFor({ account: drawnFor, to: returnPath(request, posted) }, posted, draft.keep);
  return note.fields === null ? null : writeReturnNote(request, { ...note, ended: false });
}

/**
 * The answer to a request outside the screens (a media file) whose provider call said the
 * session has ended (401): the session ends as a screen's would, and a page the partner opened
 * goes to sign-in and back to it; anything else (an image, a player) gets 401.
 */
export async function sessionEndedAnswer(request: Request, session: PortalSession): Promise<never> {
  if (isDocumentRequest(request)) return signOutAndReturn(request, session, null);
  const headers = new Headers(NO_STORE);
  headers.append('Set-Cookie', await commitSession(request, await endedSession(request, session)));
  throw new Response('Unauthorized', { status: 401, headers });
}

/**
 * The session that follows one that ended: nobody's, with the same form token, so that the
 * sign-in form already on the partner's screen (drawn from the ended session's page data when
 * JavaScript moved them there) is still this session's form.
 */
async function endedSession(request: Request, ended: PortalSession): Promise<PortalSession> {
  const next = await freshSession(request);
  const csrf = ended.get('csrf');
  if (typeof csrf === 'string' && csrf !== '') next.set('csrf', csrf);
  return next;
}

/**
 * The account mark (see `formAccount`) of the partner whose form this is, when it is their own:
 * it carries the session's token, or comes from a page of the portal drawn for that account.
 * Null when it proves neither.
 */
function draftAccount(request: Request, posted: FormData | null): string | null {
  if (!posted) return null;
  const drawnFor = posted.get(FORM_ACCOUNT_FIELD);
  if (typeof drawnFor !== 'string' || drawnFor === '' || drawnFor.length > 64) return null;
  return isSameOriginPost(request) ? drawnFor : null;
}

/** The field naming what a form asks of an action that does several things (see `DraftFields.provingIntent`). */
const INTENT_FIELD = 'intent';

/** The form fields the guard reads of a post it answers itself (the session ended before the action read it). */
function postedFields(draft?: DraftFields): string[] {
  return [...(draft?.keep ?? []), CSRF_FIELD, FORM_ACCOUNT_FIELD, RETURN_TO_FIELD, ...(draft?.provingIntent ? [INTENT_FIELD] : [])];
}

/**
 * What a change made in the session of a post did to that session moments ago (see
 * `ownChange`): null for anything but a post, and for a sign-in waiting for its code.
 */
function changeOfPost(request: Request, session: PortalSession): Promise<OwnChange | null> {
  return request.method !== 'POST' || readPendingToken(session) !== null ? Promise.resolve(null) : ownChange(session);
}

/** The post goes on to its action's own password proof (see `DraftFields.provingIntent`). */
function goesOnToProof(session: PortalSession, posted: FormData | null, change: OwnChange | null, draft?: DraftFields): boolean {
  if (!draft?.provingIntent || posted?.get(INTENT_FIELD) !== draft.provingIntent || !isValidCsrf(session, posted.get(CSRF_FIELD))) return false;
  return change !== null && 'wentOn' in change && resumeEndedCopy(session);
}

/** To sign-in without touching the session: a sign-in waiting for its code stays as it is. */
function toSignIn(request: Request, posted: FormData | null = null): never {
  throw redirect(signInRedirectPath(request, posted), { headers: NO_STORE });
}

/** The longest `Cache-Control` or `Pragma` read: browsers send a few directives; a longer one asks for nothing. */
const CACHE_HEADER_MAX_LENGTH = 256;

/**
 * Whether the browser asked for a fresh copy: a reload sends `Cache-Control: max-age=0`, a
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
   * Hands the guard the form the action has read, so that the draft survives should the
   * provider refuse the token while the action works (see `withSignedIn`'s `draft`).
   */
  keepForm: (form: FormData) => void;
}

/**
 * For a request whose session holds no token in use: the token of a session copy that goes on
 * to its action's proof (`goesOnToProof`), else a redirect to sign-in.
 */
async function tokenOfEndedSession(request: Request, session: PortalSession, draft?: DraftFields): Promise<string> {
  // A post that may go on to its action's proof is read from a copy: the action reads it too.
  const mayProve = draft?.provingIntent !== undefined && isUrlEncodedForm(request.headers.get('content-type'));
  const posted = request.method === 'POST' ? await readPostedText(mayProve ? request.clone() : request, postedFields(draft)) : null;
  // Read once, for whether the post goes on to its proof and else for the answer to it.
  const change = await changeOfPost(request, session);
  const resumed = mayProve && goesOnToProof(session, posted, change, draft) ? readToken(session) : null;
  if (resumed) return resumed;
  // Ended here (idle, or by a password change elsewhere), or signed out in another tab with a form still open: a note keeps the form's text.
  if (session.has('t') || draftAccount(request, posted) !== null) return signOutAndReturn(request, session, posted, draft, change);
  return toSignIn(request, posted);
}

/**
 * For every protected loader and action: the partner's token or a redirect to sign-in
 * with the path they wanted.
 */
export async function requireSignedIn({ request, context }: RequestArgs, draft?: DraftFields): Promise<SignedIn> {
  const session = await getSession(request, context);
  const token = readToken(session) ?? (await tokenOfEndedSession(request, session, draft));
  const locale = context ? localeOf(context) : await getLocale(request);
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
      requestId: context?.get(requestFacts).requestId,
      forceFresh: asksToRevalidate(request),
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
    return await work({ ...signedIn, keepForm: (form) => (posted = request.method === 'POST' ? form : null) });
  } catch (error) {
    if (isSignedOut(error)) {
      return signOutAndReturn(request, signedIn.session, posted, draft);
    }
    throw error;
  }
}
