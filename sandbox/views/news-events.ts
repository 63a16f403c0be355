import type { Locale } from '../locales';
import { EVENTS, type SeedEvent } from '../seed/events';
import type { SeedNewsItem } from '../seed/news';

export function newsView(item: SeedNewsItem, locale: Locale) {
  return {
    id: String(item.id),
    modificationDate: item.modificationDate,
    seofriendlyurl: item.seofriendlyurl,
    newsType: item.newsType,
    title: item.title[locale],
    description: item.description[locale],
    newsMainImage: item.image ? { fullpath: item.image } : null,
  };
}

/** A local date-time `days` from today at `hour`, as ISO 8601. */
function dayAt(today: Date, days: number, hour: number): string {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, 0, 0, 0).toISOString();
}

export function eventView(event: SeedEvent, locale: Locale, today: Date = new Date()) {
  return {
    id: String(event.id),
    name: event.name[locale],
    description: event.description[locale],
    Url: { title: event.linkTitle[locale], path: `https://events.sandbox-provider.example/${event.slug}` },
    imagen: event.hasImage ? { fullpath: `/media/events/${event.slug}.svg` } : null,
    eventType: event.eventType,
    dateTimeStart: dayAt(today, event.startDay, event.startHour),
    dateTimeEnd: dayAt(today, event.endDay, event.endHour),
    venueName: event.venueName,
  };
}

export function eventsView(locale: Locale, today: Date = new Date()) {
  return EVENTS.map((event) => eventView(event, locale, today));
}
