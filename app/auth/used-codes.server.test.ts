import { describe, expect, it } from 'vitest';
import { MemoryUsedCodes, usedCodes } from '~/auth/used-codes.server';

describe('used one-time codes', () => {
  it('a code signs an account in once; the same code of another account is its own', async () => {
    expect(await usedCodes.wasUsed('account-a', '123456')).toBe(false);
    expect(await usedCodes.claim('account-a', '123456')).toBe(true);
    expect(await usedCodes.wasUsed('account-a', '123456')).toBe(true);
    // Typed in groups, it is the same code.
    expect(await usedCodes.wasUsed('account-a', '123 456')).toBe(true);
    expect(await usedCodes.claim('account-a', '123456')).toBe(false);
    expect(await usedCodes.wasUsed('account-b', '123456')).toBe(false);
    expect(await usedCodes.claim('account-b', '123456')).toBe(true);
  });

  it('of two requests with one code, only the first claims it', async () => {
    const store = new MemoryUsedCodes();
    const claims = await Promise.all([store.claim('key'), store.claim('key'), store.claim('key')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
