import { describe, expect, it } from 'vitest';
import { assetItemSchema, type AssetItem } from '~/upstream/schemas/assets';
import { filterAssets, toAssetView } from '~/assets/asset-list';
import { ASSET_CATEGORIES, findAssetCategory } from '~/assets/categories';
import { ASSET_CATEGORY_PATHS } from '~/upstream/assets.server';
import { cutText } from '~/lib/text';
import { stripMarkup } from '~/lib/sanitize.server';
import type { ContentMappers } from '~/lib/content-mappers';

const item = (fields: Record<string, unknown>): AssetItem => assetItemSchema.parse(fields);
const mappers: ContentMappers = {
  media: (ref) => (ref && ref.startsWith('/') ? `/partner/media${ref}` : ref && ref.startsWith('https://') ? ref : null),
  strip: stripMarkup,
};

describe('cutText: the table description (spec 9: over 100 characters, cut to 140)', () => {
  it('keeps 100 characters or fewer whole', () => {
    expect(cutText('a'.repeat(100))).toEqual({ text: 'a'.repeat(100), cut: false });
    expect(cutText('')).toEqual({ text: '', cut: false });
  });

  it('cuts a text over 140 characters to its first 140, marked', () => {
    const text = `${'word '.repeat(40)}end`;
    const result = cutText(text);
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${text.slice(0, 140).trimEnd()}…`);
    expect(result.text.length).toBeLessThanOrEqual(141);
    expect(cutText('b'.repeat(141))).toEqual({ text: `${'b'.repeat(140)}…`, cut: true });
  });

  it("shows a text of 101 to 140 characters whole, without 'read more': nothing is cut", () => {
    expect(cutText('c'.repeat(101))).toEqual({ text: 'c'.repeat(101), cut: false });
    expect(cutText('d'.repeat(140))).toEqual({ text: 'd'.repeat(140), cut: false });
  });

  it("gives no 'read more' when only spaces would be left out", () => {
    const text = `${'f'.repeat(140)}     `;
    expect(cutText(text)).toEqual({ text, cut: false });
    expect(cutText(`${'f'.repeat(139)} g`)).toEqual({ text: `${'f'.repeat(139)}…`, cut: true });
  });

  it('draws the line at 140 and 141 characters', () => {
    expect(cutText('e'.repeat(100)).cut).toBe(false);
    expect(cutText('e'.repeat(101)).cut).toBe(false);
    expect(cutText('e'.repeat(140))).toEqual({ text: 'e'.repeat(140), cut: false });
    expect(cutText('e'.repeat(141))).toEqual({ text: `${'e'.repeat(140)}…`, cut: true });
  });

  it('keeps a text under its limit whole even where the cut is shorter (the dashboard cuts at 140 past 140)', () => {
    expect(cutText('h'.repeat(120), 200, 100)).toEqual({ text: 'h'.repeat(120), cut: false });
    expect(cutText('h'.repeat(141), 140, 140)).toEqual({ text: `${'h'.repeat(140)}…`, cut: true });
  });
});

describe('the categories', () => {
  it('are the six of the spec, each with its provider list', () => {
    expect(ASSET_CATEGORIES.map((category) => category.slug)).toEqual(Object.keys(ASSET_CATEGORY_PATHS));
    expect(findAssetCategory('videos-tutorials')?.layout).toBe('video');
    expect(findAssetCategory('sales-flyers')?.layout).toBe('document');
    expect(findAssetCategory('nope')).toBeNull();
    expect(findAssetCategory(undefined)).toBeNull();
    expect(findAssetCategory('__proto__')).toBeNull();
  });
});

describe('filterAssets', () => {
  const items = [
    item({ id: 1, title: 'Drone <em>200</em> manual', description: 'Set-up', documentType: 'User manual' }),
    item({ id: 2, title: 'X10 flyer', description: '<p>For crawler sales</p>', documentType: 'Flyer' }),
    item({ id: 3, title: null, description: 'Battery safety' }),
  ];
  it('finds by title, description text and document type, case-insensitively', () => {
    expect(filterAssets(items, 'DRONE 200', stripMarkup).map((x) => x.id)).toEqual(['1']);
    expect(filterAssets(items, 'crawler', stripMarkup).map((x) => x.id)).toEqual(['2']);
    expect(filterAssets(items, 'flyer', stripMarkup).map((x) => x.id)).toEqual(['2']);
    expect(filterAssets(items, 'safety', stripMarkup).map((x) => x.id)).toEqual(['3']);
  });
  it('does not match markup', () => {
    expect(filterAssets(items, '<p>', stripMarkup)).toEqual([]);
    expect(filterAssets(items, 'em', stripMarkup)).toEqual([]);
  });
  it('keeps all for an empty search', () => {
    expect(filterAssets(items, '  ', stripMarkup)).toHaveLength(3);
  });
});

describe('toAssetView', () => {
  it('maps a DataObject video to its allowed player, never its markup', () => {
    const view = toAssetView(
      item({
        id: 7,
        type: 'DataObject',
        title: 'Tour',
        video: '<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x"></iframe>',
        link: 'https://www.youtube-nocookie.com/embed/abc',
        image: '/media/v.svg',
      }),
      0,
      'video',
      mappers,
    );
    expect(view).toMatchObject({
      key: '7',
      title: 'Tour',
      embedSrc: 'https://www.youtube-nocookie.com/embed/abc',
      href: 'https://www.youtube-nocookie.com/embed/abc',
      videoHref: null,
      isAsset: false,
      image: '/partner/media/media/v.svg',
    });
    expect(JSON.stringify(view)).not.toContain('onload');
  });

  it('gives a DataObject video of another host no player and no link', () => {
    const view = toAssetView(
      item({ type: 'DataObject', video: '<iframe src="https://evil.example/embed/x"></iframe>', link: 'https://evil.example/embed/x' }),
      3,
      'video',
      mappers,
    );
    expect(view.embedSrc).toBeNull();
    expect(view.href).toBeNull();
    expect(view.key).toBe('i3');
  });

  it('maps an Asset video to its thumbnail and file', () => {
    const view = toAssetView(
      item({ id: 8, type: 'Asset', title: 'Care', video: '/media/v.mp4', thumbnail: '/media/v.svg', asset: '/media/v.mp4' }),
      0,
      'video',
      mappers,
    );
    expect(view).toMatchObject({ image: '/partner/media/media/v.svg', videoHref: '/partner/media/media/v.mp4', embedSrc: null, isAsset: true });
  });

  it('leaves the title empty for the default, strips markup and cuts the description', () => {
    const long = `<b>${'x'.repeat(150)}</b>`;
    const view = toAssetView(item({ id: 9, title: null, assetTitle: 'file.svg', description: long, documentType: '<i>Logo</i>' }), 0, 'branding', mappers);
    expect(view.title).toBeNull();
    expect(view.description).toBe('x'.repeat(150));
    expect(view.descriptionCut).toBe(true);
    expect(view.shortDescription).toBe(`${'x'.repeat(140)}…`);
    expect(view.documentType).toBe('Logo');
  });

  it("offers 'read more' only for a description that is cut (over 140 characters)", () => {
    for (const [length, cut] of [
      [100, false],
      [101, false],
      [140, false],
      [141, true],
    ] as const) {
      const view = toAssetView(item({ id: 11, title: 'Flyer', description: 'y'.repeat(length) }), 0, 'document', mappers);
      expect(view.descriptionCut, `${length} characters`).toBe(cut);
    }
  });

  it('drops addresses the browser must not get', () => {
    const view = toAssetView(
      item({ id: 10, title: 'Bad', image: 'javascript:alert(1)', asset: '"><iframe src=x>', link: 'javascript:alert(1)' }),
      0,
      'document',
      mappers,
    );
    expect(view.image).toBeNull();
    expect(view.href).toBeNull();
  });

  it('links a document to its file, else its link', () => {
    expect(toAssetView(item({ asset: '/media/a.pdf', link: '/media/b.pdf' }), 0, 'document', mappers).href).toBe('/partner/media/media/a.pdf');
    expect(toAssetView(item({ asset: '', link: '/media/b.pdf' }), 0, 'document', mappers).href).toBe('/partner/media/media/b.pdf');
  });
});

describe('pageHeaders', async () => {
  const { pageHeaders } = await import('~/assets/page-headers');
  const { CSP_EXTRA_HEADER, parseCspExtra } = await import('~/lib/csp');
  it('asks for no extra sources by default', () => {
    const headers = pageHeaders({});
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get(CSP_EXTRA_HEADER)).toBeNull();
  });
  it('names the player hosts and the origins of third-party images, once each', () => {
    const headers = pageHeaders({
      frameOrigins: ['https://www.youtube.com'],
      imageUrls: ['/partner/media/a.svg', 'https://cdn.example/a.png', 'https://cdn.example/b.png', null, 'not a url'],
    });
    expect(parseCspExtra(headers.get(CSP_EXTRA_HEADER))).toEqual({ 'frame-src': ['https://www.youtube.com'], 'img-src': ['https://cdn.example'] });
  });
});
