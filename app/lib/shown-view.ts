import { cookieValue } from './cookie-header';

/**
 * Who and what a page was drawn for: the account signed in (its form mark, '' for none), the
 * interface language and the theme. The root and the signed-in layout load them once, and
 * keep them over client navigations; a page of another tab that signs in as someone else, or
 * changes the language or theme, leaves this tab's header, menus and form token behind. The
 * root's loader writes the mark of the latest page into a cookie scripts can read
 * (`SHOWN_VIEW_COOKIE`, written by `shownViewCookie` in shown-view.server.ts; nothing secret in it: the form mark is in every form of the page), and
 * a client navigation that finds it changed loads them again (`viewChangedElsewhere`).
 */
export const SHOWN_VIEW_COOKIE = 'partner_view';

export function viewMark(account: string, locale: string, theme: string | null): string {
  return `${account || '-'}.${locale}.${theme ?? 'auto'}`;
}

/** The mark of what this tab shows, in the browser (`rememberShownView`). */
let shown: string | null = null;

export function rememberShownView(mark: string): void {
  if (typeof document !== 'undefined') shown = mark;
}

/** Whether a page of another tab has been drawn for another account, language or theme since this tab's root loaded. */
export function viewChangedElsewhere(): boolean {
  if (typeof document === 'undefined' || shown === null) return false;
  const latest = cookieValue(document.cookie, SHOWN_VIEW_COOKIE);
  return latest !== null && latest !== shown;
}
