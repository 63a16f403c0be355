import { describe, expect, it } from 'vitest';
import { routeDictionary } from '~/i18n/i18n.server';
import { readDictionaryText, writeDictionaryText } from '~/i18n/dictionary-text';
import { dictionaryOfMatches } from '~/i18n/page-dictionary';
import { dictionaries } from '~/i18n/dictionaries.server';

describe('the dictionaries a page carries', () => {
  it("sends a route only the namespaces it names, in the page's language (English for an unknown one)", () => {
    const sent = readDictionaryText(routeDictionary('de', ['leads']));
    expect(Object.keys(sent)).toEqual(['leads']);
    expect(sent.leads).toEqual(dictionaries.de.leads);
    expect(Object.keys(readDictionaryText(routeDictionary('fr', ['shell', 'auth']))).sort()).toEqual(['auth', 'shell']);
    expect(readDictionaryText(routeDictionary('xx', ['common'])).common).toEqual(dictionaries.en.common);
  });

  it('writes a route’s texts once per language and set of namespaces, as one JSON text', () => {
    const first = routeDictionary('it', ['dashboard']);
    expect(typeof first).toBe('string');
    expect(JSON.parse(first)).toEqual({ dashboard: dictionaries.it.dashboard });
    expect(routeDictionary('it', ['dashboard'])).toBe(first);
    expect(routeDictionary('es', ['dashboard'])).not.toBe(first);
    expect(routeDictionary('it', ['dashboard', 'common'])).not.toBe(first);
  });

  it('reads a text once and shares what it read, frozen', () => {
    const text = routeDictionary('pt', ['news']);
    const read = readDictionaryText(text);
    expect(readDictionaryText(`${text}`)).toBe(read);
    expect(Object.isFrozen(read)).toBe(true);
    expect(readDictionaryText(writeDictionaryText({ news: { title: 'Nachrichten' } })).news).toEqual({ title: 'Nachrichten' });
  });

  it('reads anything but a dictionary text as no texts: data of an older build, a broken or foreign value', () => {
    for (const value of [undefined, null, 1, {}, { common: { retry: 'x' } }, '', 'not json', '[1,2]', 'null', '"text"']) {
      expect(readDictionaryText(value)).toEqual({});
    }
  });

  it('merges what the matched routes sent; a route without data or dictionary adds nothing', () => {
    const merged = dictionaryOfMatches([
      { loaderData: { dictionary: routeDictionary('ja', ['common']) } },
      { loaderData: null },
      { loaderData: undefined },
      { loaderData: { other: 1 } },
      { loaderData: { dictionary: routeDictionary('ja', ['shell']) } },
      { loaderData: { dictionary: routeDictionary('ja', ['dashboard']) } },
    ]);
    expect(Object.keys(merged).sort()).toEqual(['common', 'dashboard', 'shell']);
    expect(merged.dashboard).toEqual(dictionaries.ja.dashboard);
    expect(dictionaryOfMatches([])).toEqual({});
  });
});
