import type { Resources } from './config';
import { readDictionaryText } from './dictionary-text';

type Matches = ReadonlyArray<{ loaderData?: unknown } | undefined>;

/**
 * The dictionaries of a page: each matched route's loader sends the namespaces its view
 * reads as `dictionary` (the root `common`, the signed-in layout `shell`, a screen its own,
 * as its `handle.i18n` names them), each as one text (`DictionaryText`).
 */
export function dictionaryOfMatches(matches: Matches): Partial<Resources> {
  const merged: Partial<Resources> = {};
  for (const match of matches) {
    const data = match?.loaderData as { dictionary?: unknown } | null | undefined;
    if (data?.dictionary !== undefined) Object.assign(merged, readDictionaryText(data.dictionary));
  }
  return merged;
}
