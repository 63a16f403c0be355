/**
 * URL-held view state: every search, sort, page, view, tab and open modal is a query
 * parameter, so each state can be reloaded, shared and reached without JavaScript.
 */
export function withParams(current: URLSearchParams | string, changes: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** A positive page number from the URL, 1 for anything else. */
export function pageParam(params: URLSearchParams, key = 'page'): number {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

export type SortDirection = 'asc' | 'desc';

export function sortParams<K extends string>(params: URLSearchParams, keys: readonly K[], fallback: K): { sort: K; dir: SortDirection } {
  const sort = params.get('sort');
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  return { sort: (keys as readonly string[]).includes(sort ?? '') ? (sort as K) : fallback, dir };
}

/** One of the allowed values of a parameter, else the default. */
export function choiceParam<V extends string>(params: URLSearchParams, key: string, values: readonly V[], fallback: V): V {
  const value = params.get(key);
  return (values as readonly string[]).includes(value ?? '') ? (value as V) : fallback;
}
