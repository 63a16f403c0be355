import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesResponseSchema } from '~/upstream/schemas/catalogue';

let catalogue: typeof import('~/playbook/catalogue.server');

// Loading the sanitiser starts a DOM implementation: slow on a busy machine, so it happens
// once, before the tests, with room to take its time.
beforeAll(async () => {
  process.env.API_URL = 'http://provider.test';
  catalogue = await import('~/playbook/catalogue.server');
}, 60_000);

const load = async () => catalogue;

const raw = {
  body: {
    categories: [
      {
        id: 3,
        name: '',
        seofriendlyurl: 'ultrasonic-testing',
        descriptionWeb: 'Thickness <script>alert(1)</script>gauges',
        coverLink: 'javascript:alert(1)',
        favorite: true,
        products: [
          {
            id: 31,
            name: 'UT-450',
            model: 'UT450',
            title: 'Flaw detector',
            description: '<p onclick="alert(1)">First <b>part</b>.</p><p>Second part.</p><script>alert(2)</script>',
            category: 3,
            productImage: '/media/products/ut-450.svg',
            contentList: [
              { id: 3102, name: 'UT-450 – User manual', document: '/media/documents/ut-450-manual.pdf', favorite: true },
              { id: 3101, name: 'UT-450 – Datasheet', document: 'javascript:alert(1)' },
              { id: null, name: 'No id' },
            ],
          },
          { id: 32, name: 'UT-300', model: 'UT300', description: 'Plain text only' },
          { id: null, name: 'Nameless' },
        ],
      },
      { id: null, name: 'Without id' },
      { id: 4, name: null, seofriendlyurl: null },
    ],
  },
};

describe('playbook view models', () => {
  it('maps portfolios to cards: name fallbacks, safe media, sanitised descriptions', async () => {
    const { toPortfolioCards } = await load();
    const cards = toPortfolioCards(categoriesResponseSchema.parse(raw));
    expect(cards.map((card) => card.id)).toEqual(['3', '4']);
    expect(cards[0]).toMatchObject({ href: '/playbook/3', name: 'ultrasonic-testing', image: null, pinned: true });
    expect(cards[0].descriptionHtml).toBe('Thickness gauges');
    expect(cards[1].name).toBeNull();
  });

  it('splits a product description into a sanitised first paragraph and the rest', async () => {
    const { productRows, findPortfolio } = await load();
    const portfolio = findPortfolio(categoriesResponseSchema.parse(raw), '3')!;
    const rows = productRows({ ...portfolio, id: '3' }, '', 'asc');
    expect(rows.map((row) => row.name)).toEqual(['UT-300', 'UT-450']);
    const ut450 = rows[1];
    expect(ut450.summaryHtml).toBe('<p>First <b>part</b>.</p>');
    expect(ut450.moreHtml).toBe('<p>Second part.</p>');
    expect(ut450.summaryText).toBe('First part.');
    expect(ut450.image).toBe('/partner/media/media/products/ut-450.svg');
    expect(ut450.href).toBe('/playbook/3/31');
    expect(rows[0]).toMatchObject({ summaryHtml: 'Plain text only', moreHtml: '' });
  });

  it('links a portfolio and its products through the playbook links, an id that needs encoding too', async () => {
    const { toPortfolioCards, productRows } = await load();
    const [portfolio] = categoriesResponseSchema.parse({ body: { categories: [{ id: 'air/sea', name: 'Air', products: [{ id: 'd 1', name: 'Drone' }] }] } });
    expect(toPortfolioCards([portfolio])[0].href).toBe('/playbook/air%2Fsea');
    expect(productRows({ ...portfolio, id: 'air/sea' }, '', 'asc')[0].href).toBe('/playbook/air%2Fsea/d%201');
  });

  it('searches the stripped description, not its markup', async () => {
    const { productRows, findPortfolio } = await load();
    const portfolio = { ...findPortfolio(categoriesResponseSchema.parse(raw), '3')!, id: '3' };
    expect(productRows(portfolio, 'second part', 'asc').map((row) => row.id)).toEqual(['31']);
    expect(productRows(portfolio, 'onclick', 'asc')).toEqual([]);
    expect(productRows(portfolio, 'user manual', 'asc').map((row) => row.id)).toEqual(['31']);
  });

  it('lists documents by name with resolved and absolute share links, none for an unsafe one', async () => {
    const { documentRows, findPortfolio, findProduct } = await load();
    const product = findProduct(findPortfolio(categoriesResponseSchema.parse(raw), '3')!, '31')!;
    const rows = documentRows(product, '', 'asc', (path) => new URL(path, 'https://portal.example').toString());
    expect(rows).toEqual([
      { id: '3101', name: 'UT-450 – Datasheet', href: null, shareUrl: null, pinned: false },
      {
        id: '3102',
        name: 'UT-450 – User manual',
        href: '/partner/media/media/documents/ut-450-manual.pdf',
        shareUrl: 'https://portal.example/partner/media/media/documents/ut-450-manual.pdf',
        pinned: true,
      },
    ]);
    expect(documentRows(product, 'MANUAL', 'asc', (path) => new URL(path, 'https://portal.example').toString()).map((row) => row.id)).toEqual(['3102']);
  });

  it('finds nothing for an unknown or missing id', async () => {
    const { findPortfolio, findProduct } = await load();
    const portfolios = categoriesResponseSchema.parse(raw);
    expect(findPortfolio(portfolios, '999')).toBeUndefined();
    expect(findPortfolio(portfolios, undefined)).toBeUndefined();
    expect(findProduct(findPortfolio(portfolios, '3')!, '999')).toBeUndefined();
  });
});
