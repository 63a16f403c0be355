import type { Namespace, Resources } from './config';

/** Values for `{{name}}` placeholders. */
export type TranslationValues = Record<string, unknown>;
/** Looks a key up (`key`, `nested.key` or `namespace:key`) and fills its placeholders. */
export type Translate = (key: string, values?: TranslationValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The translator the screens use, in the server render and in the browser alike: the
 * active language's dictionaries, a default namespace, `{{name}}` placeholders filled
 * without escaping (React escapes). A missing key reads as the key itself, as i18next
 * does; app/i18n/translate.test.ts keeps the two in step over every dictionary. A text is looked up
 * along its dotted key: the dictionaries come with each page's data, new objects every
 * time, so an index of them would be made again for every page.
 */
export function createTranslate(dictionary: Partial<Resources>, namespace: Namespace): Translate {
  return (key, values) => {
    const split = key.indexOf(':');
    const ns = split > 0 ? key.slice(0, split) : namespace;
    const path = split > 0 ? key.slice(split + 1) : key;
    const found = lookup(dictionary[ns as Namespace], path);
    if (typeof found !== 'string') return path;
    if (!values) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = lookup(values, name);
      // As i18next: an absent value leaves the placeholder, null reads as nothing.
      return value === undefined ? placeholder : value === null ? '' : String(value);
    });
  };
}
