import { RETURN_TO_FIELD } from '~/lib/safe-redirect';
import { SIGN_IN_PATH } from '~/lib/paths';
import { NO_STORE } from '~/lib/no-store';
import { isUrlEncodedForm } from '~/lib/request-body';
import { isDocumentRequest } from '~/lib/document-request';
import { redirect } from '~/lib/redirects';
import { commitSession, freshSession, readPendingToken, readToken, renewSession, resumeEndedCopy, type PortalSession } from './session.server';
import { CSRF_FIELD, FORM_ACCOUNT_FIELD, isSameOriginPost, isValidCsrf } from './csrf.server';
import { readPostedText } from './draft-form.server';
import { ownChange, type OwnChange } from './own-change.server';
import { accountMark } from './account-digest.server';
import { noteFor, writeReturnNote } from './return-note.server';
import { redirectToSignIn, returnPath, signInRedirectPath } from './return-path.server';

/*
 * What a request answers when its session holds no token in use, or when the provider refuses
 * that token while a signed-in route works: the session ends, and the partner goes to sign-in
 * leaving the notes an ended session leaves (the return note, `return-note.server.ts`: the
 * sign-in page says the session expired, and a form's allowed text comes back after sign-in;
 * or the notice of the change that ended it). The gate (`guard.server.ts`) reads no body: a
 * post the session ended before its action read is read here, for its allowed text only.
 */

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
 * `posted` is the form the action read (null for none); `known` is what the session's own
 * change did to it (`changeOfPost`), when the caller has read it.
 */
export async function signOutAndReturn(
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

/** The form fields read of a post answered here (the session ended before the action read it). */
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

/**
 * The answer to a request whose session holds no token in use, before its loader or action
 * works: a redirect to sign-in (thrown), after ending a session that had a token, with the
 * notes it leaves and a post's allowed text; or, for a copy of a session that goes on to its
 * action's proof (`goesOnToProof`), that session's token, its activity renewed.
 */
export async function resumeOrSignOut(request: Request, session: PortalSession, draft?: DraftFields): Promise<{ token: string; setCookie: string | null }> {
  // A post that may go on to its action's proof is read from a copy: the action reads it too.
  const mayProve = draft?.provingIntent !== undefined && isUrlEncodedForm(request.headers.get('content-type'));
  const posted = request.method === 'POST' ? await readPostedText(mayProve ? request.clone() : request, postedFields(draft)) : null;
  // Read once, for whether the post goes on to its proof and else for the answer to it.
  const change = await changeOfPost(request, session);
  const resumed = mayProve && goesOnToProof(session, posted, change, draft) ? readToken(session) : null;
  if (resumed) return { token: resumed, setCookie: await renewSession(request, session) };
  // Ended here (idle, or by a password change elsewhere), or signed out in another tab with a form still open: a note keeps the form's text.
  if (session.has('t') || draftAccount(request, posted) !== null) return signOutAndReturn(request, session, posted, draft, change);
  return redirectToSignIn(request, posted);
}
