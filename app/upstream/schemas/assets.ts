import { z } from 'zod';
import { id, list, mediaRef, optionalText, record, text, unwrapBody } from './lenient';

export const assetItemSchema = record({
  id: id(),
  type: text(),
  title: text(),
  assetTitle: text(),
  description: text(),
  documentType: text(),
  image: mediaRef(),
  thumbnail: mediaRef(),
  link: mediaRef(),
  video: optionalText(),
  asset: mediaRef(),
});
export type AssetItem = z.infer<typeof assetItemSchema>;

export const assetListResponseSchema = z.unknown().transform(unwrapBody).pipe(list(assetItemSchema));
