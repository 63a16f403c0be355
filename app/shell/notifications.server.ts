import type { UpstreamContext } from '~/upstream/client.server';
import { getNewContent, getNews } from '~/upstream/content.server';
import { rethrowSignedOut } from '~/upstream/errors';
import { appPath } from '~/lib/paths';
import { preferenceCookie } from '~/lib/preference-cookie.server';
import { resolveLink } from '~/lib/media.server';
import { stripMarkup } from '~/lib/sanitize.server';
import { memoizePerAnswer } from '~/lib/cache.server';
import type { LinkItem, NewsItem } from '~/upstream/schemas/content';
import { noStoreHeaders } from '~/lib/no-store';
import { buildNotifications, isFirstVisit, markSeen, parseSeenState, type NotificationEntry, type NotificationSource, type SeenState } from './notifications';

/** When the partner last looked at their notifications (a year, the whole portal). */
export const seenCookie = preferenceCookie('notifications_seen');

export async function readSeenState(request: Request): Promise<SeenState> {
  return parseSeenState(await seenCookie.parse(request.headers.get('cookie')));
}

/**
 * The bell's sources of a news listing and of a new-content list, made once per kept answer
 * (see `memoizePerAnswer`): every page of the portal shows the bell.
 */
const newsSources = memoizePerAnswer((news: readonly NewsItem[]): NotificationSource[] =>
  news.slice(0, 20).flatMap((item) =>
    item.id
      ? [
          {
            key: `news:${item.id}`,
            time: item.modificationDate,
            text: stripMarkup(item.title),
            href: `${appPath('/newsannouncements')}?news=${encodeURIComponent(item.id)}`,
          },
        ]
      : [],
  ),
);

const contentSources = memoizePerAnswer((fresh: readonly LinkItem[]): NotificationSource[] =>
  fresh.slice(0, 10).map((item) => ({ key: `content:${item.path ?? item.title}`, time: null, text: stripMarkup(item.title), href: resolveLink(item.path) })),
);

async function fetchSources(ctx: UpstreamContext): Promise<{ sources: NotificationSource[]; failed: boolean }> {
  const [news, fresh] = await Promise.allSettled([getNews(ctx), getNewContent(ctx)]);
  for (const result of [news, fresh]) {
    if (result.status === 'rejected') rethrowSignedOut(result.reason);
  }
  const failed = news.status === 'rejected' || fresh.status === 'rejected';
  const sources: NotificationSource[] = [
    ...(news.status === 'fulfilled' ? newsSources(news.value, '') : []),
    ...(fresh.status === 'fulfilled' ? contentSources(fresh.value, '') : []),
  ];
  return { sources, failed };
}

/** The bell's entries, and whether a source of them could not be loaded (not the same as nothing new). */
export interface LoadedNotifications {
  entries: NotificationEntry[];
  failed: boolean;
}

/**
 * The partner's notifications: news and new content, marked new since their last visit (on a
 * first visit: of the last days, see `buildNotifications`) at `now`. Both lists are
 * the ones the content client keeps a minute per partner and language (asked again on a
 * reload). A source that fails is reported as `failed`, with the entries of the other one.
 */
export async function loadNotifications(ctx: UpstreamContext, seen: SeenState, now: number = Date.now()): Promise<LoadedNotifications> {
  try {
    const { sources, failed } = await fetchSources(ctx);
    return { entries: buildNotifications(sources, seen, now), failed };
  } catch (error) {
    rethrowSignedOut(error);
    return { entries: [], failed: true };
  }
}

/**
 * The notifications as the partner sees them now (the screen, or "mark all as read"), and the
 * headers that then mark every one of them seen. What could not be loaded was not seen: the
 * last visit stays as it was.
 */
export async function seeNotifications(request: Request, ctx: UpstreamContext): Promise<LoadedNotifications & { firstVisit: boolean; headers: Headers }> {
  const seen = await readSeenState(request);
  const now = Date.now();
  const { entries, failed } = await loadNotifications(ctx, seen, now);
  const headers = noStoreHeaders();
  if (!failed) headers.append('Set-Cookie', await seenCookie.serialize(markSeen(entries, now)));
  return { entries, failed, firstVisit: isFirstVisit(seen), headers };
}
