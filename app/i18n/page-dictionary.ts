import type { Resources } from './config';

type Matches = ReadonlyArray<{ data?: unknown } | undefined>;

/**
 * The dictionaries of a page: each matched route's loader sends the namespaces its view
 * reads as `dictionary` (the root `common`, the signed-in layout `shell`, a screen its own,
 * as its `handle.i18n` names them).
 */
export function dictionaryOfMatches(matches: Matches): Partial<Resources> {
  const merged: Partial<Resources> = {};
  for (const match of matches) {
    const dictionary = (match?.data as { dictionary?: Partial<Resources> } | null | undefined)?.dictionary;
    if (dictionary) Object.assign(merged, dictionary);
  }
  return merged;
}
