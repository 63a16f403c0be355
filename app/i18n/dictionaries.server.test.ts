import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '~/i18n/config';
import { dictionaries } from '~/i18n/dictionaries.server';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  for (const namespace of NAMESPACES) {
    const english = flatten(dictionaries.en[namespace] as Tree);
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      it(`${language}/${namespace} has every key of en, no more, each filled, with the same placeholders`, () => {
        const translated = flatten(dictionaries[language][namespace] as Tree);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of translated) {
          expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
          expect(variables(text), `${language}/${namespace}:${key}`).toEqual(variables(english.get(key) ?? ''));
        }
      });
    }
  }
});
