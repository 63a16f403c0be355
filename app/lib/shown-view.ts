import { cookieValue } from './cookie-header';

/**
 * Who and what a page was drawn for: the account signed in (its form mark, '' for none), the
 * interface language, the theme and the time zone the partner chose. The root and the signed-in layout load them once, and
 * keep them over client navigations; a page of another tab that signs in as someone else, or
 * changes the language, theme or time zone, leaves this tab's header, menus and form token behind. The
 * root's loader writes the mark of the latest page into a cookie scripts can read
 * (`SHOWN_VIEW_COOKIE`, written by `shownViewCookie` in shown-view.server.ts; nothing secret in it: the form mark is in every form of the page), and
 * a client navigation that finds it changed loads them again (`viewChangedElsewhere`).
 */
export const SHOWN_VIEW_COOKIE = 'partner_view';

/**
 * The mark of a view. A zone's '/' and '+' become '~' and '!' ('America~Los_Angeles'): the mark
 * is written into a cookie as it is and compared as sent (a zone has no '.', '~' or '!').
 */
export function viewMark(account: string, locale: string, theme: string | null, timeZone: string | null = null): string {
  const zone = timeZone === null ? '' : `.${timeZone.replace(/\//g, '~').replace(/\+/g, '!')}`;
  return `${account || '-'}.${locale}.${theme ?? 'auto'}${zone}`;
}

/** The mark of what this tab shows, in the browser (`rememberShownView`). */
let shown: string | null = null;

export function rememberShownView(mark: string): void {
  if (typeof document !== 'undefined') shown = mark;
}

/** Whether a page of another tab has been drawn for another account, language, theme or time zone since this tab's root loaded. */
export function viewChangedElsewhere(): boolean {
  if (typeof document === 'undefined' || shown === null) return false;
  const latest = cookieValue(document.cookie, SHOWN_VIEW_COOKIE);
  return latest !== null && latest !== shown;
}
