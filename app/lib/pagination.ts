import { pageParam, searchParam } from './url-state';

export type PageItem = number | 'gap';

/**
 * The pages to show for a pager (spec 9: sibling count 1, collapsing with ellipses when
 * there are more than 6 pages): first, last, the current page and one on each side.
 */
export function pageRange(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= 6) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];
  // Near either end, show a fixed run so the pager does not jump in width.
  const run = 3 + 2 * siblings;
  if (page <= 2 + siblings) {
    for (let i = 2; i <= run; i += 1) items.push(i);
    items.push('gap', total);
    return items;
  }
  if (page >= total - 1 - siblings) {
    items.push('gap');
    for (let i = total - run + 1; i < total; i += 1) items.push(i);
    items.push(total);
    return items;
  }
  items.push('gap');
  for (let i = start; i <= end; i += 1) items.push(i);
  items.push('gap', total);
  return items;
}

/** One page of a list, with the page clamped into range. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pageCount,
    total: items.length,
  };
}

/**
 * The page of a searched list that its address asks for: what `find` finds for the search
 * text (`?q`), the page `?page` of it, `pageSize` items a page.
 */
export function searchedPage<T>(params: URLSearchParams, items: readonly T[], find: (items: readonly T[], query: string) => T[], pageSize: number) {
  return paginate(find(items, searchParam(params)), pageParam(params), pageSize);
}
