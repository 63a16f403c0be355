import { beforeEach, describe, expect, it, vi } from 'vitest';

// The provider calls the dashboard makes, answered here; the test watches their order.
const log: string[] = [];
let profilePath = '/Portals/Partner';
vi.mock('~/upstream/profile.server', () => ({
  getProfile: async () => {
    log.push('profile asked');
    // Answered a turn of the event loop later, as a provider's answer comes.
    await new Promise((resolve) => setImmediate(resolve));
    log.push('profile answered');
    return { partnerPortalPath: profilePath };
  },
}));
// Answers the way kept and reused answers come: the same frozen objects page view after page view.
const shared = vi.hoisted(() => ({ events: [] as readonly unknown[], portfolios: [] as readonly unknown[], popular: [] as readonly unknown[] }));
vi.mock('~/upstream/content.server', () => ({
  getPartnerPortal: async (_ctx: unknown, fullpath: string) => {
    log.push(`portal asked for ${fullpath}`);
    return { id: fullpath, quicklinks: [], slides: [], onBoardingCards: [] };
  },
  getEvents: async () => shared.events,
  getNewContent: async () => [],
  getPopularContent: async () => shared.popular,
}));
vi.mock('~/upstream/catalogue.server', () => ({ getPinnedItems: async () => [], getPortfolios: async () => shared.portfolios }));

const { loadDashboard } = await import('~/dashboard/dashboard.server');
const { eventSchema, linkItemSchema } = await import('~/upstream/schemas/content');
const { portfolioSchema } = await import('~/upstream/schemas/catalogue');
const signedIn = (token: string) => ({ session: {}, locale: 'en', setCookie: null, upstream: { token, locale: 'en' as const } }) as never;

beforeEach(() => {
  log.length = 0;
  profilePath = '/Portals/Partner';
  shared.events = [];
  shared.portfolios = [];
  shared.popular = [];
});

describe('dashboard portal content', () => {
  it('waits for the profile the first time, then asks for the named document beside it', async () => {
    const first = await loadDashboard(signedIn('token-a'), new Set());
    expect(first.portal).toMatchObject({ ok: true });
    expect(log).toEqual(['profile asked', 'profile answered', 'portal asked for /Portals/Partner']);
    log.length = 0;
    await loadDashboard(signedIn('token-a'), new Set());
    expect(log).toEqual(['portal asked for /Portals/Partner', 'profile asked', 'profile answered']);
  });

  it('follows the profile when it names another document, and keeps partners apart', async () => {
    await loadDashboard(signedIn('token-b'), new Set());
    profilePath = '/Portals/Gold';
    log.length = 0;
    await loadDashboard(signedIn('token-b'), new Set());
    expect(log).toEqual(['portal asked for /Portals/Partner', 'profile asked', 'profile answered', 'portal asked for /Portals/Gold']);
    log.length = 0;
    await loadDashboard(signedIn('token-c'), new Set());
    expect(log).toEqual(['profile asked', 'profile answered', 'portal asked for /Portals/Gold']);
  });

  it('asks for no document when the profile names none any more', async () => {
    await loadDashboard(signedIn('token-d'), new Set());
    profilePath = '  ';
    const emptied = await loadDashboard(signedIn('token-d'), new Set());
    expect(emptied.portal).toEqual({ ok: false, error: null });
    log.length = 0;
    await loadDashboard(signedIn('token-d'), new Set());
    expect(log).toEqual(['profile asked', 'profile answered']);
  });
});

describe('dashboard views of shared answers', () => {
  it('are made once per answer and reused by the next page view, the calendar read each time', async () => {
    shared.events = Object.freeze([
      Object.freeze(eventSchema.parse({ id: 4020, name: '<b>Fair</b>', dateTimeStart: '2030-03-01T10:00:00Z', dateTimeEnd: '2030-03-01T12:00:00Z' })),
    ]);
    shared.portfolios = Object.freeze([Object.freeze(portfolioSchema.parse({ id: 7, name: 'Drones' }))]);
    shared.popular = Object.freeze([Object.freeze(linkItemSchema.parse({ title: 'Guide', path: '/playbook/1/11' }))]);
    const first = await loadDashboard(signedIn('token-e'), new Set(['4020']));
    const second = await loadDashboard(signedIn('token-e'), new Set());
    if (!first.portfolios.ok || !second.portfolios.ok || !first.popular.ok || !second.popular.ok) throw new Error('sections failed');
    expect(second.portfolios.items[0]).toBe(first.portfolios.items[0]);
    expect(second.popular.items[0]).toBe(first.popular.items[0]);
    expect(first.events).toMatchObject({ ok: true, items: [{ id: '4020', name: 'Fair', inCalendar: true }] });
    expect(second.events).toMatchObject({ ok: true, items: [{ id: '4020', name: 'Fair', inCalendar: false }] });
  });

  it('are made again for a newer answer, and per language', async () => {
    shared.portfolios = Object.freeze([Object.freeze(portfolioSchema.parse({ id: 7, name: 'Drones' }))]);
    const first = await loadDashboard(signedIn('token-f'), new Set());
    shared.portfolios = Object.freeze([Object.freeze(portfolioSchema.parse({ id: 7, name: 'Crawlers' }))]);
    const newer = await loadDashboard(signedIn('token-f'), new Set());
    expect(first.portfolios).toMatchObject({ ok: true, items: [{ name: 'Drones' }] });
    expect(newer.portfolios).toMatchObject({ ok: true, items: [{ name: 'Crawlers' }] });
    shared.events = Object.freeze([
      Object.freeze(eventSchema.parse({ id: 4021, name: 'Fair', dateTimeStart: '2030-03-01T10:00:00Z', dateTimeEnd: '2030-03-01T12:00:00Z' })),
    ]);
    const english = await loadDashboard(signedIn('token-f'), new Set());
    const german = await loadDashboard({ ...(signedIn('token-f') as object), locale: 'de' } as never, new Set());
    if (!english.events.ok || !german.events.ok) throw new Error('events failed');
    expect(german.events.items[0].when).not.toBe(english.events.items[0].when);
  });
});
