import { videoEmbedSrc } from '~/assets/video-embed';
import type { ContentMappers } from '~/lib/content-mappers';
import { cutText } from '~/lib/text';
import { portfolioHref, productHref } from '~/playbook/links';
import type { SearchHit, SearchSection } from '~/upstream/schemas/search';

/** Spec 2: the sections of the search results, in this order. */
const SEARCH_SECTION_KEYS = ['Product', 'Documents', 'WikiArticles', 'Videos', 'News', 'Category'] as const;
export type SearchSectionKey = (typeof SEARCH_SECTION_KEYS)[number];

/** Spec 9: hits shown per section before 'Load More'. */
const HITS_BEFORE_MORE = 4;

export const SEARCH_VIEWS = ['grid', 'list'] as const;
export type SearchViewMode = (typeof SEARCH_VIEWS)[number];

export type HitAction =
  /** Product and category hits: a portal page, as links name it (React Router adds the basename). */
  | { kind: 'link'; href: string }
  /** Document hits: 'Open PDF' (the viewer, or a new tab). */
  | { kind: 'document'; href: string }
  /** News, videos and business cases of element type asset: 'Download'. */
  | { kind: 'download'; href: string }
  /** Other news, videos and business cases: 'Learn more' opens a modal (URL state). */
  | { kind: 'detail'; ref: string }
  | { kind: 'none' };

export interface HitView {
  ref: string;
  title: string;
  model: string;
  description: string;
  image: string | null;
  action: HitAction;
}

export interface ResultSection {
  key: SearchSectionKey;
  total: number;
  hits: HitView[];
  /** Hits not shown until 'Load More'. */
  hidden: number;
  expanded: boolean;
}

function sectionKey(key: string): SearchSectionKey | null {
  const wanted = key.trim().toLowerCase();
  return SEARCH_SECTION_KEYS.find((candidate) => candidate.toLowerCase() === wanted) ?? null;
}

/** The hits of each known section, merged per key, in the spec's order; empty ones dropped. */
export function hitsByKey(sections: readonly SearchSection[]): Array<{ key: SearchSectionKey; hits: SearchHit[] }> {
  const byKey = new Map<SearchSectionKey, SearchHit[]>();
  for (const section of sections) {
    const key = sectionKey(section.key);
    if (!key) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), ...section.hits]);
  }
  return SEARCH_SECTION_KEYS.filter((key) => (byKey.get(key)?.length ?? 0) > 0).map((key) => ({ key, hits: byKey.get(key)! }));
}

/** The sections expanded by 'Load More', from the URL (`more=Product,News`). */
export function parseExpanded(value: string | null): Set<SearchSectionKey> {
  const keys = new Set<SearchSectionKey>();
  for (const part of (value ?? '').split(',')) {
    const key = sectionKey(part);
    if (key) keys.add(key);
  }
  return keys;
}

export function serializeExpanded(keys: Iterable<SearchSectionKey>): string {
  const set = new Set(keys);
  return SEARCH_SECTION_KEYS.filter((key) => set.has(key)).join(',');
}

const hitRef = (key: SearchSectionKey, index: number) => `${key}-${index}`;

function actionFor(key: SearchSectionKey, hit: SearchHit, index: number, media: ContentMappers['media']): HitAction {
  switch (key) {
    case 'Product':
      return hit.id && hit.categoryId ? { kind: 'link', href: productHref(hit.categoryId, hit.id) } : { kind: 'none' };
    case 'Category':
      return hit.id ? { kind: 'link', href: portfolioHref(hit.id) } : { kind: 'none' };
    case 'Documents': {
      const href = media(hit.url);
      return href ? { kind: 'document', href } : { kind: 'none' };
    }
    default: {
      if (hit.elementType.trim().toLowerCase() === 'asset') {
        const href = media(hit.url);
        return href ? { kind: 'download', href } : { kind: 'none' };
      }
      return { kind: 'detail', ref: hitRef(key, index) };
    }
  }
}

export function toHitView(key: SearchSectionKey, hit: SearchHit, index: number, { media, strip }: ContentMappers): HitView {
  return {
    ref: hitRef(key, index),
    title: strip(hit.title),
    model: strip(hit.model),
    description: cutText(strip(hit.description)).text,
    image: media(hit.image),
    action: actionFor(key, hit, index, media),
  };
}

/**
 * The search response as the screen shows it: sections in the spec's order, 4 hits each
 * unless expanded, titles without markup, every address resolved.
 */
export function groupSearchResults(sections: readonly SearchSection[], expanded: ReadonlySet<SearchSectionKey>, mappers: ContentMappers): ResultSection[] {
  return hitsByKey(sections).map(({ key, hits }) => {
    const open = expanded.has(key);
    const shown = open ? hits : hits.slice(0, HITS_BEFORE_MORE);
    return {
      key,
      total: hits.length,
      hits: shown.map((hit, index) => toHitView(key, hit, index, mappers)),
      hidden: hits.length - shown.length,
      expanded: open,
    };
  });
}

/** The hit a 'Learn more' modal shows (`detail=News-3`), only where the modal applies. */
export function findHitDetail(sections: readonly SearchSection[], ref: string | null): { key: SearchSectionKey; hit: SearchHit } | null {
  if (!ref) return null;
  const match = /^([A-Za-z]+)-(\d+)$/.exec(ref);
  if (!match) return null;
  const key = sectionKey(match[1]);
  if (!key || key === 'Product' || key === 'Category' || key === 'Documents') return null;
  const hit = hitsByKey(sections).find((section) => section.key === key)?.hits[Number(match[2])];
  if (!hit || hit.elementType.trim().toLowerCase() === 'asset') return null;
  return { key, hit };
}

/**
 * The player that a video hit's 'Learn more' shows, as the videos screen does: an allowed
 * player address (its url, or the first frame of embed markup), else null (the dialog then
 * shows the hit's image and text only).
 */
export function hitPlayer(key: SearchSectionKey, hit: SearchHit): string | null {
  return key === 'Videos' ? videoEmbedSrc(hit.url) : null;
}

/** Whether a 'Learn more' address (`detail=Videos-2`) is a video hit's, whose dialog may play it. */
export function isVideoDetail(ref: string | null): boolean {
  return ref !== null && /^videos-\d+$/i.test(ref);
}
