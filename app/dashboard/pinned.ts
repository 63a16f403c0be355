import { portfolioHref, productHref } from '~/playbook/links';

export interface PinnedRef {
  id: string | null;
  type: string;
  /** For a product: the id of its portfolio. */
  category: string | null;
}

const SEGMENT = /^[\w-]{1,64}$/;

/**
 * Where a pinned card leads (spec 2): a product to /playbook/{portfolioId}/{productId}, a
 * category to /playbook/{categoryId}, any other type (or an item missing an id) nowhere. The
 * path is the one links name: React Router adds the basename.
 */
export function pinnedItemHref(item: PinnedRef): string | null {
  const id = item.id ?? '';
  if (!SEGMENT.test(id)) return null;
  if (item.type === 'Product') {
    const portfolio = item.category ?? '';
    return SEGMENT.test(portfolio) ? productHref(portfolio, id) : null;
  }
  if (item.type === 'Category') return portfolioHref(id);
  return null;
}
