import { useMatches } from 'react-router';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language, type Namespace, type Resources } from './config';
import { dictionaryOfMatches } from './page-dictionary';
import { createTranslate, type Translate } from './translate';

interface I18nState {
  language: Language;
  dictionary: Partial<Resources>;
}

const I18nContext = createContext<I18nState>({ language: DEFAULT_LANGUAGE, dictionary: {} });

/** Gives the screens below the active language and the dictionaries the page carries. */
export function I18nProvider({ language, dictionary, children }: I18nState & { children: ReactNode }) {
  const value = useMemo(() => ({ language, dictionary }), [language, dictionary]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The page's dictionaries. The same object while the language and the set of namespaces
 * stay: a namespace's texts are the same whichever route of the language sent them.
 */
export function usePageDictionary(language: Language): Partial<Resources> {
  const matches = useMatches();
  const merged = dictionaryOfMatches(matches);
  const key = `${language}:${Object.keys(merged).sort().join(',')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `merged` holds.
  return useMemo(() => merged, [key]);
}

/** `t` for one namespace and the active language, the same on the server and in the browser. */
export function useTranslation(namespace: Namespace = 'common'): { t: Translate; i18n: { language: Language } } {
  const { language, dictionary } = useContext(I18nContext);
  return useMemo(() => ({ t: createTranslate(dictionary, namespace), i18n: { language } }), [dictionary, namespace, language]);
}
