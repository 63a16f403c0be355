import { compareNatural, compareProductNames, matchesQuery } from '~/lib/text';
import type { SortDirection } from '~/lib/url-state';

/** The fields of a product the portfolio search looks at (spec 5), description as plain text. */
export interface SearchableProduct {
  id: string | null;
  title: string;
  category: string | null;
  document: string | null;
  /** The description with its markup stripped. */
  description: string;
  contentList: ReadonlyArray<{ name: string; document?: string | null }>;
  model: string;
  name: string;
  productImage: string | null;
  image: string | null;
  coverLink: string | null;
}

/**
 * Spec 5: the portfolio product search is case-insensitive on id, title, category,
 * document, description, contentList (its documents' names), model, name and the image
 * fields.
 */
export function productMatches(product: SearchableProduct, query: string): boolean {
  return matchesQuery(query, [
    product.id,
    product.title,
    product.category,
    product.document,
    product.description,
    ...product.contentList.map((item) => item.name),
    product.model,
    product.name,
    product.productImage,
    product.image,
    product.coverLink,
  ]);
}

/** Spec 5: the document table's search matches the name or the document. */
export function documentMatches(item: { name: string; document: string | null }, query: string): boolean {
  return matchesQuery(query, [item.name, item.document]);
}

export const PRODUCT_SORT_KEYS = ['name'] as const;

/**
 * Spec 4: products by name, ascending by default: the first number in the name, then
 * natural text order. A product without a name sorts by its model.
 */
export function sortProducts<T extends { name: string; model: string }>(items: readonly T[], dir: SortDirection): T[] {
  const sign = dir === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => sign * compareProductNames(a.name || a.model, b.name || b.model));
}

/** Documents by name in natural order. */
export function sortDocuments<T extends { name: string }>(items: readonly T[], dir: SortDirection): T[] {
  const sign = dir === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => sign * compareNatural(a.name, b.name));
}

/** Spec 3: a name falls back to the seofriendlyurl, then to none (the view shows 'No name available'). */
export function displayName(name: string, seofriendlyurl: string): string | null {
  if (name.trim() !== '') return name.trim();
  if (seofriendlyurl.trim() !== '') return seofriendlyurl.trim();
  return null;
}

const FIRST_PARAGRAPH = /^\s*(<p(?:\s[^>]*)?>[\s\S]*?<\/p>)([\s\S]*)$/i;

/**
 * Splits description HTML into its first paragraph and the rest (for 'Read More'); a rest
 * with no text (by `plainText`, the server's one HTML-to-text conversion) and no image is
 * nothing more to read. HTML that does not start with a paragraph is one piece. The caller
 * sanitises both parts again: a split of markup is not trusted by itself.
 */
export function splitFirstParagraph(html: string, plainText: (html: string) => string): { first: string; rest: string } {
  const match = FIRST_PARAGRAPH.exec(html);
  if (!match) return { first: html.trim(), rest: '' };
  const rest = match[2].trim();
  const hasContent = /<img\b/i.test(rest) || plainText(rest) !== '';
  return { first: match[1], rest: hasContent ? rest : '' };
}
