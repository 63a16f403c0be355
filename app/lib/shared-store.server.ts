import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { getConfig } from '~/config.server';
import { REDIS_PREFIX, sharedConnection } from './redis.server';

/**
 * A small key-value store with a time-to-live, shared by every instance when REDIS_URL is
 * set: the second tier under an instance's own cache of short-lived provider content.
 * Values are JSON. Keys reach Redis only as a keyed digest (a key may name a partner), under
 * `partner-portal:kv:<namespace>:`. It never fails its caller: while Redis does not answer,
 * a read is a miss and a write is dropped. Never put tokens or passwords in it.
 */
export interface SharedStore {
  /** Whether values are shared at all (false without REDIS_URL: every call is a no-op). */
  readonly shared: boolean;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Takes `key` for `ttlMs` unless it is taken (released by `delete`, or when its time runs
   * out): true when this caller holds it now. Without Redis, and while Redis does not answer,
   * always true: each instance then goes on alone, as it would without the store.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

/** Without Redis: nothing is kept (the instance's own cache is the only tier). */
const noSharedStore: SharedStore = {
  shared: false,
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  claim: async () => true,
};

export class RedisSharedStore implements SharedStore {
  readonly shared = true;

  constructor(
    private readonly client: Redis,
    private readonly namespace: string,
  ) {}

  private key(key: string): string {
    const digest = createHmac('sha256', `partner-portal:kv:${getConfig().SESSION_SECRET[0]}`).update(key).digest('base64url');
    return `${REDIS_PREFIX}kv:${this.namespace}:${digest}`;
  }

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const text = await this.client.get(this.key(key));
      return text === null ? undefined : (JSON.parse(text) as T);
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    if (value === undefined || !(ttlMs >= 1)) return;
    try {
      await this.client.set(this.key(key), JSON.stringify(value), 'PX', Math.ceil(ttlMs));
    } catch {
      // dropped: the next reader asks the provider
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.del(this.key(key));
    } catch {
      // expires on its own
    }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    try {
      return (await this.client.set(this.key(key), '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    } catch {
      return true;
    }
  }
}

const stores = new Map<string, SharedStore>();

/** The shared store of one namespace (for example 'content'). */
export function sharedStore(namespace: string): SharedStore {
  let store = stores.get(namespace);
  if (!store) {
    const connection = sharedConnection();
    store = connection ? new RedisSharedStore(connection.client, namespace) : noSharedStore;
    stores.set(namespace, store);
  }
  return store;
}
