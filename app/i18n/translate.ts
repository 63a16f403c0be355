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

/** Every text of a namespace by its dotted key, made once per dictionary object. */
const flatTexts = new WeakMap<object, Map<string, string>>();

function textsOf(namespace: unknown): Map<string, string> | undefined {
  if (namespace === null || typeof namespace !== 'object') return undefined;
  let texts = flatTexts.get(namespace);
  if (!texts) {
    const flat = new Map<string, string>();
    const walk = (node: Record<string, unknown>, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') flat.set(prefix + key, value);
        else if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
      }
    };
    walk(namespace as Record<string, unknown>, '');
    flatTexts.set(namespace, (texts = flat));
  }
  return texts;
}

/**
 * The translator the screens use, in the server render and in the browser alike: the
 * active language's dictionaries, a default namespace, `{{name}}` placeholders filled
 * without escaping (React escapes). A missing key reads as the key itself, as i18next
 * does; tests/unit/i18n keeps the two in step over every dictionary. Texts are read from a
 * flat index of each namespace, made once: a page asks for a hundred of them.
 */
export function createTranslate(dictionary: Partial<Resources>, namespace: Namespace): Translate {
  return (key, values) => {
    const split = key.indexOf(':');
    const ns = split > 0 ? key.slice(0, split) : namespace;
    const path = split > 0 ? key.slice(split + 1) : key;
    const found = textsOf(dictionary[ns as Namespace])?.get(path);
    if (found === undefined) return path;
    if (!values) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = lookup(values, name);
      // As i18next: an absent value leaves the placeholder, null reads as nothing.
      return value === undefined ? placeholder : value === null ? '' : String(value);
    });
  };
}
