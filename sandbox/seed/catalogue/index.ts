import { accessories } from './accessories';
import { crawlers } from './crawlers';
import { allDocuments, type SeedDocument } from './documents';
import { drones } from './drones';
import { gauges } from './gauges';
import { software } from './software';
import { training } from './training';
import { ultrasonic } from './ultrasonic';
import type { SeedPortfolio, SeedProduct } from './types';

export type { SeedPortfolio, SeedProduct } from './types';
export { DOCUMENT_KIND_DESCRIPTIONS, DOCUMENT_KIND_NAMES, type DocumentKind } from './document-kinds';
export { documentName, documentsOf, documentThumbnail, type SeedDocument } from './documents';

export const PORTFOLIOS: readonly SeedPortfolio[] = [drones, crawlers, ultrasonic, gauges, software, accessories, training];

export const PRODUCTS: readonly SeedProduct[] = PORTFOLIOS.flatMap((portfolio) => portfolio.products);

export const DOCUMENTS: readonly SeedDocument[] = allDocuments(PORTFOLIOS);

export function portfolioOf(productId: number): SeedPortfolio | undefined {
  return PORTFOLIOS.find((portfolio) => portfolio.products.some((product) => product.id === productId));
}

export function findProduct(productId: number): SeedProduct | undefined {
  return PRODUCTS.find((product) => product.id === productId);
}
