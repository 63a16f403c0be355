/**
 * Keeps the value for the key, as the newest entry. At most `limit` entries: when full, the
 * oldest leaves first.
 */
export function keepIn<T>(cache: Map<string, T>, limit: number, key: string, value: T): T {
  cache.delete(key);
  if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/**
 * The value kept for the key, else makes and keeps it (see `keepIn`). For results that
 * depend on the key alone (formatters, sanitised text).
 */
export function keptIn<T>(cache: Map<string, T>, limit: number, key: string, make: (key: string) => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  return keepIn(cache, limit, key, make(key));
}

export interface Dated<T> {
  at: number;
  value: Promise<T>;
}

/**
 * An answer asked for at most once per `ms` for the key: the kept promise while it is younger,
 * else a new one from `make`. A promise that fails is forgotten, so the next caller asks again.
 */
export function keptForMs<T>(cache: Map<string, Dated<T>>, limit: number, key: string, ms: number, now: number, make: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && now - hit.at < ms) return hit.value;
  const entry = keepIn(cache, limit, key, { at: now, value: make() });
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value;
}

/**
 * Forgets the key's kept answer when it is older than `ms`: a reload asks the provider
 * again, but the other loaders of the same page view, a moment later, share what the first
 * one asked for.
 */
export function forgetOlderThan<T>(cache: Map<string, Dated<T>>, key: string, ms: number, now: number): void {
  const hit = cache.get(key);
  if (hit && now - hit.at > ms) cache.delete(key);
}
