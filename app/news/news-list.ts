import type { ContentMappers } from '~/lib/content-mappers';
import { matchesQuery } from '~/lib/text';
import type { NewsItem } from '~/upstream/schemas/content';

/** Spec 9: news page size (the listing itself fetches 1000). */
export const NEWS_PAGE_SIZE = 12;

export interface NewsCard {
  id: string;
  title: string;
  image: string | null;
  /** Unix seconds as the provider sent them (null or garbage shows 'Invalid Date'). */
  modificationDate: number | null;
}

export interface NewsEntry {
  item: NewsItem;
  /** The modal's URL state (`?news=KEY`): the id, else the position in the listing. */
  key: string;
}

/** The listing newest first (the query asks for it; kept when the provider does not), keyed. */
export function newsEntries(items: readonly NewsItem[]): NewsEntry[] {
  const time = (item: NewsItem) => (typeof item.modificationDate === 'number' ? item.modificationDate : -Infinity);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item) - time(a.item) || a.index - b.index)
    .map(({ item }, index) => ({ item, key: item.id ?? `n${index}` }));
}

/** The news a search finds: title or description text, case-insensitive. */
export function filterNews(entries: readonly NewsEntry[], query: string, strip: ContentMappers['strip']): NewsEntry[] {
  if (query.trim() === '') return [...entries];
  return entries.filter(({ item }) => matchesQuery(query, [strip(item.title), strip(item.description)]));
}

export function toNewsCard({ item, key }: NewsEntry, { media, strip }: ContentMappers): NewsCard {
  return { id: key, title: strip(item.title), image: media(item.newsMainImage), modificationDate: item.modificationDate };
}
