import { describe, expect, it } from 'vitest';
import { pinnedItemHref } from '~/dashboard/pinned';
import { portfolioHref, productHref } from '~/playbook/links';
import { toHitView } from '~/search/search-results';
import { searchResponseSchema } from '~/upstream/schemas/search';

describe('playbook links', () => {
  it('name the screens below the basename', () => {
    expect(portfolioHref('3')).toBe('/playbook/3');
    expect(productHref('3', '31')).toBe('/playbook/3/31');
  });

  it('encode each id as one path segment', () => {
    expect(portfolioHref('a/b c')).toBe('/playbook/a%2Fb%20c');
    expect(productHref('ü?x', '#1/../2')).toBe('/playbook/%C3%BC%3Fx/%231%2F..%2F2');
    // The router reads each segment back as the id it was built from.
    const [, , portfolio, product] = productHref('a/b c', 'x?y').split('/');
    expect([decodeURIComponent(portfolio), decodeURIComponent(product)]).toEqual(['a/b c', 'x?y']);
  });

  it('are the links of the pinned items', () => {
    expect(pinnedItemHref({ id: '31', type: 'Product', category: 'p-3' })).toBe(productHref('p-3', '31'));
    expect(pinnedItemHref({ id: 'p-3', type: 'Category', category: null })).toBe(portfolioHref('p-3'));
  });

  it('are the links of the search hits, an id that needs encoding too', () => {
    const [product, category] = searchResponseSchema.parse({
      body: [
        { key: 'Product', group_docs: { hits: { hits: [{ _source: { title: 'Drone', id: 'd 1', categoryId: 'air/sea', elementType: 'object' } }] } } },
        { key: 'Category', group_docs: { hits: { hits: [{ _source: { title: 'Air', id: 'air/sea', elementType: 'object' } }] } } },
      ],
    });
    const mappers = { media: () => null, strip: (html: string | null | undefined) => html ?? '' };
    expect(toHitView('Product', product.hits[0], 0, mappers).action).toEqual({ kind: 'link', href: '/playbook/air%2Fsea/d%201' });
    expect(toHitView('Category', category.hits[0], 0, mappers).action).toEqual({ kind: 'link', href: '/playbook/air%2Fsea' });
  });
});
