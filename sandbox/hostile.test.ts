import { describe, expect, it } from 'vitest';
import { call, freshToken, sandboxForFile, signIn, start } from '../tests/helpers/sandbox';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<style>body{display:none}</style>',
  '"><iframe src=javascript:alert(1)>',
  'javascript:alert(1)',
];

const { url: base } = await sandboxForFile();
const hostileToken = (await freshToken(base, { hostile: true })).token;
const cleanToken = await signIn(base);

const payloadsIn = (value: unknown) => {
  const text = JSON.stringify(value);
  return PAYLOADS.filter((payload) => text.includes(JSON.stringify(payload).slice(1, -1)));
};

describe('a hostile account', () => {
  it('sees payloads in the profile, with a javascript: URL in URL fields', async () => {
    const profile = (await call(base, '/api/partner/profile', { token: hostileToken })).json.body;
    expect(payloadsIn(profile)).toEqual(PAYLOADS);
    expect(profile.firstName).toMatch(/^Alex<|^Alex"/);
    const urls = [
      profile.linkedinUrl,
      profile.xUrl,
      profile.facebookUrl,
      profile.profilePhoto,
      profile.priceUrl,
      profile.partner.logo,
      profile.partner.website,
    ];
    expect(urls.some((url: string) => url === 'javascript:alert(1)')).toBe(true);
    expect(profile.is2FaEnabled).toBe(false);
  });

  it('sees payloads in every list, with ids and types intact', async () => {
    for (const path of [
      '/api/documents',
      '/api/documents/new',
      '/api/partner/pin-products',
      '/api/partner/categories',
      '/api/partner/videos',
      '/api/partner/documents',
      '/api/partner/wiki-article',
      '/api/partner/sales-flyers',
      '/api/partner/product-images',
      '/api/partner/branding-assets',
      '/api/partner/leads',
      '/api/partner/search?search=drone',
    ]) {
      const { json } = await call(base, path, { token: hostileToken });
      expect(payloadsIn(json.body).length, path).toBeGreaterThan(0);
    }
    const categories = (await call(base, '/api/partner/categories', { token: hostileToken })).json.body.categories;
    expect(categories[0]).toMatchObject({ id: 1, type: 'Category' });
    expect(categories[0].name).toContain('Inspection Drones');
    expect(categories[0].products[0]).toMatchObject({ id: 11, category: 1, elementType: 'Product' });
    const leads = (await call(base, '/api/partner/leads', { token: hostileToken })).json.body;
    expect(leads[0].id).toBe(7001);
    expect(Number.isNaN(Date.parse(leads[0].creationDate))).toBe(false);
    const ids = (await call(base, '/api/partner/crm/contacts', { token: hostileToken })).json.body.associations.tickets.results;
    const tickets = (await call(base, `/api/partner/crm/tickets/details?ticketIds=${ids.map((entry: any) => entry.id).join(',')}`, { token: hostileToken }))
      .json.body.results;
    expect(payloadsIn(tickets).length).toBeGreaterThan(0);
    const search = (await call(base, '/api/partner/search?search=drone', { token: hostileToken })).json.body;
    expect(search[0].key).toBe('Product');
  });

  it('sees payloads in the footer and in the GraphQL content', async () => {
    const footer = (await call(base, '/api/footer', { token: hostileToken })).json.body;
    expect(payloadsIn(footer)).toEqual(PAYLOADS);
    const news = await call(base, '/graphql', {
      token: hostileToken,
      json: {
        query:
          '{ getNewsListing(first: 3) { edges { node { id title description newsMainImage { fullpath } } } totalCount } getEventsListing { edges { node { id name Url { path } } } } }',
      },
    });
    expect(payloadsIn(news.json.data).length).toBeGreaterThanOrEqual(4);
    expect(news.json.data.getNewsListing.totalCount).toBe(30);
    expect(news.json.data.getNewsListing.edges[0].node.id).toBe('3001');
    const portal = await call(base, '/graphql', {
      token: hostileToken,
      json: { query: '{ getPartnerPortal(fullpath: "/partner-portal/dashboard") { id slides { title link { path } backgroundColor } } }' },
    });
    expect(payloadsIn(portal.json.data).length).toBeGreaterThan(2);
  });
});

describe('a normal account', () => {
  it('sees no payloads', async () => {
    for (const path of ['/api/partner/profile', '/api/partner/categories', '/api/partner/leads', '/api/footer']) {
      const { json } = await call(base, path, { token: cleanToken });
      expect(payloadsIn(json.body), path).toEqual([]);
    }
  });
});

describe('SANDBOX_HOSTILE', () => {
  it('makes every account hostile, the footer too', async () => {
    const everyone = await start({ hostile: true });
    try {
      const token = await signIn(everyone.url);
      expect(payloadsIn((await call(everyone.url, '/api/partner/leads', { token })).json.body).length).toBeGreaterThan(0);
      expect(payloadsIn((await call(everyone.url, '/api/footer')).json.body)).toEqual(PAYLOADS);
    } finally {
      await everyone.close();
    }
  });
});
