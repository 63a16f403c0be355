import { stringifySetCookie } from 'cookie';
import { BASE_PATH } from './paths';
import { SHOWN_VIEW_COOKIE } from './shown-view';

/** The Set-Cookie of the latest page's mark (`viewMark`): the browser's session long, under the portal's path, readable by scripts. */
export function shownViewCookie(mark: string, secure: boolean): string {
  return stringifySetCookie({ name: SHOWN_VIEW_COOKIE, value: mark, path: BASE_PATH, sameSite: 'lax', secure });
}
