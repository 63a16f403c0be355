import type { ElementType } from '../types';

/** An entry of the dashboard's popular or new content, pointing at a catalogue element. */
export interface ContentLinkRef {
  elementType: ElementType;
  id: number;
  /** The provider sometimes answers an item without a title. */
  untitled?: boolean;
}

export const POPULAR_CONTENT: readonly ContentLinkRef[] = [
  { elementType: 'Product', id: 11 },
  { elementType: 'Product', id: 31 },
  { elementType: 'Category', id: 2 },
  { elementType: 'Document', id: 1101 },
  { elementType: 'Product', id: 21 },
  { elementType: 'Document', id: 3101 },
  { elementType: 'Category', id: 5 },
  { elementType: 'Product', id: 51 },
];

export const NEW_CONTENT: readonly ContentLinkRef[] = [
  { elementType: 'Product', id: 14 },
  { elementType: 'Document', id: 5202 },
  { elementType: 'Product', id: 34 },
  { elementType: 'Category', id: 6 },
  { elementType: 'Document', id: 2201 },
  { elementType: 'Product', id: 53 },
  { elementType: 'Document', id: 4203, untitled: true },
  { elementType: 'Product', id: 65 },
];
