import type { Locale, Localized } from '../../locales';
import { PORTFOLIOS } from '../catalogue';
import type { AssetItem } from '../../types';

const SALES_FLYER: Localized = {
  en: 'Sales flyer',
  de: 'Verkaufsflyer',
  fr: 'Flyer commercial',
  it: 'Volantino commerciale',
  zh: '销售宣传单',
  es: 'Folleto comercial',
  pt: 'Folheto comercial',
};

/** One flyer per portfolio that has products. */
export function salesFlyerAssets(locale: Locale): AssetItem[] {
  return PORTFOLIOS.filter((portfolio) => portfolio.products.length > 0).map((portfolio, index) => {
    const link = `/media/flyers/${portfolio.slug}-flyer.pdf`;
    const image = `/media/flyers/${portfolio.slug}-flyer.svg`;
    return {
      id: 2301 + index,
      type: 'Asset' as const,
      title: `${portfolio.name[locale]} – ${SALES_FLYER[locale]}`,
      assetTitle: `${portfolio.slug}-flyer.pdf`,
      description: portfolio.description[locale],
      documentType: SALES_FLYER[locale],
      image,
      thumbnail: image,
      link,
      video: '',
      asset: link,
    };
  });
}
