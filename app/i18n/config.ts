import { SCREENS, type ScreenNamespace } from '~/screens';

/** Interface languages: the spec's nine dictionaries. English is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'zh', 'pt', 'ja', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The namespaces of the dictionaries: `common` (every page), `shell` (the signed-in layout)
 * and those of the screens (app/screens.ts), several of which may share one.
 */
export type Namespace = 'common' | 'shell' | ScreenNamespace;
export const NAMESPACES: readonly Namespace[] = [...new Set<Namespace>(['common', 'shell', ...SCREENS.map((screen) => screen.namespace)])];

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
