/**
 * The dashboard's events calendar (spec 4): only events whose end is today or later,
 * sorted by start ascending; 4 shown at first. "Today" starts at midnight UTC, the same
 * for every partner whatever their server or browser clock's zone.
 */
import { toDate } from '~/lib/format';

export const EVENTS_SHOWN = 4;

export interface DatedEvent {
  dateTimeStart?: unknown;
  dateTimeEnd?: unknown;
}

/** Midnight UTC of the day `now` falls on, in ms. */
export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/**
 * Events ending today (UTC) or later, by start ascending. An event without a readable end
 * cannot be placed and is left out; one without a readable start sorts last. Equal starts
 * keep the provider's order.
 */
export function upcomingEvents<T extends DatedEvent>(events: readonly T[], now: Date): T[] {
  const today = startOfUtcDay(now);
  return events
    .map((event, position) => ({ event, position, end: toDate(event.dateTimeEnd), start: toDate(event.dateTimeStart) }))
    .filter((entry) => entry.end !== null && entry.end.getTime() >= today)
    .sort((a, b) => {
      const left = a.start?.getTime() ?? Number.POSITIVE_INFINITY;
      const right = b.start?.getTime() ?? Number.POSITIVE_INFINITY;
      if (left !== right) return left < right ? -1 : 1;
      return a.position - b.position;
    })
    .map((entry) => entry.event);
}

/** Event ids as they may appear in the calendar cookie and in URLs. */
export const EVENT_ID = /^[\w-]{1,64}$/;

/** The ids of the calendar cookie, cleaned: strings of the id shape, no duplicates, at most 200. */
export function calendarIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && EVENT_ID.test(id));
  return [...new Set(ids)].slice(-200);
}

/** Adds the id when missing, removes it when present. */
export function toggleCalendarId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : calendarIds([...ids, id]);
}
