import { LRUCache } from 'lru-cache';
import { cacheCounters, coalescingCounters } from './metrics.server';

/**
 * The portal's caches, all built here on lru-cache: each holds at most `max` entries (the
 * least recently used leave first), when given each entry for at most `ttlMs`, and, where
 * an entry's size can vary, at most `maxSize` in all. The portal runs with a small old
 * generation (128 MB, decision 024): whatever can be large is weighed.
 * A cache is used only where it earns its place (see docs/decisions/016-one-cache-module.md).
 */
export interface CacheBounds {
  /** At most this many entries. */
  max: number;
  /** Each entry for at most this long (ms); none when left out. */
  ttlMs?: number;
}

/** Bounds that also weigh entries: their sizes (by `sizeOf`) add up to at most `maxSize`. */
export interface SizedCacheBounds<V> extends CacheBounds {
  maxSize: number;
  sizeOf: (value: V, key: string) => number;
}

function lruOptions<V extends NonNullable<unknown>>(bounds: CacheBounds | SizedCacheBounds<V>): LRUCache.Options<string, V, unknown> {
  const { max, ttlMs } = bounds;
  if (!('maxSize' in bounds)) return { max, ttl: ttlMs };
  // An entry larger than the whole cache is not kept (lru-cache's default for maxEntrySize).
  return { max, ttl: ttlMs, maxSize: bounds.maxSize, sizeCalculation: (value, key) => Math.max(1, bounds.sizeOf(value, key)) };
}

/** A bounded in-memory cache of values by key. */
export function createCache<V extends NonNullable<unknown>>(bounds: CacheBounds | SizedCacheBounds<V>): LRUCache<string, V> {
  return new LRUCache<string, V>(lruOptions(bounds));
}

/** What a value weighs as JSON text, in UTF-16 code units: a measure of what it holds in memory. */
export function jsonSize(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * `make(key)`, remembered in a bounded cache: for results that depend on the key alone and
 * cost far more to make than to look up (sanitised HTML, for one).
 */
export function memoize<V extends NonNullable<unknown>>(make: (key: string) => V, bounds: CacheBounds | SizedCacheBounds<V>): (key: string) => V {
  const cache = new LRUCache<string, V>({ ...lruOptions(bounds), memoMethod: (key) => make(key) });
  return (key) => cache.memo(key);
}

/**
 * Where cached answers live: this process's memory by default (`memoryStore`), or a store
 * that instances share, whose calls are asynchronous. A store may forget an entry at any
 * time; it must not hand one out after its `ttlMs`.
 */
export interface CacheStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * A `CacheStore` in this process's memory: at most `max` entries (and, weighed, `maxSize`
 * in all), each for its own time.
 */
export function memoryStore<T extends NonNullable<unknown>>(bounds: { max: number } | Omit<SizedCacheBounds<T>, 'ttlMs'>): CacheStore<T> {
  const cache = createCache<T>(bounds);
  return {
    get: async (key) => cache.get(key),
    set: async (key, value, ttlMs) => {
      cache.set(key, value, { ttl: ttlMs });
    },
    delete: async (key) => {
      cache.delete(key);
    },
  };
}

/**
 * Two stores as one: reads try `first` (this process) and then `second` (shared by instances,
 * looked up on each call so it can be made after start); writes and deletes go to both. A
 * value found only in `second` is not copied into `first`: its time left is not known here.
 */
export function tieredStore<T>(first: CacheStore<T>, second: () => CacheStore<T>): CacheStore<T> {
  return {
    get: async (key) => (await first.get(key)) ?? (await second().get(key)),
    set: async (key, value, ttlMs) => {
      await Promise.all([first.set(key, value, ttlMs), second().set(key, value, ttlMs)]);
    },
    delete: async (key) => {
      await Promise.all([first.delete(key), second().delete(key)]);
    },
  };
}

