import { describe, expect, it } from 'vitest';
import { SECURE, call, freshToken, login, sandboxForFile, signIn, totpCode } from '../tests/helpers/sandbox';

const { url: base } = await sandboxForFile();
const token = await signIn(base);

const get = (path: string) => call(base, path, { token });

describe('envelope', () => {
  it('wraps every GET in { body } and answers unknown paths with a JSON 404', async () => {
    expect(Object.keys((await get('/api/partner/leads')).json)).toEqual(['body']);
    expect(await get('/api/partner/unknown')).toMatchObject({ status: 404, json: { message: 'Not found' } });
  });
});

describe('footer', () => {
  it('needs no token and answers HTML with links, a list and a script', async () => {
    const { status, json } = await call(base, '/api/footer');
    expect(status).toBe(200);
    expect(typeof json.body).toBe('string');
    expect(json.body).toMatch(/<a href=/);
    expect(json.body).toMatch(/<ul>/);
    expect(json.body).toMatch(/<script>/);
  });
});

describe('profile', () => {
  it('has every profile and partner field', async () => {
    const { json } = await get('/api/partner/profile');
    const profile = json.body;
    for (const field of [
      'firstName',
      'lastName',
      'jobTitle',
      'company',
      'phone',
      'email',
      'linkedinUrl',
      'xUrl',
      'facebookUrl',
      'profilePhoto',
      'distributionAgreement',
      'is2FaEnabled',
      'partnerPortalPath',
      'priceUrl',
      'partner',
    ]) {
      expect(profile).toHaveProperty(field);
    }
    expect(profile).toMatchObject({ firstName: 'Alex', lastName: 'Morgan', company: 'Northwind Inspection Services', is2FaEnabled: false });
    expect(profile.priceUrl).toBe(`${base}/pricelist`);
    for (const field of [
      'logo',
      'cif',
      'name',
      'extrainformation',
      'country',
      'region',
      'phone1',
      'fax',
      'email',
      'address1',
      'website',
      'SAPId',
      'sugarId',
      'HubspotId',
      'partnerPriceID',
    ]) {
      expect(profile.partner).toHaveProperty(field);
    }
    for (const prefix of ['firstContact', 'secondContact']) {
      for (const suffix of ['Salutation', 'Surname', 'Name', 'Job', 'Phone', 'Email', 'Note']) {
        expect(typeof profile.partner[`${prefix}${suffix}`]).toBe('string');
      }
    }
    expect(profile.partner.fax).toBeTruthy();
  });

  it('the 2FA account has its own profile, without fax', async () => {
    const preAuth = await login(base, SECURE.email, SECURE.password);
    const verified = await call(base, '/api/2fa/verify', { token: preAuth, json: { otp_code: totpCode(SECURE.secret) } });
    const profile = (await call(base, '/api/partner/profile', { token: verified.json.token })).json.body;
    expect(profile).toMatchObject({ email: SECURE.email, is2FaEnabled: true });
    expect(profile.lastName).not.toBe('Morgan');
    expect(profile.partner.fax).toBeNull();
  });
});

