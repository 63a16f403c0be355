import type { Locale } from '../locales';
import { DOCUMENTS, PORTFOLIOS, PRODUCTS, documentName, portfolioOf } from '../seed/catalogue';
import type { ContentLinkRef } from '../seed/content-links';
import type { LinkItem } from '../types';

function linkItem(ref: ContentLinkRef, locale: Locale): LinkItem | null {
  if (ref.elementType === 'Product') {
    const product = PRODUCTS.find((candidate) => candidate.id === ref.id);
    const portfolio = portfolioOf(ref.id);
    if (!product || !portfolio) return null;
    return { title: product.name, path: `/playbook/${portfolio.id}/${product.id}`, description: product.title[locale], type: 'Product' };
  }
  if (ref.elementType === 'Category') {
    const portfolio = PORTFOLIOS.find((candidate) => candidate.id === ref.id);
    if (!portfolio) return null;
    return { title: portfolio.name[locale], path: `/playbook/${portfolio.id}`, description: portfolio.description[locale], type: 'Category' };
  }
  const document = DOCUMENTS.find((candidate) => candidate.id === ref.id);
  if (!document) return null;
  return { title: documentName(document, locale), path: document.path, description: document.product.title[locale], type: 'Document' };
}

export function contentLinksView(refs: readonly ContentLinkRef[], locale: Locale): LinkItem[] {
  return refs.flatMap((ref) => {
    const item = linkItem(ref, locale);
    if (!item) return [];
    return [ref.untitled ? { ...item, title: null } : item];
  });
}
