import type { Route } from './+types/events.$id.ics';
import { withSignedIn } from '~/auth/signed-in.server';
import { EVENT_ID } from '~/dashboard/events';
import { buildIcs } from '~/dashboard/ics';
import { resolveLink } from '~/lib/media.server';
import { partnerTimeZone } from '~/shell/time-zone.server';
import { stripMarkup } from '~/lib/sanitize.server';
import { getEvents } from '~/upstream/content.server';
import { isSignedOut, UpstreamError } from '~/upstream/errors';
import { absoluteUrl, publicOrigin } from '~/lib/public-origin.server';
import { downloadResponse } from '~/lib/downloads';
import { refusePosts } from '~/lib/reads-only';
import { refusedFile } from '~/shell/refused-file.server';

/**
 * One dashboard event as an iCalendar file (text/calendar), so it can be added to
 * Outlook, Google Calendar or any other calendar, with or without JavaScript. Its times are
 * in the partner's zone, as the dashboard shows them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream }) => {
    const id = params.id ?? '';
    if (!EVENT_ID.test(id)) throw await refusedFile(request, 404);
    const timeZone = partnerTimeZone(request, upstream).catch(() => 'UTC');
    let events;
    try {
      events = await getEvents(upstream);
    } catch (error) {
      if (error instanceof UpstreamError && !isSignedOut(error)) {
        throw await refusedFile(request, 502);
      }
      throw error;
    }
    const event = events.find((candidate) => candidate.id === id);
    if (!event) throw await refusedFile(request, 404);
    const link = resolveLink(event.Url.path);
    const origin = new URL(publicOrigin(request));
    const ics = buildIcs(
      {
        id,
        name: stripMarkup(event.name),
        description: stripMarkup(event.description),
        location: stripMarkup(event.venueName),
        url: link ? absoluteUrl(request, link) : null,
        start: event.dateTimeStart,
        end: event.dateTimeEnd,
      },
      new Date(),
      origin.hostname,
      await timeZone,
    );
    if (!ics) throw await refusedFile(request, 404);
    return downloadResponse(ics, 'text/calendar; charset=utf-8', `event-${id}.ics`);
  });
}

/** A file is only read: a post is refused with what the address takes. */
export const action = refusePosts;
