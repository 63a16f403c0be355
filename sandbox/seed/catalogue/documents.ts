import type { Locale } from '../../locales';
import { DOCUMENT_KIND_NAMES, type DocumentKind } from './document-kinds';
import type { SeedPortfolio, SeedProduct } from './types';

export interface SeedDocument {
  id: number;
  kind: DocumentKind;
  product: SeedProduct;
  path: string;
}

/** The documents of a product; ids are `product id * 100 + position`. */
export function documentsOf(product: SeedProduct): SeedDocument[] {
  return product.documents.map((kind, index) => ({
    id: product.id * 100 + index + 1,
    kind,
    product,
    path: `/media/documents/${product.slug}-${kind}.pdf`,
  }));
}

export function allDocuments(portfolios: readonly SeedPortfolio[]): SeedDocument[] {
  return portfolios.flatMap((portfolio) => portfolio.products.flatMap(documentsOf));
}

export function documentName(document: SeedDocument, locale: Locale): string {
  return `${document.product.name} – ${DOCUMENT_KIND_NAMES[document.kind][locale]}`;
}

export function documentThumbnail(document: SeedDocument): string {
  return `/media/documents/${document.product.slug}-${document.kind}.svg`;
}
