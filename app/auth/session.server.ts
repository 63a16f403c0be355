import { randomBytes } from 'node:crypto';
import type { Session, SessionStorage } from 'react-router';
import { getConfig } from '~/config.server';
import { BASE_PATH } from '~/lib/paths';
import { publicOrigin } from '~/lib/public-origin.server';
import { accountDigest, accountDigests } from './account-digest.server';
import { createCookieSession } from './cookie-session.server';
import { sessionEpochs } from './session-epochs.server';
import { openToken, sealToken } from './token-crypto.server';

interface SessionData {
  /** Sealed provider token of a signed-in partner. */
  t: string;
  /** Sealed token of a sign-in that still waits for its one-time code. */
  p: string;
  /** Issued at and last seen (ms since epoch). */
  iat: number;
  seen: number;
  /** Per-session CSRF token. */
  csrf: string;
  /** The account's keyed digest and the session epoch it had when this session was issued. */
  a: string;
  v: number;
  /**
   * Sealed e-mail of the account: the one-time-code step shows it, and it ends the account's
   * sessions under every secret's digest. Nothing in the cookie names the partner in clear.
   */
  m: string;
  /** Id and key of a 2FA set-up whose QR code is still shown (profile/pending-twofa.server.ts). */
  q: string;
}
interface FlashData {
  notice: string;
  /** Sealed e-mail of a sign-in whose code step ended at the provider: the sign-in asks again for it, once. */
  again: string;
}
export type PortalSession = Session<SessionData, FlashData>;

const storages = new Map<string, SessionStorage<SessionData, FlashData>>();

/** Over HTTPS (as PUBLIC_URL says, or the request through a trusted proxy) the cookie is `Secure` and carries the `__Secure-` prefix. */
export function isSecureRequest(request: Request): boolean {
  return publicOrigin(request).startsWith('https:');
}

function storageFor(request: Request): SessionStorage<SessionData, FlashData> {
  return storageOf(isSecureRequest(request));
}

function storageOf(secure: boolean): SessionStorage<SessionData, FlashData> {
  const key = secure ? 'secure' : 'plain';
  let storage = storages.get(key);
  if (!storage) {
    const config = getConfig();
    storage = createCookieSession<SessionData, FlashData>({
      name: secure ? '__Secure-partner_session' : 'partner_session',
      secure,
      path: BASE_PATH,
      secrets: config.SESSION_SECRET,
      maxAge: config.SESSION_MAX_HOURS * 3600,
    });
    storages.set(key, storage);
  }
  return storage;
}

/** Sessions read in this process whose account has ended them since they were issued. */
const revoked = new WeakSet<PortalSession>();

/**
 * The sessions of page views being answered, by React Router's load context (one object per
 * request, handed to every loader of it). A document's loaders (the root's, the layout's, the
 * screen's) then share one reading of the cookie, and what one of them sets (a CSRF token,
 * the activity time) is in whatever cookie any of them writes. Only for reads: an action's
 * session is its own. An entry leaves with its request.
 */
const pageViewSessions = new WeakMap<object, Promise<PortalSession>>();

/**
 * The session in the request's cookie, read once per page view when given the load context.
 * A session of an account whose sessions were ended after it was issued (a password change)
 * reads as expired.
 */
export function getSession(request: Request, context?: object): Promise<PortalSession> {
  if (!context || (request.method !== 'GET' && request.method !== 'HEAD')) return readSession(request);
  let session = pageViewSessions.get(context);
  if (!session) {
    session = readSession(request);
    pageViewSessions.set(context, session);
  }
  return session;
}

async function readSession(request: Request): Promise<PortalSession> {
  const session = await storageFor(request).getSession(request.headers.get('cookie'));
  const account = session.get('a');
  if (typeof account === 'string' && (await sessionEpochs().current(account)) > Number(session.get('v') ?? 0)) revoked.add(session);
  return session;
}

export function commitSession(request: Request, session: PortalSession): Promise<string> {
  return storageFor(request).commitSession(session);
}