export interface RequestCoalescer<T> {
  (key: string, call: () => Promise<T>): Promise<T>;
  /**
   * The calls under way whose keys pass `test` are shared no more: their callers still get
   * their answers, and a later caller starts a new call.
   */
  forgetWhere(test: (key: string) => boolean): void;
}

/**
 * Request coalescing: calls made for the same key while one is under way share it: one call, one answer (or
 * failure) for all of them. Nothing is kept once it has settled. With a `name`, the calls
 * started and the callers that joined one under way are counted under it (metrics).
 */
export function requestCoalescer<T>(name?: string): RequestCoalescer<T> {
  const pending = new Map<string, Promise<T>>();
  const counted = name === undefined ? null : coalescingCounters(name);
  const share = (key: string, call: () => Promise<T>) => {
    const running = pending.get(key);
    if (running) {
      counted?.joined.inc();
      return running;
    }
    counted?.started.inc();
    const started = call();
    pending.set(key, started);
    const forget = () => {
      if (pending.get(key) === started) pending.delete(key);
    };
    started.then(forget, forget);
    return started;
  };
  return Object.assign(share, {
    forgetWhere(test: (key: string) => boolean) {
      for (const key of [...pending.keys()]) if (test(key)) pending.delete(key);
    },
  });
}

/** A cached answer and when it was asked for (ms since the epoch). */
export interface Stamped<T> {
  at: number;
  value: T;
}

export interface TtlCacheOptions<T> {
  /** The name its hits, misses and coalesced calls are counted under (metrics); not counted without one. */
  name?: string;
  store: CacheStore<Stamped<T>>;
  /** How long an answer is kept. */
  ttlMs: number;
  /**
   * With `forceFresh` (the browser asked to revalidate: a reload), an answer younger than this is still
   * used: another loader of the same page view has just asked for it.
   */
  freshEnoughMs?: number;
}

/**
 * Answers asked for at most once per `ttlMs` per key. A caller that forces a fresh answer (`forceFresh`)
 * gets a new answer unless the kept one is younger than `freshEnoughMs`, and the older one
 * is forgotten: should the new call fail, the next caller asks again instead of seeing the
 * copy the reload refused. Callers at the same moment share one call; a failure is not
 * kept. The store failing is not the caller's failure: it reads as nothing kept, and the
 * answer is still given when it cannot be kept.
 */
export function ttlCache<T>({ name, store, ttlMs, freshEnoughMs = 0 }: TtlCacheOptions<T>) {
  const share = requestCoalescer<T>(name);
  const counted = name === undefined ? null : cacheCounters(name);
  return async (key: string, ask: () => Promise<T>, { forceFresh = false }: { forceFresh?: boolean } = {}): Promise<T> => {
    const kept = await store.get(key).catch(() => undefined);
    const age = kept ? Date.now() - kept.at : Number.POSITIVE_INFINITY;
    if (kept && age < ttlMs) {
      if (!(forceFresh && age > freshEnoughMs)) {
        counted?.hit.inc();
        return kept.value;
      }
      await store.delete(key).catch(() => undefined);
    }
    counted?.miss.inc();
    return share(key, async () => {
      const at = Date.now();
      const value = await ask();
      await store.set(key, { at, value }, ttlMs).catch(() => undefined);
      return value;
    });
  };
}

/**
 * `make(source, variant)`, made once per source object and variant (a language, a time zone)
 * for as long as that object lives. For views of answers that are shared and frozen (a kept
 * answer, a reused parse): every page view showing one would otherwise derive the same view
 * again. Nothing outlives the answer it was made from, so this needs no bounds of its own.
 * A source must never change once given: the cached answers and reused parses are frozen.
 */
export function memoizePerAnswer<S extends object, V>(make: (source: S, variant: string) => V): (source: S, variant: string) => V {
  const made = new WeakMap<S, Map<string, V>>();
  return (source, variant) => {
    let views = made.get(source);
    if (!views) {
      views = new Map();
      made.set(source, views);
    }
    if (views.has(variant)) return views.get(variant) as V;
    const view = make(source, variant);
    views.set(variant, view);
    return view;
  };
}
