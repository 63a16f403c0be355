import { describe, expect, it } from 'vitest';
import { sandboxForFile, signIn } from '../tests/helpers/sandbox';

// The portal's content client (graphql-request over the provider client) against the sandbox.
const sandbox = await sandboxForFile({ portal: true });
const token = await signIn(sandbox.url);

describe('content queries against the sandbox', () => {
  it('read the news and the events with their defaults, and end at a revoked token', async () => {
    const { getEvents, getNews } = await import('~/upstream/content.server');
    const news = await getNews({ token, locale: 'en' });
    expect(news.length).toBeGreaterThan(12);
    expect(news[0]).toMatchObject({ id: expect.any(String), title: expect.any(String), modificationDate: expect.any(Number) });
    const events = await getEvents({ token, locale: 'de' });
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), Url: { title: expect.any(String) } });
    await expect(getNews({ token: 'not-a-token', locale: 'en' })).rejects.toMatchObject({ name: 'UpstreamError', code: 'unauthorized', status: 401 });
  });
});
