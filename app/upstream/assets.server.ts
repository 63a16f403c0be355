import { getParsed, type UpstreamContext } from './client.server';
import { assetListResponseSchema } from './schemas/assets';

/** The six asset lists, by the portal's category slug, with the provider path of each. */
export const ASSET_CATEGORY_PATHS = {
  'videos-tutorials': '/api/partner/videos',
  'documents-guides': '/api/partner/documents',
  'business-cases': '/api/partner/wiki-article',
  'sales-flyers': '/api/partner/sales-flyers',
  'product-images': '/api/partner/product-images',
  'branding-assets': '/api/partner/branding-assets',
} as const;
export type AssetCategorySlug = keyof typeof ASSET_CATEGORY_PATHS;

export function getAssetList(ctx: UpstreamContext, slug: AssetCategorySlug) {
  return getParsed(ctx, ASSET_CATEGORY_PATHS[slug], assetListResponseSchema, { query: { locale: ctx.locale } });
}
