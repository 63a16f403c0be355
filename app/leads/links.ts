import { appPath } from '~/lib/paths';
import { urlState } from '~/lib/url-state';

/** The URL parameters that decide which leads the table shows, in which order. */
export const LEAD_VIEW_PARAMS = ['q', 'status', 'sort', 'dir'] as const;

/** The CSV export of exactly the rows the current view shows: same search, status and sort. */
export function exportHref(current: URLSearchParams): string {
  const params = new URLSearchParams();
  const state = urlState(current);
  for (const key of LEAD_VIEW_PARAMS) {
    const value = state.get(key);
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return appPath(`/leads/export.csv${query ? `?${query}` : ''}`);
}

/** The `id` of a lead's row: the fragment its details link and the details dialog's close link return to. */
export const leadAnchor = (id: string) => `lead-${id}`;
