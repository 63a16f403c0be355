import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import { createSession, type SessionData, type SessionStorage } from 'react-router';

export interface CookieSessionOptions {
  name: string;
  /** The first signs; every one is accepted when reading, so a secret can be rotated. */
  secrets: readonly string[];
  secure: boolean;
  path: string;
  /** Seconds. */
  maxAge: number;
}

/** The largest cookie a browser keeps. */
const MAX_COOKIE_LENGTH = 4096;

function signature(value: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(value).digest();
}

/** `value.signature`: HMAC-SHA-256 of the value under the secret, base64 without padding. */
export function signValue(value: string, secret: string): string {
  const base64 = signature(value, secret).toString('base64');
  // '=' appears in base64 only as padding at the end.
  const padding = base64.indexOf('=');
  return `${value}.${padding < 0 ? base64 : base64.slice(0, padding)}`;
}

/** The value of a signed value whose signature one of the secrets made, or null. */
export function unsignValue(signed: string, secrets: readonly string[]): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  for (const secret of secrets) {
    const expected = signature(value, secret);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return value;
  }
  return null;
}

function encodeData(data: unknown): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
}

function decodeData(value: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A session kept whole in a signed cookie (HttpOnly, SameSite=Lax), through React Router's
 * session interface. The cookie is the one `createCookieSessionStorage` writes (the data as
 * base64 JSON, signed with HMAC-SHA-256), so a session survives a change between the two;
 * only the signature is made by Node's HMAC in one synchronous call, where React Router's
 * goes through WebCrypto's key import and job queue on every page view (about 6 % of a page
 * view's CPU, decision 032).
 */
export function createCookieSession<Data extends SessionData, Flash extends SessionData>(options: CookieSessionOptions): SessionStorage<Data, Flash> {
  if (options.secrets.length === 0) throw new Error('a signed cookie session needs a secret');
  const attributes = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: options.path };
  return {
    async getSession(cookieHeader) {
      const raw = cookieHeader ? parseCookie(cookieHeader)[options.name] : undefined;
      const value = raw ? unsignValue(raw, options.secrets) : null;
      // Signed by the portal: what it holds is what the portal wrote.
      return createSession<Data, Flash>(value === null ? undefined : (decodeData(value) as Data));
    },
    async commitSession(session) {
      const value = signValue(encodeData(session.data), options.secrets[0]);
      const cookie = stringifySetCookie({ name: options.name, value, ...attributes, maxAge: options.maxAge });
      if (cookie.length > MAX_COOKIE_LENGTH) throw new Error(`the session cookie would be ${cookie.length} characters, more than a browser keeps`);
      return cookie;
    },
    async destroySession() {
      return stringifySetCookie({ name: options.name, value: '', ...attributes, expires: new Date(0) });
    },
  };
}
