import { keptIn } from './bounded-cache';

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
    date = new Date(trimmed.includes(' ') && !trimmed.includes('T') ? trimmed.replace(' ', 'T') : trimmed);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const LOCALE_TAGS: Record<string, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', zh: 'zh-CN', pt: 'pt-PT', ja: 'ja-JP', ru: 'ru-RU' };
export const localeTag = (language: string) => LOCALE_TAGS[language] ?? language;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const FORMATS_KEPT = 200;


/**
 * A date formatter for the language and options, made once and reused: building an Intl
 * formatter costs far more than formatting with one, and pages format dozens of dates.
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return keptIn(dateFormats, FORMATS_KEPT, `${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(localeTag(language), options));
}

const dateTexts = new Map<string, string>();
const DATE_TEXTS_KEPT = 2000;

/**
 * The date as the language and options write it, kept: formatting in ICU costs far more than
 * a lookup, and lists and the bell show the same dates on every page view.
 */
function formattedDate(language: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const key = `${language}|${JSON.stringify(options)}|${date.getTime()}`;
  return keptIn(dateTexts, DATE_TEXTS_KEPT, key, () => dateFormat(language, options).format(date));
}

export function formatDate(value: unknown, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, unit: 'seconds' | 'auto' = 'auto'): string | null {
  const date = toDate(value, unit);
  return date ? formattedDate(language, { timeZone: 'UTC', ...options }, date) : null;
}

export function formatDateTime(value: unknown, language: string, timeZone = 'UTC'): string | null {
  const date = toDate(value);
  return date
    ? formattedDate(language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }, date)
    : null;
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return keptIn(numberFormats, FORMATS_KEPT, `${language}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(localeTag(language), options)).format(value);
}
