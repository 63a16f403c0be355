import { z } from 'zod';
import { id, isRecord, list, mediaRef, record, text, unwrapBody } from './lenient';

const searchHitSchema = record({
  title: text(),
  description: text(),
  image: mediaRef(),
  url: mediaRef(),
  elementType: text(),
  id: id(),
  categoryId: id(),
  model: text(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const searchSectionSchema = record({
  key: text(),
  group_docs: z
    .unknown()
    .optional()
    .transform((value): unknown => {
      const hits = isRecord(value) && isRecord(value.hits) ? value.hits.hits : [];
      return Array.isArray(hits) ? hits.map((hit) => (isRecord(hit) ? hit._source : null)) : [];
    })
    .pipe(list(searchHitSchema)),
}).transform(({ key, group_docs }) => ({ key, hits: group_docs }));
export type SearchSection = z.infer<typeof searchSectionSchema>;

export const searchResponseSchema = z.unknown().transform(unwrapBody).pipe(list(searchSectionSchema));
