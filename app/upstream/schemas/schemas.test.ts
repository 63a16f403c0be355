import { describe, expect, it } from 'vitest';
import { assetListResponseSchema } from '~/upstream/schemas/assets';
import { categoriesResponseSchema, pinnedResponseSchema } from '~/upstream/schemas/catalogue';
import { eventsQuerySchema, newsQuerySchema, partnerPortalQuerySchema, footerResponseSchema } from '~/upstream/schemas/content';
import { leadsResponseSchema } from '~/upstream/schemas/leads';
import { profileResponseSchema } from '~/upstream/schemas/profile';
import { searchResponseSchema } from '~/upstream/schemas/search';
import { contactTicketIdsSchema, ticketsResponseSchema } from '~/upstream/schemas/support';

const garbage = [null, undefined, 42, 'text', true, [], {}];

describe('schemas never throw', () => {
  const schemas = {
    assetListResponseSchema,
    categoriesResponseSchema,
    pinnedResponseSchema,
    eventsQuerySchema,
    newsQuerySchema,
    partnerPortalQuerySchema,
    footerResponseSchema,
    leadsResponseSchema,
    profileResponseSchema,
    searchResponseSchema,
    contactTicketIdsSchema,
    ticketsResponseSchema,
  };
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name} accepts anything`, () => {
      for (const value of garbage) expect(() => schema.parse(value)).not.toThrow();
      expect(() => schema.parse({ body: garbage })).not.toThrow();
    });
  }
});

describe('defaults and wrong types', () => {
  it('fills a portfolio with defaults', () => {
    const [portfolio] = categoriesResponseSchema.parse({ body: { categories: [{ id: '7', name: null, products: 'x', favorite: 'true' }] } });
    expect(portfolio).toMatchObject({ id: '7', name: '', products: [], favorite: true, descriptionWeb: '', coverLink: null });
  });

  it('reads products with numbers as text and drops list entries that are not objects', () => {
    const [portfolio] = categoriesResponseSchema.parse({
      body: {
        categories: [
          { id: 1, products: [null, 5, { id: 2, name: 'X10', model: 10, contentList: [{ name: 'Manual', document: { fullpath: '/media/m.pdf' } }] }] },
        ],
      },
    });
    expect(portfolio.products).toHaveLength(1);
    expect(portfolio.products[0]).toMatchObject({ id: '2', name: 'X10', model: '10', category: null });
    expect(portfolio.products[0].contentList[0]).toMatchObject({ name: 'Manual', document: '/media/m.pdf' });
  });

  it('accepts a bare list where an envelope is expected', () => {
    expect(leadsResponseSchema.parse([{ id: 3, status: 'New' }])[0]).toMatchObject({ id: '3', status: 'New', products: [] });
    expect(assetListResponseSchema.parse({ body: [{ title: 5 }] })[0].title).toBe('5');
  });

  it('reads the profile from body, with priceUrl in either place and the partner defaulted', () => {
    const profile = profileResponseSchema.parse({ body: { firstName: 'Alex', is2FaEnabled: 'true' }, priceUrl: 'https://p.example/x' });
    expect(profile).toMatchObject({ firstName: 'Alex', lastName: '', is2FaEnabled: true, priceUrl: 'https://p.example/x' });
    expect(profile.partner).toMatchObject({ name: '', fax: null });
  });

  it('groups search hits by section', () => {
    const sections = searchResponseSchema.parse({
      body: [{ key: 'Product', group_docs: { hits: { hits: [{ _source: { title: '<em>X</em>', id: 4, categoryId: 2 } }, { nothing: 1 }] } } }, { key: 'News' }],
    });
    expect(sections[0]).toMatchObject({ key: 'Product', hits: [{ title: '<em>X</em>', id: '4', categoryId: '2' }] });
    expect(sections[1]).toMatchObject({ key: 'News', hits: [] });
  });

  it('reads ticket ids and keeps only safe ones', () => {
    expect(contactTicketIdsSchema.parse({ body: { associations: { tickets: { results: [{ id: 1 }, { id: 'a,b' }, 'x'] } } } })).toEqual(['1', 'x']);
    expect(ticketsResponseSchema.parse({ body: { results: [{ id: 1 }] } })[0]).toMatchObject({ id: '1', properties: { subject: '' } });
  });

  it('reads GraphQL connections', () => {
    const news = newsQuerySchema.parse({
      getNewsListing: { edges: [{ node: { id: 1, modificationDate: '1700000000', newsMainImage: null } }], totalCount: 1 },
    });
    expect(news.getNewsListing.items[0]).toMatchObject({ id: '1', modificationDate: 1700000000, newsMainImage: null });
    const portal = partnerPortalQuerySchema.parse({ getPartnerPortal: null });
    expect(portal.getPartnerPortal).toMatchObject({ slides: [], quicklinks: [], onBoardingCards: [] });
    expect(eventsQuerySchema.parse({}).getEventsListing.items).toEqual([]);
  });

  it('pinned items come from body.products', () => {
    expect(pinnedResponseSchema.parse({ body: { products: [{ id: 9, type: 'Product', category: 3 }] } })[0]).toMatchObject({ id: '9', category: '3' });
  });
});

describe('lenient building blocks', () => {
  const cases = async () => {
    const { flag, id, mediaRef, number, optionalText, text } = await import('~/upstream/schemas/lenient');
    const table: Array<[string, { parse(value: unknown): unknown }, Array<[unknown, unknown]>]> = [
      [
        'text',
        text('fallback'),
        [
          ['a b', 'a b'],
          [' ', ' '],
          [5, '5'],
          [0, '0'],
          [NaN, 'fallback'],
          [null, 'fallback'],
          [undefined, 'fallback'],
          [true, 'fallback'],
          [{}, 'fallback'],
          [['a'], 'fallback'],
        ],
      ],
      [
        'optionalText',
        optionalText(),
        [
          ['a', 'a'],
          [' a ', ' a '],
          ['  ', null],
          ['', null],
          [12, '12'],
          [Infinity, null],
          [null, null],
          [undefined, null],
          [false, null],
          [{ a: 1 }, null],
        ],
      ],
      [
        'number',
        number(),
        [
          [5, 5],
          [-1.5, -1.5],
          ['1700000000', 1700000000],
          [' 7 ', 7],
          ['', null],
          ['x1', null],
          [Infinity, null],
          [NaN, null],
          [null, null],
          [undefined, null],
          [true, null],
          [[1], null],
        ],
      ],
      [
        'id',
        id(),
        [
          [7, '7'],
          [0, '0'],
          [' ab-1 ', 'ab-1'],
          ['', null],
          ['   ', null],
          [NaN, null],
          [null, null],
          [undefined, null],
          [true, null],
          [{ id: 1 }, null],
        ],
      ],
      [
        'flag (false)',
        flag(false),
        [
          [true, true],
          [false, false],
          ['true', true],
          ['1', true],
          [1, true],
          ['false', false],
          ['0', false],
          [0, false],
          ['yes', false],
          [2, false],
          [null, false],
          [undefined, false],
          [{}, false],
        ],
      ],
      [
        'flag (true)',
        flag(true),
        [
          ['no', true],
          [null, true],
          [undefined, true],
          ['0', false],
          [false, false],
        ],
      ],
      [
        'mediaRef',
        mediaRef(),
        [
          [' /m/a.png ', '/m/a.png'],
          [{ fullpath: '/m/b.png' }, '/m/b.png'],
          [{ url: 'https://v.example/c' }, 'https://v.example/c'],
          [{ path: '/m/d' }, '/m/d'],
          [{ fullpath: null, url: '/m/e' }, '/m/e'],
          [{ fullpath: 5 }, null],
          [{ fullpath: '  ' }, null],
          ['', null],
          [5, null],
          [null, null],
          [undefined, null],
          [['/m/f'], null],
        ],
      ],
    ];
    return table;
  };

  it('give each value the type the spec names, read its obvious variants, and default the rest', async () => {
    for (const [name, schema, pairs] of await cases()) {
      for (const [input, expected] of pairs) {
        expect({ name, input, read: schema.parse(input) }).toEqual({ name, input, read: expected });
      }
    }
  });

  it('records default every field of a non-object, and lists are empty for a non-list', async () => {
    const { record, list, text, flag, id } = await import('~/upstream/schemas/lenient');
    const schema = record({ name: text('?'), on: flag(true), inner: record({ n: id() }), items: list(record({ n: id() })) });
    for (const hostile of [null, undefined, 'text', 0, true, [], [{ name: 'x' }]]) {
      expect(schema.parse(hostile)).toStrictEqual({ name: '?', on: true, inner: { n: null }, items: [] });
    }
    expect(schema.parse({ inner: 'x', items: { n: 1 } })).toStrictEqual({ name: '?', on: true, inner: { n: null }, items: [] });
    expect(list(record({ n: id() })).parse([{ n: 1 }, [{ n: 2 }], 'n', 3, null, { n: ' 4 ' }])).toEqual([{ n: '1' }, { n: '4' }]);
  });

  it('never fail on anything the provider may send', async () => {
    const { record, list, text, flag, id, mediaRef, number, optionalText } = await import('~/upstream/schemas/lenient');
    const schema = list(
      record({ a: text(), b: optionalText(), c: number(), d: id(), e: flag(), f: mediaRef(), g: record({ h: list(record({ i: text() })) }) }),
    );
    const values = [null, undefined, 0, -1, NaN, Infinity, '', ' ', 'x', true, false, [], [null], {}, { fullpath: {} }, () => 1, Symbol('s'), 10n, new Date(0)];
    for (const value of values) {
      const item = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => [key, value]));
      expect(schema.safeParse([item, { g: { h: [value, { i: value }] } }]).success).toBe(true);
    }
  });

  it('read records and lists as zod objects and arrays would, without ever failing', async () => {
    const { record, list, text, id, mediaRef, anyValue } = await import('~/upstream/schemas/lenient');
    const { z } = await import('zod');
    const schema = record({ id: id(), name: text('?'), raw: anyValue(), image: mediaRef(), tags: list(record({ label: text() })) });
    expect(
      schema.parse({ id: 7, name: null, raw: { a: 1 }, image: { fullpath: ' /x.png ' }, tags: [{ label: 'a' }, 'b', null, { label: 3 }], extra: 'dropped' }),
    ).toStrictEqual({
      id: '7',
      name: '?',
      raw: { a: 1 },
      image: '/x.png',
      tags: [{ label: 'a' }, { label: '3' }],
    });
    // A field the provider left out: lenient ones get their default, an unknown one stays out.
    expect(schema.parse({})).toStrictEqual({ id: null, name: '?', image: null, tags: [] });
    expect(schema.parse({ raw: undefined })).toStrictEqual({ id: null, name: '?', raw: undefined, image: null, tags: [] });
    for (const hostile of [null, 'text', 42, [1, 2], undefined]) {
      expect(schema.safeParse(hostile)).toMatchObject({ success: true, data: { id: null, name: '?', tags: [] } });
    }
    expect(list(text()).parse('not a list')).toEqual([]);
    expect(
      z
        .unknown()
        .transform((value) => value)
        .pipe(list(record({ n: id() })))
        .parse([{ n: 1 }]),
    ).toEqual([{ n: '1' }]);
  });
});
