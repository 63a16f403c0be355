import type { Localized } from '../../locales';
import type { DocumentKind } from './document-kinds';

export interface SeedProduct {
  id: number;
  /** A brand name: the same in every locale. */
  name: string;
  model: string;
  slug: string;
  title: Localized;
  /** The first paragraph of the product description (plain text). */
  summary: Localized;
  /** The documents of the product, in order; their ids are `product id * 100 + position`. */
  documents: DocumentKind[];
}

export interface SeedPortfolio {
  id: number;
  slug: string;
  name: Localized;
  description: Localized;
  /** The second paragraph of every product description of the portfolio. */
  details: Localized;
  products: SeedProduct[];
}
