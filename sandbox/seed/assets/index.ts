import type { Locale } from '../../locales';
import type { AssetItem } from '../../types';
import { brandingAssets } from './branding';
import { businessCaseAssets } from './business-cases';
import { documentAssets } from './documents';
import { productImageAssets } from './product-images';
import { salesFlyerAssets } from './sales-flyers';
import { videoAssets } from './videos';

/** The six asset lists, by the last segment of their path under `/api/partner/`. */
export const ASSET_LISTS = {
  videos: videoAssets,
  documents: documentAssets,
  'wiki-article': businessCaseAssets,
  'sales-flyers': salesFlyerAssets,
  'product-images': productImageAssets,
  'branding-assets': brandingAssets,
} as const satisfies Record<string, (locale: Locale) => AssetItem[]>;

export type AssetListName = keyof typeof ASSET_LISTS;
export const ASSET_LIST_NAMES = Object.keys(ASSET_LISTS) as AssetListName[];
