import { describe, expect, it } from 'vitest';
import { pinnedItemHref } from '~/dashboard/pinned';

describe('pinnedItemHref', () => {
  it('links a product to its portfolio and product', () => {
    expect(pinnedItemHref({ id: '31', type: 'Product', category: '3' })).toBe('/playbook/3/31');
  });

  it('links a category to its portfolio', () => {
    expect(pinnedItemHref({ id: '2', type: 'Category', category: null })).toBe('/playbook/2');
  });

  it('links no other type', () => {
    expect(pinnedItemHref({ id: '3101', type: 'Document', category: '3' })).toBeNull();
    expect(pinnedItemHref({ id: '7', type: '', category: null })).toBeNull();
    expect(pinnedItemHref({ id: '7', type: 'product', category: '1' })).toBeNull();
  });

  it('links nothing when an id is missing or not path-safe', () => {
    expect(pinnedItemHref({ id: '31', type: 'Product', category: null })).toBeNull();
    expect(pinnedItemHref({ id: null, type: 'Category', category: null })).toBeNull();
    expect(pinnedItemHref({ id: '../signin', type: 'Category', category: null })).toBeNull();
    expect(pinnedItemHref({ id: '31', type: 'Product', category: '1/../../x' })).toBeNull();
  });
});
