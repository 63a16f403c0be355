import type { AssetCategorySlug } from '~/upstream/assets.server';

/** How a category's cards look (spec 2, "Card layouts per type"). */
export type AssetLayout = 'video' | 'document' | 'businessCase' | 'productImage' | 'branding';

export interface AssetCategory {
  slug: AssetCategorySlug;
  layout: AssetLayout;
}

/** The six categories of the media assets, in the order of the spec's route table. */
export const ASSET_CATEGORIES: readonly AssetCategory[] = [
  { slug: 'videos-tutorials', layout: 'video' },
  { slug: 'documents-guides', layout: 'document' },
  { slug: 'business-cases', layout: 'businessCase' },
  { slug: 'sales-flyers', layout: 'document' },
  { slug: 'product-images', layout: 'productImage' },
  { slug: 'branding-assets', layout: 'branding' },
];

export function findAssetCategory(slug: string | undefined): AssetCategory | null {
  return ASSET_CATEGORIES.find((category) => category.slug === slug) ?? null;
}

/** Spec 9: asset page size. */
export const ASSET_PAGE_SIZE = 12;

export const ASSET_VIEWS = ['cards', 'table'] as const;
