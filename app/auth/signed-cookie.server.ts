import { createCookie, type Cookie } from 'react-router';
import { getConfig } from '~/config.server';
import { cookieValue } from '~/lib/cookie-header';
import { isSecureRequest } from './session.server';

/** Whether the request carries a cookie of this name at all (valid or not), so it can be cleared. */
export function hasCookie(request: Request, name: string): boolean {
  return cookieValue(request.headers.get('cookie'), name) !== null;
}

/**
 * A cookie of the portal's own, signed with the session secrets, httpOnly and SameSite=Lax:
 * over HTTPS `Secure` with the `__Secure-` prefix, as the session cookie. Each of the two
 * forms is made once, on first use (the secrets come from the configuration).
 */
export function signedCookie(name: string, options: { path: string; maxAge: number }): (request: Request) => Cookie {
  const made = new Map<boolean, Cookie>();
  return (request) => {
    const secure = isSecureRequest(request);
    let cookie = made.get(secure);
    if (!cookie) {
      cookie = createCookie(secure ? `__Secure-${name}` : name, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: options.path,
        secrets: getConfig().SESSION_SECRET,
        maxAge: options.maxAge,
      });
      made.set(secure, cookie);
    }
    return cookie;
  };
}
