/**
 * The query parameters the screens keep their state in, all screens together: search, sort,
 * page, view, tab, filter and open dialog (`doc` is DocumentLink's VIEWER_PARAM, `ticket`
 * support's new-ticket dialog, `signup` and `notice` the sign-in's, `redirectTo` the page a
 * sign-in returns to).
 */
export const URL_STATE_KEYS: ReadonlySet<string> = new Set([
  'page',
  'sort',
  'dir',
  'view',
  'tab',
  'q',
  'query',
  'status',
  'events',
  'lead',
  'news',
  'detail',
  'more',
  'share',
  'doc',
  'twofa',
  't',
  'ticket',
  'signup',
  'notice',
  'redirectTo',
]);

/** The longest value of a state parameter a link carries on (the longest, a page to return to). */
export const MAX_URL_STATE_VALUE_LENGTH = 2048;

/** The longest search text a screen reads from its address; its search boxes take no more. */
export const MAX_SEARCH_LENGTH = 200;

/** The parameters that hold a search text. */
const SEARCH_KEYS: ReadonlySet<string> = new Set(['q', 'query']);

/**
 * A text cut to `MAX_SEARCH_LENGTH` characters, never inside a character outside the Basic
 * Multilingual Plane: a longer search is a pasted mistake or an attack, and would be sent to
 * the provider and echoed in the page.
 */
function cutSearchText(text: string): string {
  if (text.length <= MAX_SEARCH_LENGTH) return text;
  const cut = text.slice(0, MAX_SEARCH_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

/** Control characters other than white space: a NUL makes the page that echoes it invalid HTML, and no partner types one. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A search text from the URL, without control characters, trimmed and cut to `MAX_SEARCH_LENGTH` characters. */
export function searchParam(params: URLSearchParams, key = 'q'): string {
  return cutSearchText(withoutControls(params.get(key) ?? '').trim());
}

/** A text cut to a bound (twice a search's) before its control characters are dropped. */
function withoutControls(raw: string): string {
  const bounded = raw.length > 2 * MAX_SEARCH_LENGTH ? raw.slice(0, 2 * MAX_SEARCH_LENGTH).replace(/[\uD800-\uDBFF]$/, '') : raw;
  return bounded.replace(CONTROL_CHARACTERS, '');
}

/**
 * The state of the address that the page's links and forms carry on: the state parameters
 * only, each once, in their order; a search text cut as the screen reads it, any other value
 * longer than `MAX_URL_STATE_VALUE_LENGTH` left out. Anything else in the address (a tracking
 * tag, a mistyped or hostile parameter) reaches no link: 700 unknown parameters made every
 * link of the leads page carry them, eight times the page's bytes.
 */
export function urlState(current: URLSearchParams | string): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(current)) {
    if (!URL_STATE_KEYS.has(key) || kept.has(key)) continue;
    if (SEARCH_KEYS.has(key)) kept.append(key, cutSearchText(withoutControls(value)));
    else if (value.length <= MAX_URL_STATE_VALUE_LENGTH) kept.append(key, value);
  }
  return kept;
}

/**
 * The longest query a redirect carries on to the page it names. A proxy reads a response's
 * headers into one buffer (nginx: 4 KB), and a redirect's other headers take about a
 * kilobyte; the longest state a page keeps, a page to return to, is 2,048 encoded characters.
 */
export const MAX_REDIRECT_QUERY_LENGTH = 2560;

/**
 * The query, with its `?`, that a redirect carries on from the address it answers: the
 * address's state (`urlState`), each parameter only while the whole stays within
 * `MAX_REDIRECT_QUERY_LENGTH` encoded characters; '' for none. A redirect that repeated the
 * address's query as it came could outgrow what a proxy takes, which then answers 502.
 */
export function redirectQuery(current: URLSearchParams | string): string {
  const kept = new URLSearchParams();
  let length = 0;
  for (const [key, value] of urlState(current)) {
    const part = new URLSearchParams([[key, value]]).toString().length + (length > 0 ? 1 : 0);
    if (length + part > MAX_REDIRECT_QUERY_LENGTH) continue;
    kept.append(key, value);
    length += part;
  }
  return length > 0 ? `?${kept.toString()}` : '';
}

/**
 * URL-held view state: every search, sort, page, view, tab and open modal is a query
 * parameter, so each state can be reloaded, shared and reached without JavaScript. The link
 * carries the address's state (`urlState`) with the changes made. A change of a parameter that
 * is not in `URL_STATE_KEYS` throws: the next page's links would drop it again.
 */
export function withParams(current: URLSearchParams | string, changes: Record<string, string | number | null | undefined>): string {
  const params = urlState(current);
  for (const [key, value] of Object.entries(changes)) {
    if (!URL_STATE_KEYS.has(key)) throw new Error(`withParams: "${key}" is not a state parameter of URL_STATE_KEYS`);
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The address's query without the parameters `keys`, its other parameters in a fixed order. */
function queryWithout(url: URL, keys: readonly string[]): string {
  const params = new URLSearchParams(url.search);
  for (const key of keys) params.delete(key);
  params.sort();
  return params.toString();
}

/**
 * True when two addresses of the same page differ, and only in the parameters `keys` (their
 * order aside). A screen whose one load already holds what those parameters pick (a tab, an
 * open dialog) needs no new request when only they change; the same address again is no
 * change, and another page or any other parameter is one.
 */
export function onlyParamsChanged(currentUrl: URL, nextUrl: URL, keys: readonly string[]): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return false;
  return queryWithout(currentUrl, keys) === queryWithout(nextUrl, keys);
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
