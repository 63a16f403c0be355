import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { getConfig } from '~/config.server';
import { REDIS_PREFIX, sharedConnection } from '~/lib/redis.server';

/**
 * Session epochs: one number per account (named by its keyed digest). A session carries the
 * epoch its account had when it was issued; moving the epoch on (a password change) makes
 * every session issued before worthless, on every browser, and any copy of their cookies.
 * Epochs are only compared with epochs read from the same store, so clocks need not agree.
 */
export interface SessionEpochStore {
  /** The account's epoch now: 0 while its sessions were never ended. */
  current(account: string): Promise<number>;
  /** Ends every session of the account issued until now; returns the new epoch. */
  advance(account: string): Promise<number>;
}

/** The next epoch: a time stamp, and always above the one before. */
export const nextEpoch = (previous: number, now = Date.now()) => Math.max(now, previous + 1);

/**
 * This instance's epochs. An epoch is kept as long as a session can live (after that every
 * session issued before it has expired anyway), and for at most `max` accounts.
 */
export class MemorySessionEpochs implements SessionEpochStore {
  private readonly epochs: LRUCache<string, number>;

  constructor(ttlMs: number, max = 100_000) {
    this.epochs = new LRUCache<string, number>({ max, ttl: ttlMs, updateAgeOnGet: false });
  }

  async current(account: string): Promise<number> {
    return this.epochs.get(account) ?? 0;
  }

  async advance(account: string): Promise<number> {
    return this.raise(account, nextEpoch(this.epochs.get(account) ?? 0));
  }

  /** Keeps `epoch` for the account unless a later one is known; returns the one kept. */
  raise(account: string, epoch: number): number {
    const kept = Math.max(this.epochs.get(account) ?? 0, epoch);
    this.epochs.set(account, kept);
    return kept;
  }
}

/**
 * Raises the epoch kept in Redis to at least ARGV[1], and above the current one by ARGV[2]
 * (1 to move on, 0 to hand over an epoch moved on while Redis was away), with a fresh TTL.
 */
const RAISE_EPOCH = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local next = math.max(current + tonumber(ARGV[2]), tonumber(ARGV[1]))
redis.call('SET', KEYS[1], string.format('%d', next), 'PX', ARGV[3])
return string.format('%d', next)
`;

/**
 * Epochs in Redis, shared by every instance (keys `partner-portal:epoch:<digest>`, kept as
 * long as a session lives), with this instance's memory beside them: what this instance
 * moved on or read is kept there too, so while Redis does not answer the instance goes on
 * with what it knows, and hands what it moved on meanwhile to Redis once it answers again.
 */
export class RedisSessionEpochs implements SessionEpochStore {
  private readonly local: MemorySessionEpochs;
  private readonly unsent = new Map<string, number>();

  constructor(
    private readonly client: Redis,
    private readonly ttlMs: number,
    whenReady?: (listener: () => void) => void,
  ) {
    this.local = new MemorySessionEpochs(ttlMs);
    whenReady?.(() => void this.sendUnsent());
  }

  private key(account: string) {
    return `${REDIS_PREFIX}epoch:${account}`;
  }

  async current(account: string): Promise<number> {
    const known = await this.local.current(account);
    try {
      const shared = Number((await this.client.get(this.key(account))) ?? 0);
      return shared > known ? this.local.raise(account, shared) : known;
    } catch {
      return known;
    }
  }

  async advance(account: string): Promise<number> {
    const epoch = await this.local.advance(account);
    try {
      return this.local.raise(account, await this.raise(account, epoch, 1));
    } catch {
      this.unsent.set(account, epoch);
      return epoch;
    }
  }

  private async raise(account: string, epoch: number, step: 0 | 1): Promise<number> {
    const result = await this.client.eval(RAISE_EPOCH, 1, this.key(account), String(epoch), String(step), String(this.ttlMs));
    return Number(result);
  }

  /** Epochs moved on while Redis was away. */
  private async sendUnsent() {
    for (const [account, epoch] of [...this.unsent]) {
      try {
        this.local.raise(account, await this.raise(account, epoch, 0));
        this.unsent.delete(account);
      } catch {
        return;
      }
    }
  }
}

/** How long an epoch must be remembered: a session's absolute lifetime, and a margin. */
const epochLifetimeMs = () => (getConfig().SESSION_MAX_HOURS + 1) * 3600_000;

let store: SessionEpochStore | undefined;

/** The session epochs of this process: in Redis when REDIS_URL is set, else in memory. */
export function sessionEpochs(): SessionEpochStore {
  if (!store) {
    const connection = sharedConnection();
    store = connection ? new RedisSessionEpochs(connection.client, epochLifetimeMs(), connection.whenReady) : new MemorySessionEpochs(epochLifetimeMs());
  }
  return store;
}
