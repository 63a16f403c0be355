import type { Namespace } from './config';
import { dictionaryOfMatches } from './page-dictionary';
import { createTranslate, type TranslationValues } from './translate';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * A text of the active language for a route's `meta` (the page title), read from the
 * dictionaries the matched routes' loaders send, with `t`'s rules. Without them (an error
 * before the loader answered) it is `fallback`, the English text.
 */
export function metaText(matches: Matches, namespace: Namespace, key: string, fallback: string, values?: TranslationValues): string {
  const dictionary = dictionaryOfMatches(matches);
  if (!dictionary[namespace]) return fallback;
  return createTranslate(dictionary, namespace)(key, values);
}
