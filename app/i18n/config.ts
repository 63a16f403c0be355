/** Interface languages: the spec's nine dictionaries. English is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'zh', 'pt', 'ja', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each screen area owns one namespace of the dictionaries. */
export const NAMESPACES = ['common', 'auth', 'shell', 'dashboard', 'playbook', 'assets', 'news', 'search', 'leads', 'support', 'profile'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The language's own name, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  zh: '中文',
  pt: 'Português',
  ja: '日本語',
  ru: 'Русский',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export type Resources = Record<Namespace, Record<string, unknown>>;

/**
 * A route's `handle`: the namespaces its view reads beyond `common` (sent by the root) and
 * `shell` (sent by the signed-in layout). Its loader sends them as `dictionary`, so a page
 * carries only the texts it shows.
 */
export interface I18nHandle {
  i18n: readonly Namespace[];
}
