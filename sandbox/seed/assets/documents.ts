import { fill, type Locale } from '../../locales';
import { DOCUMENTS, DOCUMENT_KIND_DESCRIPTIONS, DOCUMENT_KIND_NAMES, documentName, documentThumbnail } from '../catalogue';
import type { AssetItem } from '../../types';

/** Documents & guides: every product document except the datasheets, which live on the product pages. */
export function documentAssets(locale: Locale): AssetItem[] {
  return DOCUMENTS.filter((document) => document.kind !== 'datasheet').map((document, index) => {
    const thumbnail = documentThumbnail(document);
    return {
      id: 2101 + index,
      type: 'Asset' as const,
      title: documentName(document, locale),
      assetTitle: document.path.split('/').pop() ?? '',
      description: fill(DOCUMENT_KIND_DESCRIPTIONS[document.kind], { name: document.product.name })[locale],
      documentType: DOCUMENT_KIND_NAMES[document.kind][locale],
      image: thumbnail,
      thumbnail,
      link: document.path,
      video: '',
      asset: document.path,
    };
  });
}
