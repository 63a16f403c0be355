/**
 * The value kept for the key, else makes and keeps it. At most `limit` entries: the oldest
 * leaves first. For results that depend on the key alone (formatters, sanitised text).
 */
export function keptIn<T>(cache: Map<string, T>, limit: number, key: string, make: (key: string) => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = make(key);
  if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}
