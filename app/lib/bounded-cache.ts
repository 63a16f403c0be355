/**
 * Keeps the value for the key, as the newest entry. At most `limit` entries: when full, the
 * oldest leaves first.
 *
 * Left only for the session and token caches of app/auth, which are being removed; every
 * other cache is built on `cache.server.ts`. Delete this module with them.
 */
export function keepIn<T>(cache: Map<string, T>, limit: number, key: string, value: T): T {
  cache.delete(key);
  if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}
