import type { Resources } from './config';

/**
 * The texts a route's loader sends, as one JSON text. A route's texts are the same for every
 * view in its language: the server writes the text once per language and set of namespaces,
 * and React Router's stream carries it as one value, where the texts as objects were some 80
 * values a route to serialise on every view (decision 034). The browser reads it once per
 * text, as the server does when it renders.
 */
export type DictionaryText = string & { readonly __dictionaryText: unique symbol };

/** The text of `dictionary` (the server writes it; tests make their own). */
export function writeDictionaryText(dictionary: Partial<Resources>): DictionaryText {
  return JSON.stringify(dictionary) as DictionaryText;
}

/**
 * How many texts are kept read: a page holds three (root, layout, screen), and a language's
 * routes send some twenty, so a partner switching languages reads each again at most once.
 */
const KEPT = 64;
const read = new Map<string, Readonly<Partial<Resources>>>();

/**
 * The dictionaries of a text a loader sent; empty for anything else (a route without texts,
 * data from an older build). What it returns is shared and frozen: never change it.
 */
export function readDictionaryText(text: unknown): Readonly<Partial<Resources>> {
  if (typeof text !== 'string') return EMPTY;
  let dictionary = read.get(text);
  if (dictionary === undefined) {
    dictionary = parse(text);
    if (read.size >= KEPT) read.delete(read.keys().next().value!);
    read.set(text, dictionary);
  }
  return dictionary;
}

const EMPTY: Readonly<Partial<Resources>> = Object.freeze({});

function parse(text: string): Readonly<Partial<Resources>> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.freeze(value as Partial<Resources>) : EMPTY;
  } catch {
    return EMPTY;
  }
}
