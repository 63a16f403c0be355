import type { Namespace, Resources } from './config';
import { createTranslate, type TranslationValues } from './translate';

type Matches = ReadonlyArray<{ id: string; data?: unknown }>;

/**
 * A text of the active language for a route's `meta` (the page title), read from the
 * dictionaries the root loader sends, with `t`'s rules. Without them (an error before the
 * root loaded) it is `fallback`, the English text.
 */
export function metaText(matches: Matches, namespace: Namespace, key: string, fallback: string, values?: TranslationValues): string {
  const dictionary = (matches.find((match) => match.id === 'root')?.data as { dictionary?: Partial<Resources> } | undefined)?.dictionary;
  if (!dictionary?.[namespace]) return fallback;
  return createTranslate(dictionary, namespace)(key, values);
}
