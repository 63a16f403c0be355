import { isFormOnlyPath, pageAddressOf, SIGN_IN_PATH, stripBasePath } from '~/lib/paths';
import { MAX_RETURN_PATH_LENGTH, RETURN_TO_FIELD, safeReturnPath } from '~/lib/safe-redirect';
import { publicOrigin } from '~/lib/public-origin.server';
import { NO_STORE } from '~/lib/no-store';
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

/** To sign-in and back (`signInRedirectPath`), without touching the session: a sign-in waiting for its code stays as it is. */
export function redirectToSignIn(request: Request, posted: FormData | null = null): never {
  throw redirect(signInRedirectPath(request, posted), { headers: NO_STORE });
}
