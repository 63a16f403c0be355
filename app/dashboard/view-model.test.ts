import { describe, expect, it } from 'vitest';
import { contentItemView, eventView, pinnedView, portalView, portfolioView, quickLinkView, slideView } from '~/dashboard/dashboard.server';
import { portfolioHref } from '~/playbook/links';
import { eventSchema, linkItemSchema, partnerPortalSchema, quickLinkSchema, slideSchema } from '~/upstream/schemas/content';
import { pinnedItemSchema, portfolioSchema } from '~/upstream/schemas/catalogue';

describe('dashboard view models', () => {
  it('downloads a quick link from {base}/{locale}/download/{id} through the media route', () => {
    const link = quickLinkSchema.parse({ id: 5201, title: 'Partner handbook', assets: [{ id: 5301, filename: 'partner-handbook.pdf' }] });
    expect(quickLinkView(link, 'de')).toEqual({ id: '5201', title: 'Partner handbook', href: '/partner/media/de/download/5201' });
    expect(quickLinkView(quickLinkSchema.parse({ id: '../x', title: 'x' }), 'en')).toBeNull();
  });

  it('keeps a slide colour only when it is a plain colour, and picks a readable text tone', () => {
    const slide = slideSchema.parse({ id: 1, title: 'T', backgroundColor: '#0B3D91', TextAlignment: 'Center', vertical: 'bogus' });
    expect(slideView(slide, 0)).toMatchObject({ background: '#0b3d91', tone: 'light', align: 'center', vertical: 'center' });
    const hostile = slideSchema.parse({ id: 2, title: 'T', backgroundColor: 'red;background:url(https://evil.example)' });
    expect(slideView(hostile, 1)).toMatchObject({ background: null, tone: null });
  });

  it("links a portfolio card to the portfolio's screen, and an id that is no plain segment nowhere", () => {
    expect(portfolioView(portfolioSchema.parse({ id: 'p-3', name: 'Drones' }), 0).href).toBe(portfolioHref('p-3'));
    expect(portfolioView(portfolioSchema.parse({ id: '../signin', name: 'Drones' }), 0)).toMatchObject({ key: 'portfolio-0', href: null });
  });

  it('never lets a script URL or markup through', () => {
    const slide = slideView(
      slideSchema.parse({
        title: 'Hi<script>alert(1)</script>',
        link: { title: 'Go', path: 'javascript:alert(1)' },
        image: { fullpath: 'javascript:alert(1)' },
      }),
      0,
    );
    expect(slide.title).toBe('Hi');
    expect(slide.link).toBeNull();
    expect(slide.image).toBeNull();
    const item = contentItemView(
      linkItemSchema.parse({ title: '<img src=x onerror=alert(1)>Drone', path: '/playbook/1/11', description: '<p>Text</p>', type: 'Product' }),
      0,
    );
    expect(item).toMatchObject({ title: 'Drone', href: '/partner/playbook/1/11', description: 'Text' });
  });

  it('maps a pinned product with its link, image and document', () => {
    const item = pinnedView(
      pinnedItemSchema.parse({
        id: 31,
        type: 'Product',
        name: 'Crawler X10',
        category: 3,
        productImage: '/media/products/x10.svg',
        document: '/media/documents/x10.pdf',
      }),
      0,
    );
    expect(item).toMatchObject({
      id: '31',
      href: '/playbook/3/31',
      image: '/partner/media/media/products/x10.svg',
      document: '/partner/media/media/documents/x10.pdf',
    });
  });

  it('marks an event that is in the calendar and offers its calendar file', () => {
    const event = eventSchema.parse({
      id: 4004,
      name: 'Webinar',
      dateTimeStart: '2030-01-01T10:00:00Z',
      dateTimeEnd: '2030-01-01T11:00:00Z',
      Url: { title: 'Details', path: 'https://events.example/x' },
    });
    expect(eventView(event, 0, 'en', new Set(['4004']))).toMatchObject({
      id: '4004',
      inCalendar: true,
      ics: '/partner/events/4004/ics',
      link: { href: 'https://events.example/x', external: true },
    });
    expect(eventView(event, 0, 'en', new Set())).toMatchObject({ inCalendar: false });
  });
});

describe('views of kept content', () => {
  it('make an event view per language, the calendar flag per call', () => {
    const event = eventSchema.parse({ id: 4010, name: '<i>Fair</i>', dateTimeStart: '2030-02-01T10:00:00Z' });
    const first = eventView(event, 0, 'en', new Set(['4010']));
    const second = eventView(event, 0, 'en', new Set());
    expect(first).toMatchObject({ name: 'Fair', inCalendar: true });
    expect(second).toMatchObject({ name: 'Fair', inCalendar: false });
    expect(eventView(event, 0, 'de', new Set()).when).not.toBe(first.when);
    const renamed = eventSchema.parse({ id: 4010, name: 'Renamed', dateTimeStart: '2030-02-01T10:00:00Z' });
    expect(eventView(renamed, 0, 'en', new Set()).name).toBe('Renamed');
  });

  it('make a content item view per position', () => {
    const item = linkItemSchema.parse({ title: 'Drone', path: '/playbook/1/11', type: 'Product' });
    expect(contentItemView(item, 0)).toMatchObject({ key: '0-/playbook/1/11', title: 'Drone', type: 'Product' });
    expect(contentItemView(item, 1).key).toBe('1-/playbook/1/11');
    expect(contentItemView(linkItemSchema.parse({ title: 'Other', path: '/playbook/1/11' }), 0).title).toBe('Other');
  });
});

describe('portalView', () => {
  it('makes the view of a portal document in the language asked for', () => {
    const portal = partnerPortalSchema.parse({
      id: '9',
      slides: [{ id: '1', title: '<b>Hello</b>' }],
      quicklinks: [{ id: '42', title: 'Guide' }],
      onBoardingCards: [],
    });
    const english = portalView(portal, 'en');
    expect(english.slides[0].title).toBe('Hello');
    expect(english.quickLinks[0].href).toContain('/en/download/42');
    expect(portalView(portal, 'de').quickLinks[0].href).toContain('/de/download/42');
  });
});
