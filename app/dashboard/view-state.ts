import { onlyParamsChanged } from '~/lib/url-state';

/**
 * The dashboard's URL-held view state: the content tab and whether all events show.
 * Both lists and every event come with one load, so changing only these parameters
 * needs no new request.
 */
export const CONTENT_TABS = ['popular', 'new'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
export const DEFAULT_TAB: ContentTab = 'popular';

export const VIEW_PARAMS = ['tab', 'events'] as const;

export function contentTab(params: URLSearchParams): ContentTab {
  const value = params.get('tab');
  return (CONTENT_TABS as readonly string[]).includes(value ?? '') ? (value as ContentTab) : DEFAULT_TAB;
}

export function showAllEvents(params: URLSearchParams): boolean {
  return params.get('events') === 'all';
}

/** True when two addresses of the same page differ, and only in the view parameters. */
export function onlyViewStateChanged(current: URL, next: URL): boolean {
  return onlyParamsChanged(current, next, VIEW_PARAMS);
}
