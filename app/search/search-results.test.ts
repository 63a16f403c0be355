import { describe, expect, it } from 'vitest';
import { searchResponseSchema } from '~/upstream/schemas/search';
import { findHitDetail, groupSearchResults, hitPlayer, hitsByKey, isVideoDetail, parseExpanded, serializeExpanded } from '~/search/search-results';
import { stripMarkup } from '~/lib/sanitize.server';
import type { ContentMappers } from '~/lib/content-mappers';

const mappers: ContentMappers = {
  media: (ref) => (ref && ref.startsWith('/') ? `/partner/media${ref}` : null),
  strip: stripMarkup,
};

const hit = (source: Record<string, unknown>) => ({ _source: source });
const section = (key: string, hits: Array<Record<string, unknown>>) => ({ key, group_docs: { hits: { hits: hits.map(hit) } } });
const parse = (body: unknown) => searchResponseSchema.parse({ body });

const products = Array.from({ length: 6 }, (_, i) => ({
  title: `<em>Drone</em> ${i + 1}`,
  model: `D-${i + 1}`,
  id: 11 + i,
  categoryId: 1,
  elementType: 'object',
  url: `/playbook/1/${11 + i}`,
}));

const response = parse([
  section('Category', [{ title: 'Inspection <em>Drone</em>s', id: 1, categoryId: 1, elementType: 'object' }]),
  section('News', [
    { title: 'Firmware', description: '<p>New <b>firmware</b></p>', elementType: 'object', id: 3001, url: '/news/x' },
    { title: 'Video file', elementType: 'asset', url: '/media/news/a.mp4' },
  ]),
  section('Unknown', [{ title: 'ignored' }]),
  section('Product', products),
  section('Documents', [
    { title: '<em>Drone</em> manual', elementType: 'asset', url: '/media/documents/m.pdf' },
    { title: 'No file', elementType: 'asset', url: null },
  ]),
  section('Videos', [
    { title: 'Overview', elementType: 'object', url: 'https://www.youtube-nocookie.com/embed/x' },
    { title: 'Care', elementType: 'asset', url: '/media/videos/c.mp4' },
  ]),
  section('WikiArticles', [{ title: 'Tank case', elementType: 'object', url: '/media/business-cases/t.pdf' }]),
  section('Product', [{ title: 'Late product', id: 99, categoryId: 2, elementType: 'object' }]),
  section('Videos', []),
]);

describe('groupSearchResults', () => {
  it('orders the sections as the spec lists them, merges repeated keys and drops unknown and empty ones', () => {
    const sections = groupSearchResults(response, new Set(), mappers);
    expect(sections.map((s) => s.key)).toEqual(['Product', 'Documents', 'WikiArticles', 'Videos', 'News', 'Category']);
    expect(sections[0].total).toBe(7);
    expect(hitsByKey(parse([section('news', [{ title: 'lower-case key' }])])).map((s) => s.key)).toEqual(['News']);
  });

  it('shows 4 hits per section until the section is expanded', () => {
    const collapsed = groupSearchResults(response, new Set(), mappers)[0];
    expect(collapsed.hits).toHaveLength(4);
    expect(collapsed.hidden).toBe(3);
    expect(collapsed.expanded).toBe(false);
    const expanded = groupSearchResults(response, new Set(['Product'] as const), mappers)[0];
    expect(expanded.hits).toHaveLength(7);
    expect(expanded.hidden).toBe(0);
    expect(expanded.hits[6].title).toBe('Late product');
  });

  it('strips markup from hit titles', () => {
    const sections = groupSearchResults(response, new Set(), mappers);
    expect(sections[0].hits[0].title).toBe('Drone 1');
    expect(sections.at(-1)!.hits[0].title).toBe('Inspection Drones');
    expect(JSON.stringify(sections)).not.toContain('<em>');
  });

  it('links products to /playbook/{categoryId}/{id} with their model, categories to /playbook/{id}', () => {
    const [product, , , , , category] = groupSearchResults(response, new Set(), mappers);
    expect(product.hits[0]).toMatchObject({ model: 'D-1', action: { kind: 'link', href: '/playbook/1/11' } });
    expect(category.hits[0].action).toEqual({ kind: 'link', href: '/playbook/1' });
  });

  it('offers Open PDF for a document with a file only', () => {
    const documents = groupSearchResults(response, new Set(), mappers)[1];
    expect(documents.hits[0].action).toEqual({ kind: 'document', href: '/partner/media/media/documents/m.pdf' });
    expect(documents.hits[1].action).toEqual({ kind: 'none' });
  });

  it('gives asset hits of news and videos a download, the others Learn more', () => {
    const sections = groupSearchResults(response, new Set(), mappers);
    const videos = sections.find((s) => s.key === 'Videos')!;
    const news = sections.find((s) => s.key === 'News')!;
    expect(videos.hits.map((h) => h.action)).toEqual([
      { kind: 'detail', ref: 'Videos-0' },
      { kind: 'download', href: '/partner/media/media/videos/c.mp4' },
    ]);
    expect(news.hits.map((h) => h.action)).toEqual([
      { kind: 'detail', ref: 'News-0' },
      { kind: 'download', href: '/partner/media/media/news/a.mp4' },
    ]);
    expect(sections.find((s) => s.key === 'WikiArticles')!.hits[0].action).toEqual({ kind: 'detail', ref: 'WikiArticles-0' });
  });

  it('answers no sections for an empty response', () => {
    expect(groupSearchResults(parse([]), new Set(), mappers)).toEqual([]);
    expect(groupSearchResults(searchResponseSchema.parse(null), new Set(), mappers)).toEqual([]);
  });
});