describe('popular and new content', () => {
  it('answer eight link items each', async () => {
    for (const path of ['/api/documents', '/api/documents/new']) {
      const { json } = await get(`${path}?locale=en`);
      expect(json.body).toHaveLength(8);
      for (const item of json.body) {
        expect(Object.keys(item).sort()).toEqual(['description', 'path', 'title', 'type']);
        expect(item.path).toMatch(/^\/(playbook|media)\//);
      }
    }
  });
});

describe('catalogue', () => {
  it('answers portfolios with products and documents', async () => {
    const { json } = await get('/api/partner/categories?locale=en');
    const categories = json.body.categories;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.some((portfolio: any) => portfolio.products.length === 0)).toBe(true);
    const portfolio = categories[0];
    expect(portfolio).toMatchObject({ id: expect.any(Number), type: 'Category', name: expect.any(String), favorite: expect.any(Boolean) });
    for (const field of ['seofriendlyurl', 'descriptionWeb', 'coverLink', 'productImage', 'coverDetail']) expect(portfolio).toHaveProperty(field);
    const product = portfolio.products[0];
    expect(product).toMatchObject({ id: expect.any(Number), type: 'Product', elementType: 'Product', category: portfolio.id });
    expect(product.description).toMatch(/^<p>.*<\/p><p>.*<\/p>$/);
    for (const field of ['name', 'model', 'title', 'seofriendlyurl', 'productImage', 'image', 'coverLink', 'document', 'favorite'])
      expect(product).toHaveProperty(field);
    expect(product.contentList[0]).toMatchObject({
      id: expect.any(Number),
      type: 'Document',
      document: expect.stringMatching(/\.pdf$/),
      favorite: expect.any(Boolean),
    });
    const products = categories.flatMap((entry: any) => entry.products);
    expect(products.some((entry: any) => entry.contentList.length === 0)).toBe(true);
    expect(products.some((entry: any) => !/\d/.test(entry.name))).toBe(true);
  });

  it('answers the pinned items: two products, a portfolio and a document', async () => {
    const { json } = await get('/api/partner/pin-products?locale=en');
    const items = json.body.products;
    expect(items.map((item: any) => item.type)).toEqual(['Product', 'Product', 'Category', 'Document']);
    for (const item of items) {
      for (const field of ['id', 'type', 'name', 'model', 'seofriendlyurl', 'description', 'productImage', 'coverLink', 'document', 'category']) {
        expect(item).toHaveProperty(field);
      }
    }
    expect(items[0].category).toBe(1);
  });
});

describe('asset lists', () => {
  const lists = ['videos', 'documents', 'wiki-article', 'sales-flyers', 'product-images', 'branding-assets'];

  it('answer asset items with every field', async () => {
    for (const list of lists) {
      const { status, json } = await get(`/api/partner/${list}?locale=en`);
      expect(status).toBe(200);
      expect(json.body.length).toBeGreaterThan(0);
      for (const item of json.body) {
        expect(['DataObject', 'Asset']).toContain(item.type);
        expect(Object.keys(item).sort()).toEqual([
          'asset',
          'assetTitle',
          'description',
          'documentType',
          'id',
          'image',
          'link',
          'thumbnail',
          'title',
          'type',
          'video',
        ]);
      }
    }
  });

  it('has enough items to page in at least two lists, long descriptions and an untitled item', async () => {
    const all = await Promise.all(lists.map(async (list) => (await get(`/api/partner/${list}`)).json.body as any[]));
    expect(all.filter((items) => items.length > 12).length).toBeGreaterThanOrEqual(2);
    expect(all.flat().some((item) => item.description.length > 100)).toBe(true);
    expect(all.flat().some((item) => item.title === null)).toBe(true);
  });

  it('mixes embedded videos and video files', async () => {
    const { json } = await get('/api/partner/videos');
    const embedded = json.body.filter((item: any) => item.type === 'DataObject');
    const files = json.body.filter((item: any) => item.type === 'Asset');
    expect(embedded[0].video).toMatch(/^<iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}"/);
    expect(files[0].video).toMatch(/^\/media\/videos\/.+\.mp4$/);
  });
});

describe('leads', () => {
  it('answers fourteen leads with the contract fields', async () => {
    const { json } = await get('/api/partner/leads');
    expect(json.body).toHaveLength(14);
    const statuses = new Set(json.body.map((lead: any) => lead.status));
    expect([...statuses].sort()).toEqual(['Closed', 'Contacted', 'New', 'Proposal', 'Qualified']);
    expect(new Set(json.body.map((lead: any) => lead.country_iso)).size).toBeGreaterThan(5);
    for (const lead of json.body) {
      expect(Object.keys(lead).sort()).toEqual([
        'company',
        'country_iso',
        'creationDate',
        'email',
        'firstname',
        'id',
        'lastname',
        'message',
        'note',
        'phone',
        'products',
        'status',
        'street',
        'zip',
      ]);
      expect(Number.isNaN(Date.parse(lead.creationDate))).toBe(false);
      expect(lead.products.length).toBeLessThanOrEqual(3);
    }
    expect(json.body.some((lead: any) => lead.products.length === 0)).toBe(true);
  });
});

