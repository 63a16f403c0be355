import { isSecureRequest } from '~/auth/session.server';
import { preferenceCookie } from '~/lib/preference-cookie.server';
import { calendarIds, toggleCalendarId } from './events';

/**
 * The events the partner added to their calendar (the spec's per-event 'addEvent-{id}'
 * flag), kept in a cookie so the toggle works and survives a reload without JavaScript.
 */
const calendarCookie = preferenceCookie('events');

export async function readCalendar(request: Request): Promise<string[]> {
  try {
    return calendarIds(await calendarCookie.parse(request.headers.get('cookie')));
  } catch {
    return [];
  }
}

/** Flips one event's flag; answers the Set-Cookie value and whether it is now added. */
export async function toggleCalendar(request: Request, id: string): Promise<{ setCookie: string; added: boolean }> {
  const ids = toggleCalendarId(await readCalendar(request), id);
  return {
    setCookie: await calendarCookie.serialize(ids, { secure: isSecureRequest(request) }),
    added: ids.includes(id),
  };
}
