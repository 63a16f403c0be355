import { preferenceCookie } from '~/lib/preference-cookie.server';
import { isTimeZone } from '~/lib/time-zone';

export type Theme = 'light' | 'dark';

/** The theme the partner chose; without it the system preference applies through CSS. */
export const themeCookie = preferenceCookie('theme');

export async function getTheme(request: Request): Promise<Theme | null> {
  const value = await themeCookie.parse(request.headers.get('cookie'));
  return value === 'light' || value === 'dark' ? value : null;
}

/** The time zone the partner chose to see times in (an IANA name); without it their country's applies (lib/time-zone.ts). */
export const timeZoneCookie = preferenceCookie('time_zone');

/** The zone the partner chose, when the cookie names one Intl knows; else null. */
export async function getChosenTimeZone(request: Request): Promise<string | null> {
  const value: unknown = await timeZoneCookie.parse(request.headers.get('cookie'));
  return isTimeZone(value) ? value : null;
}
