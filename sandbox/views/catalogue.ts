import type { Locale } from '../locales';
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENTS,
  PORTFOLIOS,
  PRODUCTS,
  documentName,
  documentsOf,
  documentThumbnail,
  portfolioOf,
  type SeedDocument,
  type SeedPortfolio,
  type SeedProduct,
} from '../seed/catalogue';
import type { DocumentItem, ElementType, PinnedItem, Pin, Portfolio, Product } from '../types';

/** Answers whether the account has pinned an element. */
export type IsPinned = (elementType: ElementType, id: number) => boolean;

export function productDescriptionHtml(product: SeedProduct, locale: Locale): string {
  const portfolio = portfolioOf(product.id);
  const details = portfolio?.details[locale] ?? '';
  return `<p>${product.summary[locale]}</p><p>${details}</p>`;
}

export const productMedia = (product: SeedProduct) => ({
  productImage: `/media/products/${product.slug}.svg`,
  image: `/media/products/${product.slug}-detail.svg`,
  coverLink: `/media/products/${product.slug}-cover.svg`,
});

export const portfolioMedia = (portfolio: SeedPortfolio) => ({
  coverLink: `/media/portfolios/${portfolio.slug}.svg`,
  productImage: `/media/portfolios/${portfolio.slug}-products.svg`,
  coverDetail: `/media/portfolios/${portfolio.slug}-detail.svg`,
});

export function documentView(document: SeedDocument, locale: Locale, isPinned: IsPinned): DocumentItem {
  return {
    id: document.id,
    name: documentName(document, locale),
    document: document.path,
    type: 'Document',
    favorite: isPinned('Document', document.id),
  };
}

export function productView(product: SeedProduct, locale: Locale, isPinned: IsPinned): Product {
  const documents = documentsOf(product);
  return {
    id: product.id,
    type: 'Product',
    name: product.name,
    model: product.model,
    title: product.title[locale],
    description: productDescriptionHtml(product, locale),
    category: portfolioOf(product.id)?.id ?? 0,
    seofriendlyurl: product.slug,
    ...productMedia(product),
    document: documents[0]?.path ?? '',
    contentList: documents.map((document) => documentView(document, locale, isPinned)),
    favorite: isPinned('Product', product.id),
    elementType: 'Product',
  };
}

export function portfolioView(portfolio: SeedPortfolio, locale: Locale, isPinned: IsPinned): Portfolio {
  return {
    id: portfolio.id,
    type: 'Category',
    name: portfolio.name[locale],
    seofriendlyurl: portfolio.slug,
    descriptionWeb: portfolio.description[locale],
    ...portfolioMedia(portfolio),
    favorite: isPinned('Category', portfolio.id),
    products: portfolio.products.map((product) => productView(product, locale, isPinned)),
  };
}

export function portfoliosView(locale: Locale, isPinned: IsPinned): Portfolio[] {
  return PORTFOLIOS.map((portfolio) => portfolioView(portfolio, locale, isPinned));
}

/** Finds a pinnable element by id, within one element type or (without one) any. */
export function findPinnable(id: number, elementType?: ElementType): Pin | null {
  const types: ElementType[] = elementType ? [elementType] : ['Product', 'Category', 'Document'];
  for (const type of types) {
    const found =
      type === 'Product'
        ? PRODUCTS.some((product) => product.id === id)
        : type === 'Category'
          ? PORTFOLIOS.some((portfolio) => portfolio.id === id)
          : DOCUMENTS.some((document) => document.id === id);
    if (found) return { id, elementType: type };
  }
  return null;
}

export function pinnedItemView(pin: Pin, locale: Locale): PinnedItem | null {
  if (pin.elementType === 'Product') {
    const product = PRODUCTS.find((candidate) => candidate.id === pin.id);
    if (!product) return null;
    const media = productMedia(product);
    return {
      id: product.id,
      type: 'Product',
      name: product.name,
      model: product.model,
      seofriendlyurl: product.slug,
      description: productDescriptionHtml(product, locale),
      productImage: media.productImage,
      coverLink: media.coverLink,
      document: documentsOf(product)[0]?.path ?? '',
      category: portfolioOf(product.id)?.id ?? null,
    };
  }
  if (pin.elementType === 'Category') {
    const portfolio = PORTFOLIOS.find((candidate) => candidate.id === pin.id);
    if (!portfolio) return null;
    const media = portfolioMedia(portfolio);
    return {
      id: portfolio.id,
      type: 'Category',
      name: portfolio.name[locale],
      model: '',
      seofriendlyurl: portfolio.slug,
      description: portfolio.description[locale],
      productImage: media.productImage,
      coverLink: media.coverLink,
      document: '',
      category: null,
    };
  }
  const document = DOCUMENTS.find((candidate) => candidate.id === pin.id);
  if (!document) return null;
  return {
    id: document.id,
    type: 'Document',
    name: documentName(document, locale),
    model: document.product.model,
    seofriendlyurl: `${document.product.slug}-${document.kind}`,
    description: DOCUMENT_KIND_NAMES[document.kind][locale],
    productImage: documentThumbnail(document),
    coverLink: documentThumbnail(document),
    document: document.path,
    category: portfolioOf(document.product.id)?.id ?? null,
  };
}
