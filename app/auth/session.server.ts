import { randomBytes } from 'node:crypto';
import { createCookieSessionStorage, createSession, type Session, type SessionStorage } from '@remix-run/node';
import { getConfig } from '~/config.server';
import { keepIn } from '~/lib/bounded-cache';
import { BASE_PATH } from '~/lib/paths';
import { openToken, sealToken } from './token-crypto.server';

interface SessionData {
  /** Sealed provider token of a signed-in partner. */
  t: string;
  /** Sealed token of a sign-in that still waits for its one-time code. */
  p: string;
  /** E-mail remembered for the one-time-code step. */
  e: string;
  /** Issued at and last seen (ms since epoch). */
  iat: number;
  seen: number;
  /** Per-session CSRF token. */
  csrf: string;
}
interface FlashData {
  notice: string;
}
export type PortalSession = Session<SessionData, FlashData>;

const storages = new Map<string, SessionStorage<SessionData, FlashData>>();

/** Over HTTPS the cookie is `Secure` and carries the `__Secure-` prefix. */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

function storageFor(request: Request): SessionStorage<SessionData, FlashData> {
  return storageOf(isSecureRequest(request));
}

function storageOf(secure: boolean): SessionStorage<SessionData, FlashData> {
  const key = secure ? 'secure' : 'plain';
  let storage = storages.get(key);
  if (!storage) {
    const config = getConfig();
    storage = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: secure ? '__Secure-partner_session' : 'partner_session',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: BASE_PATH,
        secrets: config.SESSION_SECRET,
        maxAge: config.SESSION_MAX_HOURS * 3600,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

const READ_SESSIONS_LIMIT = 1000;
const readSessions = new Map<string, Readonly<PortalSession['data']>>();

/**
 * The session in the request's cookie. A page's loaders each read it (the root, the layout
 * and the page), and a partner's requests carry the same cookie until it is committed again;
 * checking the cookie's signature is the costly part, so the data read from one cookie
 * header is kept (at most a thousand) and each caller gets a session of its own over a copy.
 */
export async function getSession(request: Request): Promise<PortalSession> {
  const secure = isSecureRequest(request);
  const storage = storageOf(secure);
  const header = request.headers.get('cookie');
  if (!header) return storage.getSession(header);
  const key = `${secure ? 's' : 'p'}\n${header}`;
  const known = readSessions.get(key);
  if (known) return createSession<SessionData, FlashData>({ ...known } as SessionData);
  const session = await storage.getSession(header);
  keepIn(readSessions, READ_SESSIONS_LIMIT, key, Object.freeze({ ...session.data }));
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

export function setSignedIn(session: PortalSession, token: string): void {
  session.set('t', sealToken(token, getConfig().SESSION_SECRET));
  session.unset('p');
  session.unset('e');
}

export function setPendingOtp(session: PortalSession, pendingToken: string, email: string): void {
  session.set('p', sealToken(pendingToken, getConfig().SESSION_SECRET));
  session.set('e', email);
  session.unset('t');
}

export type SessionState = 'active' | 'expired' | 'none';

/** Whether the session is within its idle time-out and absolute lifetime. */
export function sessionState(session: PortalSession, now = Date.now()): SessionState {
  if (!session.has('t') && !session.has('p')) return 'none';
  const config = getConfig();
  const iat = Number(session.get('iat') ?? 0);
  const seen = Number(session.get('seen') ?? 0);
  if (now - iat > config.SESSION_MAX_HOURS * 3600_000) return 'expired';
  if (now - seen > config.SESSION_IDLE_MINUTES * 60_000) return 'expired';
  return 'active';
}

export function readToken(session: PortalSession): string | null {
  if (sessionState(session) !== 'active') return null;
  return openToken(session.get('t'), getConfig().SESSION_SECRET);
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
