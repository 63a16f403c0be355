import type { Pin } from '../types';

/** The pinned items of a fresh account: two products, one portfolio, one document. */
export function seedPins(): Pin[] {
  return [
    { elementType: 'Product', id: 11 },
    { elementType: 'Product', id: 31 },
    { elementType: 'Category', id: 2 },
    { elementType: 'Document', id: 3101 },
  ];
}
