import { getConfig } from '~/config.server';

/**
 * Fixed-window attempt counters for sign-in and one-time codes, per client address and
 * per account. In memory: each instance counts its own attempts (behind a load balancer
 * the effective limit is the per-instance limit times the instances).
 */
export interface Limit {
  max: number;
  windowMs: number;
}

interface Window {
  start: number;
  count: number;
}

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limit: Limit, private readonly maxKeys = 50_000) {}

  /** Counts one attempt; false when the key is over its limit in this window. */
  hit(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.limit.windowMs) {
      window = { start: now, count: 0 };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.prune(now);
    }
    window.count += 1;
    return window.count <= this.limit.max;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    return Boolean(window && now - window.start < this.limit.windowMs && window.count >= this.limit.max);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    if (this.windows.size <= this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.limit.windowMs || this.windows.size > this.maxKeys) this.windows.delete(key);
      if (this.windows.size <= this.maxKeys) break;
    }
  }
}

const FIFTEEN_MINUTES = 15 * 60_000;
let limiters: { byAddress: AttemptLimiter; byAccount: AttemptLimiter; otp: AttemptLimiter } | undefined;

/** The sign-in limiters, sized from the configuration on first use. */
export function signInLimiters() {
  if (!limiters) {
    const config = getConfig();
    limiters = {
      byAddress: new AttemptLimiter({ max: config.SIGNIN_MAX_PER_ADDRESS, windowMs: FIFTEEN_MINUTES }),
      byAccount: new AttemptLimiter({ max: config.SIGNIN_MAX_PER_ACCOUNT, windowMs: FIFTEEN_MINUTES }),
      otp: new AttemptLimiter({ max: config.SIGNIN_MAX_PER_ACCOUNT, windowMs: FIFTEEN_MINUTES }),
    };
  }
  return limiters;
}

export const accountKey = (email: string) => email.trim().toLowerCase();
