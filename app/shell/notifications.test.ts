import { beforeEach, describe, expect, it, vi } from 'vitest';

// The two kept lists the bell reads, answered here the way kept answers come: the same frozen
// objects page view after page view, until a newer answer replaces them.
const shared = vi.hoisted(() => ({ news: [] as readonly unknown[], fresh: [] as readonly unknown[], newsFails: false }));
vi.mock('~/upstream/content.server', () => ({
  getNews: async () => {
    if (shared.newsFails) throw new Error('news down');
    return shared.news;
  },
  getNewContent: async () => shared.fresh,
}));

const { loadNotifications } = await import('~/shell/notifications.server');
const { NEW_WINDOW_DAYS, BELL_ENTRIES, bellEntries, buildNotifications, isFirstVisit, markSeen, unseenCount } = await import('~/shell/notifications');
const { newsItemSchema, linkItemSchema } = await import('~/upstream/schemas/content');

const DAY = 24 * 60 * 60;
const ctx = { token: 'partner-token', locale: 'en' as const };
const news = (id: string, title: string, modificationDate: number) => Object.freeze(newsItemSchema.parse({ id, title, modificationDate }));
const content = (title: string, path: string) => Object.freeze(linkItemSchema.parse({ title, path }));

beforeEach(() => {
  shared.news = Object.freeze([news('n1', '<b>Launch</b>', 2_000), news('n2', 'Older', 1_000), news('', 'No id', 3_000)]);
  shared.fresh = Object.freeze([content('Guide', '/playbook/1/11')]);
  shared.newsFails = false;
});

describe('the bell', () => {
  it('lists news newest first (text without markup, linking to the item) and then new content, marking what is new since the last visit', async () => {
    const { entries, failed } = await loadNotifications(ctx, { lastSeen: 1_500, seenKeys: [] });
    expect(failed).toBe(false);
    expect(entries).toEqual([
      { id: 'news:n1', time: 2_000, text: 'Launch', href: '/partner/newsannouncements?news=n1', unseen: true },
      { id: 'news:n2', time: 1_000, text: 'Older', href: '/partner/newsannouncements?news=n2', unseen: false },
      { id: 'content:/playbook/1/11', time: null, text: 'Guide', href: '/partner/playbook/1/11', unseen: true },
    ]);
  });

  it('reads the seen state on every page view, and a newer answer anew', async () => {
    const first = await loadNotifications(ctx, { lastSeen: 1_500, seenKeys: [] });
    const seen = await loadNotifications(ctx, { lastSeen: 5_000, seenKeys: ['content:/playbook/1/11'] });
    expect(first.entries.map((entry) => entry.unseen)).toEqual([true, false, true]);
    expect(seen.entries.map((entry) => entry.unseen)).toEqual([false, false, false]);
    shared.news = Object.freeze([news('n3', 'Newer', 6_000)]);
    const newer = await loadNotifications(ctx, { lastSeen: 5_000, seenKeys: [] });
    expect(newer.entries.map((entry) => entry.text)).toEqual(['Newer', 'Guide']);
  });

  it('on a first visit marks new only the news of the last days, at the time it is given', async () => {
    const now = 20 * DAY * 1000;
    shared.news = Object.freeze([news('n1', 'Recent', 20 * DAY - 3_600), news('n2', 'Old', 5 * DAY)]);
    const { entries } = await loadNotifications(ctx, { lastSeen: 0, seenKeys: [] }, now);
    expect(entries.map((entry) => [entry.text, entry.unseen])).toEqual([
      ['Recent', true],
      ['Old', false],
      ['Guide', false],
    ]);
  });

  it('says a source failed and still lists the other', async () => {
    shared.newsFails = true;
    const { entries, failed } = await loadNotifications(ctx, { lastSeen: 1_500, seenKeys: [] });
    expect(failed).toBe(true);
    expect(entries.map((entry) => entry.id)).toEqual(['content:/playbook/1/11']);
  });
});

