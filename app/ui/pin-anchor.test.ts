import { describe, expect, it } from 'vitest';
import { pinAnchor, returnFragment } from '~/ui/pin-anchor';

describe('returnFragment', () => {
  it('is the pinned item’s form when the form names no element', () => {
    expect(returnFragment(null, 'Product', '12')).toBe(pinAnchor('Product', '12'));
    expect(returnFragment('', 'Category', '3')).toBe('pin-category-3');
  });

  it('is the element the form names: the section an unpinned card leaves', () => {
    expect(returnFragment('pinned', 'Product', '12')).toBe('pinned');
  });

  it('refuses what is not a plain id, so nothing else reaches the address', () => {
    for (const hostile of ['a b', '#pinned', 'x"onload', '../x', '1abc', 'x'.repeat(65), new File([], 'f')]) {
      expect(returnFragment(hostile, 'Product', '12')).toBe('pin-product-12');
    }
  });
});
