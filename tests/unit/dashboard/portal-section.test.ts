import { beforeEach, describe, expect, it, vi } from 'vitest';

// The provider calls the dashboard makes, answered here; the test watches their order.
const log: string[] = [];
let profilePath = '/Portals/Partner';
vi.mock('~/upstream/profile.server', () => ({
  getProfile: async () => {
    log.push('profile asked');
    await new Promise((resolve) => setTimeout(resolve, 20));
    log.push('profile answered');
    return { partnerPortalPath: profilePath };
  },
}));
vi.mock('~/upstream/content.server', () => ({
  getPartnerPortal: async (_ctx: unknown, fullpath: string) => {
    log.push(`portal asked for ${fullpath}`);
    return { id: fullpath, quicklinks: [], slides: [], onBoardingCards: [] };
  },
  getEvents: async () => [],
  getNewContent: async () => [],
  getPopularContent: async () => [],
}));
vi.mock('~/upstream/catalogue.server', () => ({ getPinnedItems: async () => [], getPortfolios: async () => [] }));

const { loadDashboard } = await import('~/dashboard/dashboard.server');
const signedIn = (token: string) => ({ session: {}, locale: 'en', setCookie: null, upstream: { token, locale: 'en' as const } }) as never;

beforeEach(() => {
  log.length = 0;
  profilePath = '/Portals/Partner';
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
