import { DASHBOARD_PATH, appPath } from '~/lib/paths';
import { safeReturnPath } from '~/lib/safe-redirect';

const RESULTS_PATH = appPath('/searchresults');

/** Whether the results address carries no query to search for (missing, empty or blank). */
export function isBlankQuery(value: string | null): boolean {
  return (value ?? '').trim() === '';
}

/**
 * Spec 2 and 5: a search navigates only for a non-empty query. The results address with a
 * blank query (typed, bookmarked, or sent by a form) is therefore not a page of its own: it
 * leads back to the portal page the partner came from (the Referer, same origin only), as if
 * the empty search had not been made; with none, to the dashboard.
 */
export function emptySearchTarget(referer: string | null, origin: string): string {
  if (!referer) return DASHBOARD_PATH;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return DASHBOARD_PATH;
  }
  if (from.origin !== origin) return DASHBOARD_PATH;
  const target = safeReturnPath(`${from.pathname}${from.search}`);
  const back = new URL(target, origin);
  // Never back to a blank search itself.
  if (back.pathname === RESULTS_PATH && isBlankQuery(back.searchParams.get('query'))) return DASHBOARD_PATH;
  return target;
}
