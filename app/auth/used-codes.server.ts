import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { getConfig } from '~/config.server';
import { REDIS_PREFIX, sharedConnection } from '~/lib/redis.server';

/**
 * One-time codes that signed an account in, remembered so that none signs in twice (RFC 6238,
 * section 5.2: a verified code must not be accepted again). A code lives one 30-second step,
 * and providers accept it a step or two either side: five minutes outlasts any such window.
 */
const USED_CODE_TTL_MS = 5 * 60_000;

/** Where used codes are kept: this instance's memory, or a store every instance shares. */
export interface UsedCodeStore {
  /** Whether the code has signed the account in before. */
  used(key: string): Promise<boolean>;
  /** Marks the code used; false when it was already (another request used it first). */
  claim(key: string): Promise<boolean>;
}

export class MemoryUsedCodes implements UsedCodeStore {
  private readonly codes = new LRUCache<string, true>({ max: 100_000, ttl: USED_CODE_TTL_MS });

  async used(key: string): Promise<boolean> {
    return this.codes.has(key);
  }

  async claim(key: string): Promise<boolean> {
    if (this.codes.has(key)) return false;
    this.codes.set(key, true);
    return true;
  }
}

/**
 * Used codes in Redis (keys `partner-portal:otp-used:<digest>`, expiring with the code), claimed
 * with SET NX so that two instances never both accept one code. While Redis does not answer,
 * this instance's memory decides, as for the attempt budgets (decision 017).
 */
class RedisUsedCodes implements UsedCodeStore {
  private readonly local = new MemoryUsedCodes();

  constructor(private readonly client: Redis) {}

  async used(key: string): Promise<boolean> {
    if (await this.local.used(key)) return true;
    try {
      return (await this.client.exists(this.redisKey(key))) === 1;
    } catch {
      return false;
    }
  }

  async claim(key: string): Promise<boolean> {
    if (!(await this.local.claim(key))) return false;
    try {
      return (await this.client.set(this.redisKey(key), '1', 'PX', USED_CODE_TTL_MS, 'NX')) === 'OK';
    } catch {
      return true;
    }
  }

  private redisKey(key: string): string {
    return `${REDIS_PREFIX}otp-used:${key}`;
  }
}

let store: UsedCodeStore | undefined;

function usedCodeStore(): UsedCodeStore {
  if (!store) {
    const connection = sharedConnection();
    store = connection ? new RedisUsedCodes(connection.client) : new MemoryUsedCodes();
  }
  return store;
}

/** The code as the provider reads it: digits only (a code may be typed in groups). */
const normalizeCode = (code: string) => code.replace(/\s/g, '');

/** A keyed digest of the account and the code: neither reaches the store in clear. */
function keyOf(account: string, code: string): string {
  return createHmac('sha256', `partner-portal:otp-used:${getConfig().SESSION_SECRET[0]}`)
    .update(`${account}\n${normalizeCode(code)}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The used codes of accounts (by their keyed digest). */
export const usedCodes = {
  wasUsed: (account: string, code: string) => usedCodeStore().used(keyOf(account, code)),
  claim: (account: string, code: string) => usedCodeStore().claim(keyOf(account, code)),
};
