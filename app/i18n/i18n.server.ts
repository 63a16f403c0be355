import { RemixI18Next } from 'remix-i18next/server';
import { preferenceCookie } from '~/lib/preference-cookie.server';
import { dictionaryFor } from './dictionaries.server';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language, type Namespace, type Resources } from './config';
import { writeDictionaryText, type DictionaryText } from './dictionary-text';

/** The interface language chosen in the language menu (a year, the whole portal). */
export const languageCookie = preferenceCookie('lng');

/**
 * The most of Accept-Language read: a browser sends a few languages in well under a hundred
 * characters. Reading makes an entry of every piece of the header and sorts them; unbounded,
 * an 8 KB header of subtags cost a page view tens of milliseconds.
 */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 256;

/** Accept-Language up to its last whole entry within `MAX_ACCEPT_LANGUAGE_LENGTH` characters. */
export function boundedAcceptLanguage(header: string): string {
  if (header.length <= MAX_ACCEPT_LANGUAGE_LENGTH) return header;
  const head = header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH + 1);
  const end = head.lastIndexOf(',');
  return end < 0 ? '' : head.slice(0, end);
}

/**
 * The first of the portal's languages the browser asks for: Accept-Language's entries (within
 * its first `MAX_ACCEPT_LANGUAGE_LENGTH` characters) by weight, equal weights in the order
 * sent, each read by its primary subtag (`de-CH` asks for `de`), as RFC 4647's lookup does;
 * an entry weighted 0 or unreadably is left out. Null when it asks for none of them. A
 * language the portal does not have is passed over for the next one: `ko,fr` reads French.
 */
export function preferredLanguage(acceptLanguage: string): Language | null {
  const entries = boundedAcceptLanguage(acceptLanguage)
    .split(',')
    .map((entry, order) => {
      const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      return {
        primary: range.split('-')[0]!.toLowerCase(),
        weight: quality === undefined ? 1 : Number(quality.slice(2)),
        order,
      };
    })
    .filter(({ weight }) => weight > 0 && weight <= 1)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { primary } of entries) if (isLanguage(primary)) return primary;
  return null;
}

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ['cookie', 'custom'],
    findLocale: async (request) => preferredLanguage(request.headers.get('accept-language') ?? ''),
  },
});

/** The interface language: the `lng` cookie, else Accept-Language (`preferredLanguage`), else en. */
export async function getLocale(request: Request): Promise<Language> {
  const locale = await detector.getLocale(request);
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The texts written so far, by language and namespaces: a few dozen, each a few KB. */
const written = new Map<string, DictionaryText>();

/**
 * The dictionaries a route's loader sends (as `dictionary`) for the namespaces its view reads,
 * as one text written once per language and set of namespaces (`DictionaryText`).
 */
export function routeDictionary(locale: string, namespaces: readonly Namespace[]): DictionaryText {
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const key = `${language}:${namespaces.join(',')}`;
  let text = written.get(key);
  if (text === undefined) {
    const all = dictionaryFor(language);
    const picked: Partial<Resources> = {};
    for (const namespace of namespaces) picked[namespace] = all[namespace];
    text = writeDictionaryText(picked);
    written.set(key, text);
  }
  return text;
}
