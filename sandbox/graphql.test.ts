import { describe, expect, it } from 'vitest';
import { preparedQuery } from './graphql/documents';
import { call, sandboxForFile, signIn } from '../tests/helpers/sandbox';

const PARTNER_PORTAL = `query getPartnerPortal($fullpath: String!, $defaultLanguage: String) {
  getPartnerPortal(fullpath: $fullpath, defaultLanguage: $defaultLanguage) {
    id
    quicklinks { id title assets { id filename fullpath } }
    slides { id title description descriptionHtml shortDescription
             link { title path } image { fullpath } video { fullpath thumbnail }
             backgroundColor enableOverlay TextAlignment vertical horizontal }
    onBoardingCards { id title description descriptionHtml shortDescription
             link { title path } image { fullpath } video { fullpath thumbnail }
             backgroundColor enableOverlay TextAlignment vertical horizontal }
  }
}`;

const EVENTS = `query getEventsListing($defaultLanguage: String) {
  getEventsListing(defaultLanguage: $defaultLanguage, sortBy: ["dateTimeStart"], sortOrder: ["ASC"]) {
    edges { node { id name description Url { title path } imagen { fullpath }
                   eventType dateTimeStart dateTimeEnd venueName } }
    totalCount
  }
}`;

const NEWS = `query GetNewsListing($first: Int, $defaultLanguage: String) {
  getNewsListing(first: $first, defaultLanguage: $defaultLanguage, sortBy: ["modificationDate"], sortOrder: ["DESC"]) {
    edges { node { id modificationDate seofriendlyurl newsType title description
                   newsMainImage { fullpath } } }
    totalCount
  }
}`;

const { url: base } = await sandboxForFile();
const token = await signIn(base);
const portalPath: string = (await call(base, '/api/partner/profile', { token })).json.body.partnerPortalPath;

const query = (source: string, variables: Record<string, unknown>, operationName?: string) =>
  call(base, '/graphql', { token, json: { query: source, variables, operationName } });

describe('getPartnerPortal', () => {
  it('answers quick links, slides and onboarding cards for the profile path', async () => {
    const { status, json } = await query(PARTNER_PORTAL, { fullpath: portalPath, defaultLanguage: 'en' }, 'getPartnerPortal');
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    const portal = json.data.getPartnerPortal;
    expect(portal.quicklinks).toHaveLength(5);
    expect(portal.quicklinks[0].assets[0].fullpath).toMatch(/^\/media\/.+\.pdf$/);
    expect(portal.slides).toHaveLength(4);
    expect(portal.slides.filter((slide: any) => slide.video !== null)).toHaveLength(1);
    expect(new Set(portal.slides.map((slide: any) => slide.TextAlignment)).size).toBeGreaterThan(1);
    expect(new Set(portal.slides.map((slide: any) => slide.backgroundColor)).size).toBe(4);
    expect(portal.onBoardingCards.map((card: any) => card.title)).toEqual(['Onboarding', 'LinkedIn', 'Newsletter', 'Partner Academy']);
  });

  it('switches locale with defaultLanguage', async () => {
    const en = (await query(PARTNER_PORTAL, { fullpath: portalPath, defaultLanguage: 'en' })).json.data.getPartnerPortal;
    const it_ = (await query(PARTNER_PORTAL, { fullpath: portalPath, defaultLanguage: 'it' })).json.data.getPartnerPortal;
    expect(it_.slides[0].title).not.toBe(en.slides[0].title);
    expect(it_.quicklinks[0].title).toBe('Manuale del partner');
  });

  it('answers an error for an unknown document', async () => {
    const { json } = await query(PARTNER_PORTAL, { fullpath: '/nowhere', defaultLanguage: 'en' });
    expect(json.data.getPartnerPortal).toBeNull();
    expect(json.errors[0].message).toMatch(/nowhere/);
  });
});

describe('getEventsListing', () => {
  it('answers eight events sorted by start, some past, some future, one ending today', async () => {
    const { json } = await query(EVENTS, { defaultLanguage: 'en' });
    const events = json.data.getEventsListing.edges.map((edge: any) => edge.node);
    expect(json.data.getEventsListing.totalCount).toBe(8);
    const starts = events.map((event: any) => Date.parse(event.dateTimeStart));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const now = Date.now();
    expect(events.some((event: any) => Date.parse(event.dateTimeEnd) < now - 86_400_000)).toBe(true);
    expect(events.some((event: any) => Date.parse(event.dateTimeStart) > now)).toBe(true);
    const today = new Date().toDateString();
    expect(events.some((event: any) => new Date(event.dateTimeEnd).toDateString() === today)).toBe(true);
    expect(events[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), Url: { title: expect.any(String), path: expect.any(String) } });
  });
});

describe('GetNewsListing', () => {
  it('answers news newest first; first limits the edges, not totalCount', async () => {
    const { json } = await query(NEWS, { first: 1000, defaultLanguage: 'en' });
    const news = json.data.getNewsListing.edges.map((edge: any) => edge.node);
    expect(json.data.getNewsListing.totalCount).toBe(30);
    expect(news).toHaveLength(30);
    const dates = news.map((item: any) => item.modificationDate);
    expect([...dates].sort((a: number, b: number) => b - a)).toEqual(dates);
    expect(dates.every((value: unknown) => Number.isInteger(value))).toBe(true);
    const twoYears = Date.now() / 1000 - 2 * 366 * 86_400;
    expect(Math.min(...dates)).toBeGreaterThan(twoYears);
    expect(news.filter((item: any) => item.newsMainImage === null)).toHaveLength(2);
    expect(news[0].description).toMatch(/^<p>/);

    const limited = (await query(NEWS, { first: 5, defaultLanguage: 'en' })).json.data.getNewsListing;
    expect(limited.edges).toHaveLength(5);
    expect(limited.totalCount).toBe(30);
  });

  it('switches locale with defaultLanguage', async () => {
    const en = (await query(NEWS, { first: 1, defaultLanguage: 'en' })).json.data.getNewsListing.edges[0].node;
    const de = (await query(NEWS, { first: 1, defaultLanguage: 'de' })).json.data.getNewsListing.edges[0].node;
    expect(de.id).toBe(en.id);
    expect(de.title).not.toBe(en.title);
  });
});

describe('endpoint', () => {
  it('requires a bearer token', async () => {
    expect((await call(base, '/graphql', { json: { query: NEWS, variables: { first: 1 } } })).status).toBe(401);
  });

  it('answers 400 with errors for an invalid query', async () => {
    const { status, json } = await query('{ nope }', {});
    expect(status).toBe(400);
    expect(json.errors.length).toBeGreaterThan(0);
  });

  it('answers a syntax error with 400 each time it is sent', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { status, json } = await query('query {', {});
      expect(status).toBe(400);
      expect(json.errors[0].message).toMatch(/Syntax Error/);
    }
  });

  it('parses and validates a query text once, then reuses it with new variables', async () => {
    const first = preparedQuery(NEWS);
    expect(first.errors).toEqual([]);
    expect(first.names).toEqual(['GetNewsListing', 'getNewsListing']);
    expect(preparedQuery(NEWS)).toBe(first);
    const one = await query(NEWS, { first: 1 });
    const two = await query(NEWS, { first: 2 });
    expect(one.json.data.getNewsListing.edges).toHaveLength(1);
    expect(two.json.data.getNewsListing.edges).toHaveLength(2);
  });
});
