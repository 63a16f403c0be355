/**
 * Dates and numbers through Intl for the active interface language. Values from the
 * provider may be Unix seconds, milliseconds, ISO strings or garbage; garbage gives null
 * and views show 'Invalid Date' (spec 8).
 */
export function toDate(value: unknown, unit: 'seconds' | 'auto' = 'auto'): Date | null {
  let date: Date;
  if (typeof value === 'number' && Number.isFinite(value)) {
    date = new Date(unit === 'seconds' || value < 1e11 ? value * 1000 : value);
  } else if (typeof value === 'string' && value.trim() !== '') {
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return toDate(Number(trimmed), unit);
    const iso = trimmed.includes(' ') && !trimmed.includes('T') ? trimmed.replace(' ', 'T') : trimmed;
    // A date-time without an offset is UTC, as a date alone is: never the server's own zone.
    date = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(iso) ? `${iso}Z` : iso);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const LOCALE_TAGS: Record<string, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  es: 'es-ES',
  zh: 'zh-CN',
  pt: 'pt-PT',
  ja: 'ja-JP',
  ru: 'ru-RU',
};
const localeTag = (language: string) => LOCALE_TAGS[language] ?? language;

/**
 * Intl objects made once per language and options, and reused: making a date formatter
 * costs about 140 µs, formatting with it about 2 µs. The keys are the nine languages times
 * the few styles the portal writes and the zones partners see times in (their countries' and
 * the ones they chose), so the table stays small; it holds no results. This module also runs in the browser, so it does
 * not use the server's cache module (lru-cache would add 6 KB gzip to the first load).
 */
const intlObjects = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames | null>();
const INTL_OBJECTS_MAX = 500;

function madeOnce<T extends Intl.DateTimeFormat | Intl.DisplayNames | null>(key: string, make: () => T): T {
  if (intlObjects.has(key)) return intlObjects.get(key) as T;
  // A guard only: the portal's languages and styles never come near it.
  if (intlObjects.size >= INTL_OBJECTS_MAX) intlObjects.clear();
  const made = make();
  intlObjects.set(key, made);
  return made;
}

/** A date formatter for the language and options (made once, see `intlObjects`). */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeOnce(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(localeTag(language), options));
}

/** Country names in the language (made once, see `intlObjects`); null where Intl has none. */
export function regionNames(language: string): Intl.DisplayNames | null {
  return madeOnce(`region|${language}`, () => {
    try {
      return new Intl.DisplayNames([localeTag(language)], { type: 'region', fallback: 'none' });
    } catch {
      return null;
    }
  });
}

/** A date without a time ('2026-03-05'): a day of the calendar, the same in every zone. */
function isCalendarDate(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
}

/** The zone a value's day is read in: a calendar date's own (UTC, where toDate puts it), an instant's in `timeZone`. */
const dayZone = (value: unknown, timeZone: string) => (isCalendarDate(value) ? 'UTC' : timeZone);

/**
 * The day of a value for the language, in the partner's zone (`timeZone`, see
 * lib/time-zone.ts) when it is an instant; a calendar date stays the day it names.
 */
export function formatDate(
  value: unknown,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  unit: 'seconds' | 'auto' = 'auto',
  timeZone = 'UTC',
): string | null {
  const date = toDate(value, unit);
  return date ? dateFormat(language, { ...options, timeZone: dayZone(value, timeZone) }).format(date) : null;
}

/** The day of a value as yyyy-mm-dd, read as `formatDate` reads it; null for garbage. */
export function isoDay(value: unknown, timeZone = 'UTC'): string | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = dateFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: dayZone(value, timeZone) }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * How the portal writes a time, everywhere (tickets, events, the calendar's events): the day,
 * the hour and minute and the zone's name ('Mar 5, 2026, 9:15 AM GMT'), in `timeZone`.
 */
const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** An instant in the partner's language and zone, the zone named (`DATE_TIME`); null for garbage. */
export function formatDateTime(value: unknown, language: string, timeZone = 'UTC'): string | null {
  const date = toDate(value);
  return date ? dateFormat(language, { ...DATE_TIME, timeZone }).format(date) : null;
}

/**
 * A span of time written as `formatDateTime` writes an instant, the shared parts once
 * ('Mar 5, 2026, 9:00 – 10:30 AM GMT'); an end that cannot be read or is not after the start
 * gives the start alone. Null when the start cannot be read.
 */
export function formatDateTimeRange(start: unknown, end: unknown, language: string, timeZone = 'UTC'): string | null {
  const from = toDate(start);
  if (!from) return null;
  const to = toDate(end);
  const format = dateFormat(language, { ...DATE_TIME, timeZone });
  return to && to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from);
}