describe('findHitDetail: the Learn more modal', () => {
  it('finds a hit of a section with modals by its reference', () => {
    expect(findHitDetail(response, 'News-0')?.hit.title).toBe('Firmware');
    expect(findHitDetail(response, 'WikiArticles-0')?.hit.title).toBe('Tank case');
  });
  it('refuses downloads, links, unknown and malformed references', () => {
    expect(findHitDetail(response, 'News-1')).toBeNull();
    expect(findHitDetail(response, 'Product-0')).toBeNull();
    expect(findHitDetail(response, 'News-9')).toBeNull();
    expect(findHitDetail(response, 'News')).toBeNull();
    expect(findHitDetail(response, '__proto__-0')).toBeNull();
    expect(findHitDetail(response, null)).toBeNull();
  });
});

describe("a video hit's player in its Learn more dialog", () => {
  it('plays an allowed player address of a video hit', () => {
    const found = findHitDetail(response, 'Videos-0');
    expect(found?.hit.title).toBe('Overview');
    expect(hitPlayer(found!.key, found!.hit)).toBe('https://www.youtube-nocookie.com/embed/x');
  });
  it('takes the player from embed markup, and nothing from other hosts, files or other sections', () => {
    const video = (url: string) => searchResponseSchema.parse({ body: [section('Videos', [{ title: 'V', elementType: 'object', url }])] })[0].hits[0];
    expect(hitPlayer('Videos', video('<iframe src="https://player.vimeo.com/video/42" title="x"></iframe>'))).toBe('https://player.vimeo.com/video/42');
    expect(hitPlayer('Videos', video('https://evil.example/embed/x'))).toBeNull();
    expect(hitPlayer('Videos', video('/media/videos/c.mp4'))).toBeNull();
    expect(hitPlayer('News', video('https://www.youtube-nocookie.com/embed/x'))).toBeNull();
  });
  it("knows a video hit's dialog address, whose page needs the players in its policy", () => {
    expect(isVideoDetail('Videos-0')).toBe(true);
    expect(isVideoDetail('videos-12')).toBe(true);
    expect(isVideoDetail('News-0')).toBe(false);
    expect(isVideoDetail('Videos-')).toBe(false);
    expect(isVideoDetail('Videos-1x')).toBe(false);
    expect(isVideoDetail(null)).toBe(false);
  });
});

describe('the Load More URL state', () => {
  it('reads known keys and writes them in section order', () => {
    expect([...parseExpanded('News,Product,bogus,product')]).toEqual(['News', 'Product']);
    expect(parseExpanded(null).size).toBe(0);
    expect(serializeExpanded(['News', 'Product'])).toBe('Product,News');
  });
});
