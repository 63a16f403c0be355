/**
 * The `id` of a pin form, and the fragment of the address the partner returns to after
 * pinning or unpinning: the browser brings the item back into view, with or without
 * JavaScript. Unique per item on a page (a product and a document may share an id).
 */
export function pinAnchor(elementType: string, id: string): string {
  return `pin-${elementType.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${id}`;
}

/** The element the partner returns to: the one the form names (an id of the page), else the pinned item's form. */
export function returnFragment(returnAnchor: unknown, elementType: string, id: string): string {
  return typeof returnAnchor === 'string' && /^[A-Za-z][\w-]{0,63}$/.test(returnAnchor) ? returnAnchor : pinAnchor(elementType, id);
}
