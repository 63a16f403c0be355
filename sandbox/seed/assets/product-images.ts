import type { Locale } from '../../locales';
import { PRODUCTS } from '../catalogue';
import type { AssetItem } from '../../types';

/** One press image per product. */
export function productImageAssets(locale: Locale): AssetItem[] {
  return PRODUCTS.map((product, index) => {
    const image = `/media/product-images/${product.slug}-front.svg`;
    return {
      id: 2401 + index,
      type: 'Asset' as const,
      title: product.name,
      assetTitle: `${product.slug}-front.svg`,
      description: product.title[locale],
      documentType: 'Image',
      image,
      thumbnail: image,
      link: image,
      video: '',
      asset: image,
    };
  });
}