export function destroySession(request: Request, session: PortalSession): Promise<string> {
  return storageFor(request).destroySession(session);
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A brand-new session (a fresh one on every sign-in), optionally holding a token. */
export async function freshSession(request: Request): Promise<PortalSession> {
  const session = await storageFor(request).getSession();
  const now = Date.now();
  session.set('iat', now);
  session.set('seen', now);
  session.set('csrf', newCsrfToken());
  return session;
}

/** What a session knows of its account: its digest, its epoch at sign-in, its sealed e-mail. */
export interface AccountStamp {
  a: string;
  v: number;
  m: string;
}

/** The stamp of a session issued now for this account. */
export async function accountStamp(email: string): Promise<AccountStamp> {
  const a = accountDigest(email);
  return { a, v: await sessionEpochs().current(a), m: sealToken(email, getConfig().SESSION_SECRET) };
}

function stamp(session: PortalSession, account: AccountStamp) {
  session.set('a', account.a);
  session.set('v', account.v);
  session.set('m', account.m);
}

export function setSignedIn(session: PortalSession, token: string, account: AccountStamp): void {
  session.set('t', sealToken(token, getConfig().SESSION_SECRET));
  stamp(session, account);
  session.unset('p');
}

export function setPendingOtp(session: PortalSession, pendingToken: string, account: AccountStamp): void {
  session.set('p', sealToken(pendingToken, getConfig().SESSION_SECRET));
  stamp(session, account);
  session.unset('t');
}

/**
 * Marks a new session to show the sign-in once more for `email`: the sign-in's code step ended
 * at the provider (its pending token expired), so the password is asked for again.
 */
export function askSignInAgain(session: PortalSession, email: string): void {
  session.flash('again', sealToken(email, getConfig().SESSION_SECRET));
}

/** The e-mail a sign-in is asked again for (`askSignInAgain`), read once; null for none. */
export function readSignInAgain(session: PortalSession): string | null {
  return openToken(session.get('again'), getConfig().SESSION_SECRET);
}

/** The e-mail of the session's account (signed in, or waiting for its one-time code); '' when it names none. */
export function readAccountEmail(session: PortalSession): string {
  return openToken(session.get('m'), getConfig().SESSION_SECRET) ?? '';
}

/**
 * Ends every session of the session's account, on every browser and instance that shares
 * the epochs, this one included (after a password change).
 */
export async function endAccountSessions(session: PortalSession): Promise<void> {
  const digests = new Set<string>();
  const account = session.get('a');
  if (typeof account === 'string') digests.add(account);
  const email = readAccountEmail(session);
  if (email) for (const digest of accountDigests(email)) digests.add(digest);
  const epochs = sessionEpochs();
  await Promise.all([...digests].map((digest) => epochs.advance(digest)));
}

/**
 * Ends every other session of the account, and lets this one go on (after a change made in it,
 * such as turning 2FA on): it is stamped with the account's new epoch. The caller commits it.
 */
export async function endOtherAccountSessions(session: PortalSession): Promise<void> {
  await endAccountSessions(session);
  await keepSessionCurrent(session);
}

/**
 * Lets this session go on at the account's current epoch, ending no other: for a request of
 * this browser that was under way when another request of it ended the account's other
 * sessions (a form sent twice), and that proved the account's password itself. The caller
 * commits it.
 */
export async function keepSessionCurrent(session: PortalSession): Promise<void> {
  const email = readAccountEmail(session);
  if (email) stamp(session, await accountStamp(email));
}

/**
 * Takes back into use, for this request, a session that ended only because its account's
 * sessions were ended since it was issued (not idle, not too old): a copy of the session whose
 * own change ended its copies (a form sent twice, see `ownChange`), for an action that proves
 * the account's password before it does anything. Its cookie stays ended: the action stamps it
 * current (`keepSessionCurrent`) only once that proof has passed. False when it cannot.
 */
export function resumeEndedCopy(session: PortalSession): boolean {
  if (!revoked.has(session)) return false;
  revoked.delete(session);
  if (sessionState(session) === 'active' && session.has('t')) return true;
  revoked.add(session);
  return false;
}

export type SessionState = 'active' | 'expired' | 'none';

/** Whether the session is within its idle time-out and absolute lifetime. */
export function sessionState(session: PortalSession, now = Date.now()): SessionState {
  if (!session.has('t') && !session.has('p')) return 'none';
  // Ended since it was issued, or issued before sessions named their account.
  if (revoked.has(session) || !session.has('a')) return 'expired';
  const config = getConfig();
  const iat = Number(session.get('iat') ?? 0);
  const seen = Number(session.get('seen') ?? 0);
  if (now - iat > config.SESSION_MAX_HOURS * 3600_000) return 'expired';
  if (now - seen > config.SESSION_IDLE_MINUTES * 60_000) return 'expired';
  return 'active';
}

/**
 * The token opened from each session object, with the sealed value it was opened from: the
 * loaders of a page view share a session (see `getSession`), so they open its token once. It
 * lives as long as that session object, which is the request's.
 */
const openedTokens = new WeakMap<PortalSession, { sealed: unknown; token: string | null }>();

export function readToken(session: PortalSession): string | null {
  if (sessionState(session) !== 'active') return null;
  const sealed = session.get('t');
  const opened = openedTokens.get(session);
  if (opened && opened.sealed === sealed) return opened.token;
  const token = openToken(sealed, getConfig().SESSION_SECRET);
  openedTokens.set(session, { sealed, token });
  return token;
}

export function readPendingToken(session: PortalSession): string | null {
  if (sessionState(session) !== 'active') return null;
  return openToken(session.get('p'), getConfig().SESSION_SECRET);
}

/** Marks activity; true when the cookie should be written again (at most once a minute). */
export function touchSession(session: PortalSession, now = Date.now()): boolean {
  const seen = Number(session.get('seen') ?? 0);
  if (now - seen < 60_000) return false;
  session.set('seen', now);
  return true;
}

/** Marks activity (`touchSession`): the Set-Cookie value when the cookie is written again, else null. */
export async function renewSession(request: Request, session: PortalSession): Promise<string | null> {
  return touchSession(session) ? commitSession(request, session) : null;
}

/** A request's session as the gate reads it: the token in use in it, and the cookie renewed for its activity. */
export interface SignedInSession {
  session: PortalSession;
  /** The provider token; null when the session holds none in use (none, or it has ended). */
  token: string | null;
  /** Set-Cookie value when the session's activity time was renewed. */
  setCookie: string | null;
}

/**
 * The session of a request (`getSession`, once per page view with the load context) and its
 * token. A session with a token in use has its activity renewed (`renewSession`); one without
 * is left as it was read, for whatever answers a request not signed in (ended-session.server.ts).
 */
export async function readSignedInSession(request: Request, context?: object): Promise<SignedInSession> {
  const session = await getSession(request, context);
  const token = readToken(session);
  return { session, token, setCookie: token === null ? null : await renewSession(request, session) };
}
