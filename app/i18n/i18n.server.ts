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

/** The interface language: the `lng` cookie, else Accept-Language, else en. */
export async function getLocale(request: Request): Promise<Language> {
  const locale = await detector.getLocale(request);
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The dictionaries a route's loader sends (as `dictionary`) for the namespaces its view reads. */
export function routeDictionary(locale: string, namespaces: readonly Namespace[]): Partial<Resources> {
  const all = dictionaryFor(isLanguage(locale) ? locale : DEFAULT_LANGUAGE);
  const picked: Partial<Resources> = {};
  for (const namespace of namespaces) picked[namespace] = all[namespace];
  return picked;
}
