import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '~/i18n/config';
import { NAMED_CONTENT_TYPES, shownContentType } from '~/dashboard/content-types';

const types = (language: string): Record<string, string> => JSON.parse(readFileSync(`app/locales/dashboard/${language}.json`, 'utf8')).content.types;

describe('shownContentType', () => {
  it("names a known type in the partner's language, and shows any other as the provider wrote it", () => {
    const german = types('de');
    const t = (key: string) => german[key.replace('content.types.', '')] ?? key;
    expect(['Product', 'Category', 'Document'].map((type) => shownContentType(type, t))).toEqual(['Produkt', 'Kategorie', 'Dokument']);
    expect(shownContentType('Webinar', t)).toBe('Webinar');
    // Only the type's exact name: no key of the texts is reached through it.
    expect(shownContentType('product', t)).toBe('product');
    expect(shownContentType('__proto__', t)).toBe('__proto__');
  });

  it('has a name for each known type in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const names = types(language);
      for (const type of NAMED_CONTENT_TYPES) expect(names[type], `${language} ${type}`).toMatch(/\S/);
    }
  });
});
