/** The seven content locales of the provider; anything else is treated as `en`. */
export const LOCALES = ['en', 'de', 'fr', 'it', 'zh', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** A text written in every content locale. */
export type Localized = Record<Locale, string>;

export function toLocale(value: unknown): Locale {
  const candidate = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (LOCALES as readonly string[]).includes(candidate) ? (candidate as Locale) : 'en';
}

/** The same text in every locale (brand names, model numbers). */
export function same(text: string): Localized {
  return { en: text, de: text, fr: text, it: text, zh: text, es: text, pt: text };
}

/** Fills `{name}` placeholders of a localized template, per locale. */
export function fill(template: Localized, values: Record<string, string | Localized>): Localized {
  const out = {} as Localized;
  for (const locale of LOCALES) {
    out[locale] = template[locale].replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = values[key];
      if (value === undefined) return whole;
      return typeof value === 'string' ? value : value[locale];
    });
  }
  return out;
}
