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
const { newsItemSchema, linkItemSchema } = await import('~/upstream/schemas/content');

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
    const first = await loadNotifications(ctx, { lastSeen: 0, seenKeys: [] });
    const seen = await loadNotifications(ctx, { lastSeen: 5_000, seenKeys: ['content:/playbook/1/11'] });
    expect(first.entries.map((entry) => entry.unseen)).toEqual([true, true, true]);
    expect(seen.entries.map((entry) => entry.unseen)).toEqual([false, false, false]);
    shared.news = Object.freeze([news('n3', 'Newer', 6_000)]);
    const newer = await loadNotifications(ctx, { lastSeen: 5_000, seenKeys: [] });
    expect(newer.entries.map((entry) => entry.text)).toEqual(['Newer', 'Guide']);
  });

  it('says a source failed and still lists the other', async () => {
    shared.newsFails = true;
    const { entries, failed } = await loadNotifications(ctx, { lastSeen: 0, seenKeys: [] });
    expect(failed).toBe(true);
    expect(entries.map((entry) => entry.id)).toEqual(['content:/playbook/1/11']);
  });
});
