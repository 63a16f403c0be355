import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '~/auth/rate-limit.server';

describe('AttemptLimiter', () => {
  it('allows max attempts per window, then refuses until the window passes', () => {
    const limiter = new AttemptLimiter({ max: 3, windowMs: 1000 });
    expect([1, 2, 3].map(() => limiter.hit('a', 0))).toEqual([true, true, true]);
    expect(limiter.hit('a', 10)).toBe(false);
    expect(limiter.isBlocked('a', 10)).toBe(true);
    expect(limiter.hit('b', 10)).toBe(true);
    expect(limiter.hit('a', 1000)).toBe(true);
  });

  it('forgets a key on reset and bounds its memory', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 1000 }, 10);
    limiter.hit('a', 0);
    limiter.reset('a');
    expect(limiter.hit('a', 0)).toBe(true);
    for (let i = 0; i < 100; i += 1) limiter.hit(`k${i}`, 0);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(10);
  });
});
