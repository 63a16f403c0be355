import { json } from '@remix-run/node';
import { commitSession, getSession, newCsrfToken } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18n.server';
import { dictionaryFor } from '~/locales/dictionaries.server';
import { getTheme } from '~/lib/preferences.server';

/**
 * The root loader's work: language, theme, the form token and the dictionary. In a module of
 * its own so that the browser bundle, which gets an empty stand-in for every server module a
 * route imports, gets one here instead of four.
 */
export async function loadRootData(request: Request) {
  const [locale, theme, session] = await Promise.all([getLocale(request), getTheme(request), getSession(request)]);
  const headers = new Headers({ Vary: 'Cookie, Accept-Language' });
  let csrf = session.get('csrf');
  if (typeof csrf !== 'string' || csrf === '') {
    csrf = newCsrfToken();
    session.set('csrf', csrf);
    headers.append('Set-Cookie', await commitSession(request, session));
  }
  return json({ locale, theme, csrf, dictionary: dictionaryFor(locale) }, { headers });
}
