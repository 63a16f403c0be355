import type { Locale } from '../locales';
import type { SeedNewsItem } from '../seed/news';
import type { SearchSection } from '../types';
import { searchDocuments } from './documents';

const SECTION_ORDER: SearchSection['key'][] = ['Product', 'Documents', 'WikiArticles', 'Videos', 'News', 'Category'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps every case-insensitive occurrence of `query` in `<em>`, like a search engine's highlighter. */
export function highlight(text: string, query: string): string {
  return text.replace(new RegExp(escapeRegExp(query), 'gi'), (match) => `<em>${match}</em>`);
}

/** Case-insensitive substring search, grouped by section; sections without hits are left out. */
export function search(query: string, locale: Locale, news: SeedNewsItem[]): SearchSection[] {
  const needle = query.trim();
  if (needle === '') return [];
  const lower = needle.toLocaleLowerCase();
  const found = searchDocuments(locale, news).filter((document) => document.texts.some((text) => text.toLocaleLowerCase().includes(lower)));
  return SECTION_ORDER.flatMap((key) => {
    const hits = found
      .filter((document) => document.section === key)
      .map((document) => ({ _source: { ...document.hit, title: highlight(document.hit.title, needle) } }));
    return hits.length > 0 ? [{ key, group_docs: { hits: { hits } } }] : [];
  });
}
