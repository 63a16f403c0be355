import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES, type Namespace } from '~/i18n/config';
import { createTranslate } from '~/i18n/translate';
import { dictionaries } from '~/i18n/dictionaries.server';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keysOf(value, path);
  });
}

/** The reference: i18next as the server set it up before, one language loaded. */
function i18nextFor(language: (typeof SUPPORTED_LANGUAGES)[number]) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: dictionaries[language] },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const values = {
  name: 'Ada <b>',
  message: 'Bad "input"',
  count: 3,
  id: 42,
  code: 404,
  type: 'Asset',
  page: 2,
  pages: 7,
  total: 31,
  shown: 10,
  status: 500,
  query: 'drone & co',
  index: 1,
  email: 'a@b.example',
};

describe('createTranslate', () => {
  it('fills placeholders, reads nested and namespaced keys', () => {
    const t = createTranslate({ common: { hello: 'Hi {{name}}, {{ count }} new', deep: { key: 'Deep' } }, auth: { title: 'Sign in' } }, 'common');
    expect(t('hello', { name: 'Ada', count: 2 })).toBe('Hi Ada, 2 new');
    expect(t('deep.key')).toBe('Deep');
    expect(t('auth:title')).toBe('Sign in');
  });

  it('reads a missing key as the key, a missing value as its placeholder, null as nothing', () => {
    const t = createTranslate({ common: { hello: 'Hi {{name}}!' } }, 'common');
    expect(t('nope')).toBe('nope');
    expect(t('auth:nope.deeper')).toBe('nope.deeper');
    expect(t('hello', {})).toBe('Hi {{name}}!');
    expect(t('hello', { name: null })).toBe('Hi !');
  });

  for (const language of SUPPORTED_LANGUAGES) {
    it(`gives the same text as i18next for every key of ${language}`, () => {
      const reference = i18nextFor(language);
      for (const namespace of NAMESPACES) {
        const ours = createTranslate(dictionaries[language], namespace as Namespace);
        const theirs = reference.getFixedT(language, namespace);
        for (const key of keysOf(dictionaries[language][namespace] as Tree)) {
          expect(ours(key), `${language}/${namespace}:${key}`).toBe(theirs(key));
          expect(ours(key, values), `${language}/${namespace}:${key} with values`).toBe(theirs(key, values));
          expect(ours(`common:${key}`), `${language} common:${key} from ${namespace}`).toBe(theirs(`common:${key}`));
        }
      }
    });
  }
});
