import { createCookie } from '@remix-run/node';
import type { UpstreamContext } from '~/upstream/client.server';
import { getNewContent, getNews } from '~/upstream/content.server';
import { rethrowSignedOut } from '~/upstream/errors';
import { BASE_PATH, appPath } from '~/lib/paths';
import { resolveLink } from '~/lib/media.server';
import { stripMarkup } from '~/lib/sanitize.server';
import { buildNotifications, parseSeenState, type NotificationEntry, type NotificationSource, type SeenState } from './notifications';

/** When the partner last looked at their notifications (a year, the whole portal). */
export const seenCookie = createCookie('notifications_seen', { path: BASE_PATH, sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 3600 });

export async function readSeenState(request: Request): Promise<SeenState> {
  return parseSeenState(await seenCookie.parse(request.headers.get('cookie')));
}

async function fetchSources(ctx: UpstreamContext): Promise<NotificationSource[]> {
  const [news, fresh] = await Promise.allSettled([getNews(ctx), getNewContent(ctx)]);
  for (const result of [news, fresh]) {
    if (result.status === 'rejected') rethrowSignedOut(result.reason);
  }
  const sources: NotificationSource[] = [];
  if (news.status === 'fulfilled') {
    for (const item of news.value.slice(0, 20)) {
      if (!item.id) continue;
      sources.push({
        key: `news:${item.id}`,
        time: item.modificationDate,
        text: stripMarkup(item.title),
        href: `${appPath('/newsannouncements')}?news=${encodeURIComponent(item.id)}`,
      });
    }
  }
  if (fresh.status === 'fulfilled') {
    for (const item of fresh.value.slice(0, 10)) {
      const href = resolveLink(item.path);
      sources.push({ key: `content:${item.path ?? item.title}`, time: null, text: stripMarkup(item.title), href });
    }
  }
  return sources;
}

/**
 * The partner's notifications: news and new content since their last visit. Both lists are
 * the ones the content client keeps a minute per partner and language (asked again on a
 * reload); a failure gives no entries.
 */
export async function loadNotifications(ctx: UpstreamContext, seen: SeenState): Promise<NotificationEntry[]> {
  try {
    return buildNotifications(await fetchSources(ctx), seen);
  } catch (error) {
    rethrowSignedOut(error);
    return [];
  }
}
