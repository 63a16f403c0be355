import { createCookie, type Cookie } from 'react-router';
import { BASE_PATH } from './paths';

/** How long a partner's choice is kept: a year. */
const A_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * A cookie that keeps one of the partner's choices for the whole portal (language, theme, the
 * sidebar, the calendar, when the notifications were last seen): a year, under /partner,
 * same-site and out of reach of scripts. A choice is no secret, so it is not signed; its
 * reader accepts only the values it knows.
 */
export function preferenceCookie(name: string): Cookie {
  return createCookie(name, { path: BASE_PATH, sameSite: 'lax', httpOnly: true, maxAge: A_YEAR_SECONDS });
}
