import { fill, type Locale } from '../locales';
import { ASSET_LISTS } from '../seed/assets';
import { DOCUMENTS, DOCUMENT_KIND_DESCRIPTIONS, PORTFOLIOS, PRODUCTS, documentName, documentThumbnail, portfolioOf } from '../seed/catalogue';
import type { SeedNewsItem } from '../seed/news';
import type { SearchHitSource, SearchSection } from '../types';
import { portfolioMedia, productDescriptionHtml, productMedia } from '../views/catalogue';

/** A searchable element: the texts it is found by, and the hit it answers. */
export interface SearchDocument {
  section: SearchSection['key'];
  /** Plain texts matched case-insensitively: title, name, model, description. */
  texts: string[];
  hit: SearchHitSource;
}

export const stripTags = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Everything search covers, in one locale, in section order. */
export function searchDocuments(locale: Locale, news: SeedNewsItem[]): SearchDocument[] {
  const out: SearchDocument[] = [];
  for (const product of PRODUCTS) {
    const portfolioId = portfolioOf(product.id)?.id ?? null;
    out.push({
      section: 'Product',
      texts: [product.name, product.model, product.title[locale], stripTags(productDescriptionHtml(product, locale))],
      hit: {
        title: product.name,
        description: product.title[locale],
        image: productMedia(product).productImage,
        url: `/playbook/${portfolioId}/${product.id}`,
        elementType: 'object',
        id: product.id,
        categoryId: portfolioId,
        model: product.model,
      },
    });
  }
  for (const document of DOCUMENTS) {
    const name = documentName(document, locale);
    const description = fill(DOCUMENT_KIND_DESCRIPTIONS[document.kind], { name: document.product.name })[locale];
    out.push({
      section: 'Documents',
      texts: [name, document.product.model, description],
      hit: {
        title: name,
        description,
        image: documentThumbnail(document),
        url: document.path,
        elementType: 'asset',
        id: document.id,
        categoryId: portfolioOf(document.product.id)?.id ?? null,
        model: document.product.model,
      },
    });
  }
  for (const item of ASSET_LISTS['wiki-article'](locale)) {
    out.push({
      section: 'WikiArticles',
      texts: [item.title ?? '', item.description],
      hit: {
        title: item.title ?? '',
        description: item.description,
        image: item.image,
        url: item.link,
        elementType: 'object',
        id: item.id,
        categoryId: null,
        model: '',
      },
    });
  }
  for (const item of ASSET_LISTS.videos(locale)) {
    out.push({
      section: 'Videos',
      texts: [item.title ?? '', item.description],
      hit: {
        title: item.title ?? '',
        description: item.description,
        image: item.thumbnail,
        url: item.link,
        elementType: item.type === 'Asset' ? 'asset' : 'object',
        id: item.id,
        categoryId: null,
        model: '',
      },
    });
  }
  for (const item of news) {
    out.push({
      section: 'News',
      texts: [item.title[locale], stripTags(item.description[locale])],
      hit: {
        title: item.title[locale],
        description: item.description[locale],
        image: item.image ?? '',
        url: `/news/${item.seofriendlyurl}`,
        elementType: 'object',
        id: item.id,
        categoryId: null,
        model: '',
      },
    });
  }
  for (const portfolio of PORTFOLIOS) {
    out.push({
      section: 'Category',
      texts: [portfolio.name[locale], portfolio.description[locale]],
      hit: {
        title: portfolio.name[locale],
        description: portfolio.description[locale],
        image: portfolioMedia(portfolio).coverLink,
        url: `/playbook/${portfolio.id}`,
        elementType: 'object',
        id: portfolio.id,
        categoryId: portfolio.id,
        model: '',
      },
    });
  }
  return out;
}
