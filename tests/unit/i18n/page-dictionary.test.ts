import { describe, expect, it } from 'vitest';
import { routeDictionary } from '~/i18n/i18n.server';
import { dictionaryOfMatches } from '~/i18n/page-dictionary';
import { dictionaries } from '~/i18n/dictionaries.server';

describe('the dictionaries a page carries', () => {
  it("sends a route only the namespaces it names, in the page's language (English for an unknown one)", () => {
    const sent = routeDictionary('de', ['leads']);
    expect(Object.keys(sent)).toEqual(['leads']);
    expect(sent.leads).toBe(dictionaries.de.leads);
    expect(Object.keys(routeDictionary('fr', ['shell', 'auth'])).sort()).toEqual(['auth', 'shell']);
    expect(routeDictionary('xx', ['common']).common).toBe(dictionaries.en.common);
  });

  it('merges what the matched routes sent; a route without data or dictionary adds nothing', () => {
    const merged = dictionaryOfMatches([
      { data: { dictionary: routeDictionary('ja', ['common']) } },
      { data: null },
      { data: undefined },
      { data: { other: 1 } },
      { data: { dictionary: routeDictionary('ja', ['shell']) } },
      { data: { dictionary: routeDictionary('ja', ['dashboard']) } },
    ]);
    expect(Object.keys(merged).sort()).toEqual(['common', 'dashboard', 'shell']);
    expect(merged.dashboard).toBe(dictionaries.ja.dashboard);
    expect(dictionaryOfMatches([])).toEqual({});
  });
});
