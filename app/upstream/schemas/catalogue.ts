import { z } from 'zod';
import { flag, id, list, mediaRef, optionalText, record, text, unwrapBody, isRecord } from './lenient';

const documentItemSchema = record({
  id: id(),
  name: text(),
  document: mediaRef(),
  type: text('Document'),
  favorite: flag(false),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

const productSchema = record({
  id: id(),
  type: text('Product'),
  name: text(),
  model: text(),
  title: text(),
  description: text(),
  category: id(),
  seofriendlyurl: text(),
  productImage: mediaRef(),
  image: mediaRef(),
  coverLink: mediaRef(),
  document: mediaRef(),
  contentList: list(documentItemSchema),
  favorite: flag(false),
  elementType: text('Product'),
});
export type Product = z.infer<typeof productSchema>;

export const portfolioSchema = record({
  id: id(),
  type: text('Category'),
  coverLink: mediaRef(),
  productImage: mediaRef(),
  coverDetail: mediaRef(),
  name: text(),
  seofriendlyurl: text(),
  descriptionWeb: text(),
  favorite: flag(false),
  products: list(productSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const categoriesResponseSchema = z
  .unknown()
  .transform((raw) => {
    const body = unwrapBody(raw);
    if (Array.isArray(body)) return body;
    return isRecord(body) ? body.categories : [];
  })
  .pipe(list(portfolioSchema));

export const pinnedItemSchema = record({
  id: id(),
  type: text(),
  name: text(),
  model: text(),
  seofriendlyurl: text(),
  description: text(),
  productImage: mediaRef(),
  coverLink: mediaRef(),
  document: mediaRef(),
  category: id(),
});
export type PinnedItem = z.infer<typeof pinnedItemSchema>;

export const pinnedResponseSchema = z
  .unknown()
  .transform((raw) => {
    const body = unwrapBody(raw);
    if (Array.isArray(body)) return body;
    return isRecord(body) ? body.products : [];
  })
  .pipe(list(pinnedItemSchema));

export const pinActionResponseSchema = record({ status: flag(false), message: optionalText() });
