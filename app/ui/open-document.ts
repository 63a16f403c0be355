/** A document a page links to, as its in-page viewer shows it. */
export interface ViewableDocument {
  href: string;
  title: string;
}

/**
 * The document that the viewer's address (`?doc=`) opens among those a page links to: the
 * first one linked to that address, so a document linked twice (a product and its datasheet
 * both pinned) opens once. Null when the address names none of them.
 */
export function openDocument<D extends ViewableDocument>(documents: ReadonlyArray<D | null>, param: string | null): D | null {
  if (!param) return null;
  return documents.find((document): document is D => document !== null && document.href === param) ?? null;
}
