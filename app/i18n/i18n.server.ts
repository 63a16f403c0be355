import { createCookie } from 'react-router';
import { RemixI18Next } from 'remix-i18next/server';
import { BASE_PATH } from '~/lib/paths';
import { dictionaryFor } from './dictionaries.server';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language, type Namespace, type Resources } from './config';

/** The interface language chosen in the language menu (a year, the whole portal). */
export const languageCookie = createCookie('lng', {
  path: BASE_PATH,
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 3600,
});

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ['cookie', 'header'],
  },
});

/**
 * The most of Accept-Language read: a browser sends a few languages in well under a hundred
 * characters. The detector's parser makes an entry of every piece of the header and sorts
 * them, so an 8 KB header of subtags cost a page view tens of milliseconds.
 */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 256;

/** Accept-Language up to its last whole entry within `MAX_ACCEPT_LANGUAGE_LENGTH` characters. */
export function boundedAcceptLanguage(header: string): string {
  if (header.length <= MAX_ACCEPT_LANGUAGE_LENGTH) return header;
  const head = header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH + 1);
  const end = head.lastIndexOf(',');
  return end < 0 ? '' : head.slice(0, end);
}

/** The interface language: the `lng` cookie, else Accept-Language (its first entries), else en. */
export async function getLocale(request: Request): Promise<Language> {
  const header = request.headers.get('accept-language');
  let asked = request;
  if (header !== null && header.length > MAX_ACCEPT_LANGUAGE_LENGTH) {
    const headers = new Headers(request.headers);
    headers.set('accept-language', boundedAcceptLanguage(header));
    asked = new Request(request.url, { headers });
  }
  const locale = await detector.getLocale(asked);
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The dictionaries a route's loader sends (as `dictionary`) for the namespaces its view reads. */
export function routeDictionary(locale: string, namespaces: readonly Namespace[]): Partial<Resources> {
  const all = dictionaryFor(isLanguage(locale) ? locale : DEFAULT_LANGUAGE);
  const picked: Partial<Resources> = {};
  for (const namespace of namespaces) picked[namespace] = all[namespace];
  return picked;
}
