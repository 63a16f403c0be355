import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language, type Namespace, type Resources } from './config';
import { createTranslate, type Translate } from './translate';

interface I18nState {
  language: Language;
  dictionary: Partial<Resources>;
}

const I18nContext = createContext<I18nState>({ language: DEFAULT_LANGUAGE, dictionary: {} });

/** Gives the screens below the active language and its dictionaries (from the root loader). */
export function I18nProvider({ language, dictionary, children }: I18nState & { children: ReactNode }) {
  const value = useMemo(() => ({ language, dictionary }), [language, dictionary]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t` for one namespace and the active language, the same on the server and in the browser. */
export function useTranslation(namespace: Namespace = 'common'): { t: Translate; i18n: { language: Language } } {
  const { language, dictionary } = useContext(I18nContext);
  return useMemo(() => ({ t: createTranslate(dictionary, namespace), i18n: { language } }), [dictionary, namespace, language]);
}
