/**
 * The `id` of a pin form, and the fragment of the address the partner returns to after
 * pinning or unpinning: the browser brings the item back into view, with or without
 * JavaScript. Unique per item on a page (a product and a document may share an id).
 */
export function pinAnchor(elementType: string, id: string): string {
  return `pin-${elementType.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${id}`;
}
