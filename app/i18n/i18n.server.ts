import type { RouterContextProvider } from 'react-router';
import { createI18nextMiddleware } from 'remix-i18next';
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

/**
 * The interface language: the `lng` cookie, else Accept-Language (`preferredLanguage`), else
 * en. The one rule; React Router's requests read it once each through the middleware below
 * (`localeOf`), what answers outside the router (a refused post, a refused file) reads it here.
 */
export async function getLocale(request: Request): Promise<Language> {
  const chosen: unknown = await languageCookie.parse(request.headers.get('cookie'));
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(request.headers.get('accept-language') ?? '') ?? DEFAULT_LANGUAGE;
}

/**
 * remix-i18next's middleware (the root route's `middleware`): the language of each request,
 * found once by `getLocale`, in React Router's context for every loader and action of it. The
 * i18next instance it makes as well is set up at once (`initAsync: false`) and left unused:
 * the texts are the portal's own dictionaries (decision 034).
 */
const [middleware, languageInContext] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ['custom'],
    findLocale: async ({ request }) => getLocale(request),
  },
  i18next: { initAsync: false },
});

export const i18nextMiddleware = middleware;

/** The request's interface language, as the middleware found it. */
export function localeOf(context: Readonly<RouterContextProvider>): Language {
  const locale = languageInContext(context);
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