describe('what counts as new', () => {
  const now = Date.UTC(2026, 11, 2, 12);
  const nowSeconds = now / 1000;
  const dated = (key: string, daysAgo: number) => ({ key, time: nowSeconds - daysAgo * DAY, text: key, href: null });
  const dateless = (key: string) => ({ key, time: null, text: key, href: null });
  const firstVisit = { lastSeen: 0, seenKeys: [] };

  it(`on a first visit: the dated entries of the last ${NEW_WINDOW_DAYS} days, and no dateless one (it cannot be shown to be of them)`, () => {
    const sources = [
      dated('today', 0),
      dated('inside', NEW_WINDOW_DAYS - 0.01),
      dated('outside', NEW_WINDOW_DAYS + 0.01),
      dated('last year', 400),
      dateless('guide'),
    ];
    const entries = buildNotifications(sources, firstVisit, now);
    expect(isFirstVisit(firstVisit)).toBe(true);
    expect(entries.filter((entry) => entry.unseen).map((entry) => entry.id)).toEqual(['today', 'inside']);
    expect(unseenCount(entries)).toBe(2);
  });

  it('the window moves with the time it is asked at', () => {
    const sources = [dated('a', 3), dated('b', 10)];
    const later = now + 5 * DAY * 1000;
    expect(unseenCount(buildNotifications(sources, firstVisit, now))).toBe(2);
    expect(buildNotifications(sources, firstVisit, later).map((entry) => entry.unseen)).toEqual([true, false]);
  });

  it('after a visit: what is newer than it and the dateless entries not listed on it, however old the visit', () => {
    const sources = [dated('after', 30), dated('before', 50), dateless('seen'), dateless('fresh')];
    const seen = { lastSeen: nowSeconds - 40 * DAY, seenKeys: ['seen'] };
    expect(isFirstVisit(seen)).toBe(false);
    const entries = buildNotifications(sources, seen, now);
    expect(entries.filter((entry) => entry.unseen).map((entry) => entry.id)).toEqual(['after', 'fresh']);
  });

  it('marking seen (the screen, or mark all as read) leaves nothing new, until something newer comes', () => {
    const sources = [dated('today', 0), dated('old', 300), dateless('guide')];
    const seen = markSeen(buildNotifications(sources, firstVisit, now), now);
    expect(seen).toEqual({ lastSeen: nowSeconds, seenKeys: ['guide'] });
    expect(unseenCount(buildNotifications(sources, seen, now + 1000))).toBe(0);
    const newer = [dated('newer', -1), ...sources, dateless('another')];
    expect(
      buildNotifications(newer, seen, now + 2 * DAY * 1000)
        .filter((entry) => entry.unseen)
        .map((entry) => entry.id),
    ).toEqual(['newer', 'another']);
  });

  it('the dropdown lists every new entry, however many, and earlier ones up to its size', () => {
    const many = Array.from({ length: BELL_ENTRIES + 4 }, (_, index) => dated(`new ${index}`, index / 2));
    const old = Array.from({ length: 5 }, (_, index) => dated(`old ${index}`, 100 + index));
    const crowded = buildNotifications([...many, ...old], firstVisit, now);
    expect(bellEntries(crowded).map((entry) => entry.id)).toEqual(many.map((source) => source.key));
    const few = buildNotifications([dated('new', 1), ...old, dateless('guide')], firstVisit, now);
    const shown = bellEntries(few);
    expect(shown.map((entry) => entry.id)).toEqual(['new', ...old.map((source) => source.key), 'guide']);
    expect(unseenCount(shown)).toBe(unseenCount(few));
    const quiet = buildNotifications([...old, ...old.map((source) => ({ ...source, key: `${source.key}'` }))], firstVisit, now);
    expect(bellEntries(quiet)).toHaveLength(BELL_ENTRIES);
  });
});
