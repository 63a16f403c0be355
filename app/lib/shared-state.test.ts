import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptBudget, redisCounters } from '~/auth/rate-limit.server';
import { RedisSessionEpochs } from '~/auth/session-epochs.server';
import { parseConfig } from '~/config.server';
import { redisState } from '~/lib/redis.server';
import { RedisSharedStore, sharedStore } from '~/lib/shared-store.server';

// What these tests say of an unset REDIS_URL holds whatever the shell exports.
delete process.env.REDIS_URL;

/** A client of a Redis that is not there: every command fails at once. */
const gone = new Redis('redis://127.0.0.1:9', { enableOfflineQueue: false, retryStrategy: () => null, maxRetriesPerRequest: 0 });
gone.on('error', () => undefined);
afterAll(() => gone.disconnect());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('REDIS_URL', () => {
  it('is optional, and a redis:// or rediss:// URL when set', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'development', REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'development', REDIS_URL: 'redis://cache.internal:6379/2' }).REDIS_URL).toBe('redis://cache.internal:6379/2');
    expect(parseConfig({ NODE_ENV: 'development', REDIS_URL: 'rediss://user:secret@cache.internal:6380' }).REDIS_URL).toContain('rediss://');
    expect(() => parseConfig({ NODE_ENV: 'development', REDIS_URL: 'http://cache.internal' })).toThrow(/^Invalid configuration: REDIS_URL /);
    expect(() => parseConfig({ NODE_ENV: 'development', REDIS_URL: 'cache.internal:6379' })).toThrow(/^Invalid configuration: REDIS_URL /);
  });

  it('unset: nothing is shared and readiness says off', async () => {
    expect(redisState()).toBe('off');
    const store = sharedStore('content');
    expect(store.shared).toBe(false);
    await store.set('footer', { links: [] }, 60_000);
    expect(await store.get('footer')).toBeUndefined();
  });
});

describe('with Redis away, nothing fails its caller', () => {
  it('attempt budgets count in this instance’s memory', async () => {
    const budget = new AttemptBudget({ name: 'unit-redis-away', max: 2, windowMs: 60_000 }, redisCounters(gone));
    const counted = async () => (await budget.take('k')) !== null;
    expect([await counted(), await counted(), await counted()]).toEqual([true, true, false]);
    await budget.reset('k');
    expect(await counted()).toBe(true);
  });

  it('session epochs move on in memory, and are handed to Redis once it is back', async () => {
    let ready: () => void = () => undefined;
    const epochs = new RedisSessionEpochs(gone, 60_000, (listener) => (ready = listener));
    expect(await epochs.current('account')).toBe(0);
    const moved = await epochs.advance('account');
    expect(moved).toBeGreaterThan(0);
    expect(await epochs.current('account')).toBe(moved);
    // Still away when it says it is ready: the epoch is offered, fails, and stays to be sent; nothing throws.
    const sent = vi.spyOn(gone, 'eval');
    ready();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][3]).toBe(String(moved));
    await expect(sent.mock.results[0].value).rejects.toThrow();
    expect(await epochs.current('account')).toBe(moved);
    ready();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls[1][3]).toBe(String(moved));
    await expect(sent.mock.results[1].value).rejects.toThrow();
  });

  it('the shared store misses and drops', async () => {
    const store = new RedisSharedStore(gone, 'content');
    await store.set('k', { a: 1 }, 1000);
    expect(await store.get('k')).toBeUndefined();
    await store.delete('k');
  });
});
