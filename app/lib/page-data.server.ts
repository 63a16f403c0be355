import { defer } from '@remix-run/node';

/**
 * Whether the value is what JSON carries unchanged: null, booleans, finite numbers, strings,
 * and arrays and plain objects of them. No undefined, dates, NaN or class instances.
 */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every(isPlainJson);
}

/**
 * A page loader's data handed to Remix as it is. An answer made with `json()` is written out,
 * read back and written again into the document; handed over as deferred data with nothing
 * pending it is written once, into the document, and a client navigation receives it whole in
 * the first part of Remix's streamed data format. Only for plain JSON data: the server renders
 * these objects and the browser hydrates their JSON, so both must read the same (checked
 * outside production).
 */
export function pageData<T extends Record<string, unknown>>(data: T, init?: ResponseInit) {
  if (process.env.NODE_ENV !== 'production' && !isPlainJson(data)) {
    throw new TypeError('pageData takes plain JSON data only: the document and the browser would read it differently');
  }
  return defer(data, init);
}
