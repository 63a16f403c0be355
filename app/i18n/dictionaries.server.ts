import { NAMESPACES, SUPPORTED_LANGUAGES, type Language, type Namespace, type Resources } from './config';

/**
 * The dictionaries: one JSON file per namespace and language, app/locales/<namespace>/<language>.json,
 * found by that address (Vite's glob import; esbuild, which bundles server.ts, is taught the
 * same form by scripts/eager-glob.mjs). A namespace or language without its file stops the
 * portal at its start, and a unit test names it.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function dictionaryFile(namespace: Namespace, language: Language): Record<string, unknown> {
  const file = files[`../locales/${namespace}/${language}.json`];
  if (!file) throw new Error(`app/locales/${namespace}/${language}.json is missing`);
  return file;
}

export const dictionaries = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [language, Object.fromEntries(NAMESPACES.map((namespace) => [namespace, dictionaryFile(namespace, language)]))]),
) as Record<Language, Resources>;

export function dictionaryFor(language: Language): Resources {
  return dictionaries[language];
}

export type { Namespace };