describe('support tickets', () => {
  it('answers ticket ids for the contact, then the tickets', async () => {
    const contacts = await get('/api/partner/crm/contacts?email=demo%40partner.example');
    const ids = contacts.json.body.associations.tickets.results.map((entry: any) => entry.id);
    expect(ids).toHaveLength(5);
    const details = await get(`/api/partner/crm/tickets/details?ticketIds=${ids.join(',')}`);
    const tickets = details.json.body.results;
    expect(tickets).toHaveLength(5);
    expect(tickets.some((ticket: any) => ticket.properties.subject === undefined)).toBe(true);
    expect(tickets.some((ticket: any) => ticket.properties.createdate === undefined)).toBe(true);
    expect(typeof tickets[0].properties.content).toBe('string');
  });

  it('answers only the requested tickets, and none for unknown ids', async () => {
    expect((await get('/api/partner/crm/tickets/details?ticketIds=81290041')).json.body.results).toHaveLength(1);
    expect((await get('/api/partner/crm/tickets/details?ticketIds=1,2')).json.body.results).toEqual([]);
  });

  it('an account emptied of tickets has no ticket ids', async () => {
    const account = await freshToken(base, { empty: ['tickets', 'leads', 'pins'] });
    expect((await call(base, '/api/partner/crm/contacts', { token: account.token })).json.body.associations.tickets.results).toEqual([]);
    expect((await call(base, '/api/partner/leads', { token: account.token })).json.body).toEqual([]);
    expect((await call(base, '/api/partner/pin-products', { token: account.token })).json.body.products).toEqual([]);
  });
});

describe('search', () => {
  it('groups hits by section and highlights the match in titles', async () => {
    const { json } = await get('/api/partner/search?search=drone&locale=en');
    const keys = json.body.map((section: any) => section.key);
    expect(keys).toContain('Product');
    expect(keys).toContain('Category');
    const product = json.body.find((section: any) => section.key === 'Product').group_docs.hits.hits[0]._source;
    expect(product.title).toContain('<em>Drone</em>');
    for (const field of ['title', 'description', 'image', 'url', 'elementType', 'id', 'categoryId', 'model']) expect(product).toHaveProperty(field);
  });

  it('is case-insensitive, matches models and leaves out sections without hits', async () => {
    const { json } = await get('/api/partner/search?search=ut450&locale=en');
    expect(json.body.map((section: any) => section.key)).toEqual(['Product', 'Documents']);
    const hit = json.body[0].group_docs.hits.hits[0]._source;
    expect(hit).toMatchObject({ id: 31, categoryId: 3, model: 'UT450' });
  });

  it('covers documents, business cases, videos and news', async () => {
    const sections = async (query: string) =>
      (await get(`/api/partner/search?search=${encodeURIComponent(query)}&locale=en`)).json.body.map((section: any) => section.key);
    expect(await sections('datasheet')).toContain('Documents');
    expect(await sections('refinery')).toContain('WikiArticles');
    expect(await sections('maintenance tutorial')).toContain('Videos');
    expect(await sections('firmware')).toContain('News');
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await get('/api/partner/search?search=zzzz-nothing&locale=en')).json.body).toEqual([]);
    expect((await get('/api/partner/search?search=&locale=en')).json.body).toEqual([]);
  });
});

describe('locales', () => {
  it('switch names, titles and descriptions, and fall back to en', async () => {
    const names: Record<string, string> = {};
    for (const locale of ['en', 'de', 'fr', 'it', 'zh', 'es', 'pt']) {
      names[locale] = (await get(`/api/partner/categories?locale=${locale}`)).json.body.categories[0].name;
    }
    expect(new Set(Object.values(names)).size).toBe(7);
    expect(names.de).toBe('Inspektionsdrohnen');
    expect(names.zh).toBe('巡检无人机');
    expect((await get('/api/partner/categories?locale=xx')).json.body.categories[0].name).toBe(names.en);
    expect((await get('/api/partner/categories')).json.body.categories[0].name).toBe(names.en);
    const videosDe = (await get('/api/partner/videos?locale=de')).json.body[0].title;
    const videosEn = (await get('/api/partner/videos?locale=en')).json.body[0].title;
    expect(videosDe).not.toBe(videosEn);
    const searchDe = await get('/api/partner/search?search=Datenblatt&locale=de');
    expect(searchDe.json.body.map((section: any) => section.key)).toContain('Documents');
  });
});
