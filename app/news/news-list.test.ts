import { describe, expect, it } from 'vitest';
import { newsItemSchema } from '~/upstream/schemas/content';
import { filterNews, newsEntries, toNewsCard } from '~/news/news-list';
import { formatDate } from '~/lib/format';
import { stripMarkup } from '~/lib/sanitize.server';

const news = (fields: Record<string, unknown>) => newsItemSchema.parse(fields);
const mappers = { media: (ref: string | null | undefined) => (ref ? `/partner/media${ref}` : null), strip: stripMarkup };

describe('news listing', () => {
  const items = [
    news({ id: '1', title: 'Old', modificationDate: 100, description: '<p>About <b>drones</b></p>' }),
    news({ id: '2', title: 'New <em>X10</em>', modificationDate: 300 }),
    news({ id: null, title: 'No date', modificationDate: 'garbage' }),
    news({ id: '4', title: 'Middle', modificationDate: '200', newsMainImage: { fullpath: '/media/news/m.svg' } }),
  ];

  it('lists newest first, undated last, keyed by id or position', () => {
    const entries = newsEntries(items);
    expect(entries.map((e) => e.key)).toEqual(['2', '4', '1', 'n3']);
  });

  it('searches title and description text, not markup', () => {
    const entries = newsEntries(items);
    expect(filterNews(entries, 'DRONES', stripMarkup).map((e) => e.key)).toEqual(['1']);
    expect(filterNews(entries, 'x10', stripMarkup).map((e) => e.key)).toEqual(['2']);
    expect(filterNews(entries, '<b>', stripMarkup)).toEqual([]);
    expect(filterNews(entries, '', stripMarkup)).toHaveLength(4);
  });

  it('maps a card with plain title and resolved image', () => {
    const [first, second] = newsEntries(items);
    expect(toNewsCard(first, mappers)).toEqual({ id: '2', title: 'New X10', image: null, modificationDate: 300 });
    expect(toNewsCard(second, mappers).image).toBe('/partner/media/media/news/m.svg');
  });

  it('formats the modification date (Unix seconds) for the locale; garbage has none', () => {
    expect(formatDate(1710374400, 'en', { year: 'numeric', month: 'numeric', day: 'numeric' }, 'seconds')).toBe('3/14/2024');
    expect(formatDate(1710374400, 'de', { year: 'numeric', month: 'numeric', day: 'numeric' }, 'seconds')).toBe('14.3.2024');
    expect(formatDate(null, 'en', {}, 'seconds')).toBeNull();
    expect(formatDate('garbage', 'en', {}, 'seconds')).toBeNull();
  });
});
