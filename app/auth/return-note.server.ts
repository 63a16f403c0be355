import { BASE_PATH } from '~/lib/paths';
import { hasCookie, signedCookie } from './signed-cookie.server';
import { accountMark } from './account-digest.server';

/**
 * What is left for the sign-in page when a partner is sent there because their session
 * ended (`ended-session.server.ts`): that it ended (the sign-in page says so), and the text
 * of the form they had just sent, to put back into that form after sign-in. It lives in a
 * cookie of its own, signed with the session secrets, and is read once.
 */
export interface ReturnNote {
  /** The session ended and no sign-in has happened since. */
  ended: boolean;
  /** The ended session's account (the mark of its digest, `accountMark`): a draft goes back to that account only. */
  account: string | null;
  /** The page to return to, as the sign-in's `redirectTo` names it (no /partner prefix). */
  to: string | null;
  /** When the session ended (ms since epoch). */
  at: number;
  /** The form's text fields as sent; null when nothing was kept. */
  fields: Record<string, string> | null;
}

/** The whole note, serialised, stays well inside a browser's 4 KB per cookie after signing. */
export const RETURN_NOTE_MAX_BYTES = 2400;
/** How long a note is good for. */
export const RETURN_NOTE_MAX_AGE_SECONDS = 3600;

/** Fields no draft ever keeps, whatever a form lists: passwords, one-time codes and other secrets. */
const NEVER_KEPT = /pass|otp|csrf|token|secret/i;

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Whether a form field may be kept in a draft. */
function mayKeepField(name: string): boolean {
  return !NEVER_KEPT.test(name);
}

/**
 * The note for a session that ended, with the allowed text fields of the posted form (files,
 * unknown fields and secrets left out). Fields are taken in the form's order while the note
 * stays within its bound; a field that does not fit is left out whole.
 */
export function noteFor(
  ended: { account: string | null; to: string | null; at?: number },
  posted: FormData | null,
  allowed: readonly string[] = [],
): ReturnNote {
  const note: ReturnNote = { ended: true, account: ended.account, to: ended.to, at: ended.at ?? Date.now(), fields: null };
  if (byteLength(note) > RETURN_NOTE_MAX_BYTES) return { ...note, to: null };
  if (!posted || !ended.account || !ended.to) return note;
  const fields: Record<string, string> = {};
  for (const name of allowed) {
    if (!mayKeepField(name)) continue;
    const value = posted.get(name);
    if (typeof value !== 'string') continue;
    fields[name] = value;
    if (byteLength({ ...note, fields }) > RETURN_NOTE_MAX_BYTES) delete fields[name];
  }
  return Object.keys(fields).length > 0 ? { ...note, fields } : note;
}

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A note as read back: anything not of the note's shape, over its bound or too old is no note. */
export function parseNote(value: unknown, now = Date.now()): ReturnNote | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.ended !== 'boolean' || !isStringOrNull(raw.account) || !isStringOrNull(raw.to)) return null;
  if (typeof raw.at !== 'number' || !Number.isFinite(raw.at) || raw.at > now || now - raw.at > RETURN_NOTE_MAX_AGE_SECONDS * 1000) return null;
  if (byteLength(raw) > RETURN_NOTE_MAX_BYTES) return null;
  let fields: Record<string, string> | null = null;
  if (raw.fields !== null && raw.fields !== undefined) {
    if (typeof raw.fields !== 'object' || Array.isArray(raw.fields)) return null;
    const entries = Object.entries(raw.fields as Record<string, unknown>);
    if (entries.some(([name, text]) => typeof text !== 'string' || !mayKeepField(name))) return null;
    fields = Object.fromEntries(entries) as Record<string, string>;
  }
  return { ended: raw.ended, account: raw.account, to: raw.to, at: raw.at, fields };
}

const cookieFor = signedCookie('partner_return', { path: BASE_PATH, maxAge: RETURN_NOTE_MAX_AGE_SECONDS });

/** The request's note; a cookie whose signature does not hold, or out of bounds, is none. */
export async function readReturnNote(request: Request): Promise<ReturnNote | null> {
  return parseNote(await cookieFor(request).parse(request.headers.get('cookie')));
}

/** Whether the request carries a note cookie at all (valid or not), so it can be cleared. */
function hasReturnNoteCookie(request: Request): boolean {
  return hasCookie(request, cookieFor(request).name);
}

export function writeReturnNote(request: Request, note: ReturnNote): Promise<string> {
  return cookieFor(request).serialize(note);
}

function clearReturnNote(request: Request): Promise<string> {
  return cookieFor(request).serialize('', { maxAge: 0 });
}

/**
 * After a successful sign-in: the session no longer counts as ended; a draft stays only for
 * the account that wrote it. `setCookie` is the Set-Cookie value, or null when there is
 * nothing to change; `draftPage` the page whose form takes the kept draft back (null without
 * one), where a sign-in that names no page of its own goes.
 */
export async function noteAfterSignIn(request: Request, account: string): Promise<{ setCookie: string | null; draftPage: string | null }> {
  if (!hasReturnNoteCookie(request)) return { setCookie: null, draftPage: null };
  const note = await readReturnNote(request);
  if (note?.fields && note.account === accountMark(account))
    return { setCookie: await writeReturnNote(request, { ...note, ended: false }), draftPage: note.to };
  return { setCookie: await clearReturnNote(request), draftPage: null };
}

/**
 * The draft a signed-in page takes back: only for the page the note names, for this account,
 * after the sign-in, and only the fields this form has. Reading it drops the note (one read),
 * unless it is another account's draft, which stays for that account.
 */
export async function takeDraft<Field extends string>(
  request: Request,
  here: string | null,
  account: unknown,
  allowed: readonly Field[],
): Promise<{ draft: Partial<Record<Field, string>> | null; setCookie: string | null }> {
  if (!hasReturnNoteCookie(request)) return { draft: null, setCookie: null };
  const note = await readReturnNote(request);
  const mine = typeof account === 'string' ? accountMark(account) : null;
  // Another account's draft (its older tab posted while this one was signed in) waits for it.
  if (note && !note.ended && note.fields && note.account !== null && note.account !== mine) return { draft: null, setCookie: null };
  const setCookie = await clearReturnNote(request);
  if (!note || note.ended || !note.fields || here === null || note.to !== here || mine === null || note.account !== mine) {
    return { draft: null, setCookie };
  }
  const draft: Partial<Record<Field, string>> = {};
  for (const name of allowed) {
    const value = note.fields[name];
    if (typeof value === 'string' && mayKeepField(name)) draft[name] = value;
  }
  return { draft: Object.keys(draft).length > 0 ? draft : null, setCookie };
}
