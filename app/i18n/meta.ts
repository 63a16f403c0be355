import type { Namespace } from './config';
import { errorTextsOf } from './error-texts';
import { dictionaryOfMatches } from './page-dictionary';
import { createTranslate, type TranslationValues } from './translate';

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** What a route's `meta` is given and a title is read from: the matched routes, and the error its page shows, if any. */
export interface MetaSource {
  matches: Matches;
  error?: unknown;
}

/**
 * A text of the active language for a route's `meta` (the page title), read from the
 * dictionaries the matched routes' loaders send, with `t`'s rules. When the route's own texts
 * did not come (its loader failed), the title is its error page's heading in the portal's
 * common texts ('Page not found', 'Request refused', 'Something went wrong'), or the portal's name; `fallback`, the English
 * text, only when no texts came at all.
 */
export function metaText({ matches, error }: MetaSource, namespace: Namespace, key: string, fallback: string, values?: TranslationValues): string {
  const dictionary = dictionaryOfMatches(matches);
  if (dictionary[namespace]) return createTranslate(dictionary, namespace)(key, values);
  if (!dictionary.common) return fallback;
  const common = createTranslate(dictionary, 'common');
  if (error === undefined) return common('portalName');
  return common(`${errorTextsOf(error)}.title`);
}
