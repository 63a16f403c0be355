import { LRUCache } from 'lru-cache';
import { getConfig } from '~/config.server';

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

/** How long an epoch must be remembered: a session's absolute lifetime, and a margin. */
export const epochLifetimeMs = () => (getConfig().SESSION_MAX_HOURS + 1) * 3600_000;

let store: SessionEpochStore | undefined;

/** The session epochs of this process. */
export function sessionEpochs(): SessionEpochStore {
  store ??= new MemorySessionEpochs(epochLifetimeMs());
  return store;
}
