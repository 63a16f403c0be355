import { timingSafeEqual } from 'node:crypto';
import { accountMark } from './account-digest.server';
import { getSession, sessionState, type PortalSession } from './session.server';
import { NO_STORE } from '~/lib/no-store';
import { publicOrigin } from '~/lib/public-origin.server';

export const CSRF_FIELD = 'csrf';
/** The account a form was drawn for (see `formAccount`), sent with its CSRF token. */
export const FORM_ACCOUNT_FIELD = 'csrf_account';
/** The longest value either field carries (a token is 32 characters, an account mark 22). */
const FIELD_MAX_LENGTH = 64;

/** Thrown as a 403 page when a POST does not carry this session's token. */
export function csrfFailure(): Response {
  return Response.json({ csrfFailure: true }, { status: 403, headers: NO_STORE });
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isValidCsrf(session: PortalSession, submitted: FormDataEntryValue | null): boolean {
  const expected = session.get('csrf');
  return typeof expected === 'string' && typeof submitted === 'string' && expected !== '' && submitted.length <= FIELD_MAX_LENGTH && same(expected, submitted);
}

/**
 * Which account a page's forms are drawn for: a mark of the signed-in (or code-waiting)
 * account's digest, '' for nobody. A form sends it back, so that a form of an older page
 * is told from one of the account now signed in.
 */
export function formAccount(session: PortalSession): string {
  const account = session.get('a');
  return sessionState(session) === 'active' && typeof account === 'string' ? accountMark(account) : '';
}

/**
 * Whether the browser says the request comes from a page of the portal itself: its fetch
 * metadata (`Sec-Fetch-Site: same-origin`) or, from a browser that sends none, its `Origin`.
 * Another site cannot make a browser send either, so such a request is no forgery.
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin === publicOrigin(request);
}

/**
 * How a posted form stands against the session:
 * - `valid`: it carries the session's token, or it comes from a page of the portal drawn for
 *   the account now signed in (an older tab of the same partner, whose session was renewed);
 * - `stale`: it comes from a page of the portal drawn before the session changed to another
 *   account or to none (signed out, or in as someone else, in another tab): not an attack,
 *   but nothing it asks is done; its text goes back into the form;
 * - `foreign`: neither; refused.
 * `anyAccount` (sign-in, sign-out, language and theme): a page of the portal is enough.
 */
export type CsrfVerdict = 'valid' | 'stale' | 'foreign';

export function checkCsrf(request: Request, session: PortalSession, form: FormData, anyAccount = false): CsrfVerdict {
  if (isValidCsrf(session, form.get(CSRF_FIELD))) return 'valid';
  if (!isSameOriginPost(request)) return 'foreign';
  if (anyAccount) return 'valid';
  const drawnFor = form.get(FORM_ACCOUNT_FIELD);
  const current = formAccount(session);
  return typeof drawnFor === 'string' && drawnFor.length <= FIELD_MAX_LENGTH && current !== '' && same(drawnFor, current) ? 'valid' : 'stale';
}

/** A body that does not parse as the form it says it is: the client's mistake, answered 400. */
export function unreadableForm(): Response {
  return new Response('Bad Request', { status: 400, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Reads the form; a body that is not a readable form (another type, a broken multipart body) is answered 400. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw unreadableForm();
  }
}

/**
 * Reads the form and checks it against the session (see `checkCsrf`); a foreign one is
 * refused with a 403, and a 400 answers a body that is not a readable form. A stale form is
 * refused with a 403 too unless the caller handles it: `readFormWithCsrfVerdict` lets it.
 */
export async function readCheckedForm(request: Request, session?: PortalSession, anyAccount = false): Promise<FormData> {
  const { form, verdict } = await readFormWithCsrfVerdict(request, session, anyAccount);
  if (verdict !== 'valid') throw csrfFailure();
  return form;
}

/** The form and how it stands; a foreign form is refused with a 403. */
export async function readFormWithCsrfVerdict(
  request: Request,
  session?: PortalSession,
  anyAccount = false,
): Promise<{ form: FormData; verdict: 'valid' | 'stale' }> {
  const form = await readForm(request);
  const verdict = checkCsrf(request, session ?? (await getSession(request)), form, anyAccount);
  if (verdict === 'foreign') throw csrfFailure();
  return { form, verdict };
}
