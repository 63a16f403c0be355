import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../processes';
import { heldCall } from '../helpers/pending-calls';
import { startRedis, type RedisServer } from './redis';

/**
 * The shared key-value store and the session epochs against a real Redis (Debian's
 * redis-server on a free loopback port, or OPS_REDIS_PORT + 2).
 */
let redis: RedisServer;
let modules: {
  sharedStore: typeof import('~/lib/shared-store.server').sharedStore;
  RedisSessionEpochs: typeof import('~/auth/session-epochs.server').RedisSessionEpochs;
  sharedConnection: typeof import('~/lib/redis.server').sharedConnection;
  closeSharedConnection: typeof import('~/lib/redis.server').closeSharedConnection;
};

beforeAll(async () => {
  redis = await startRedis(process.env.OPS_REDIS_PORT ? Number(process.env.OPS_REDIS_PORT) + 2 : await freePort());
  process.env.REDIS_URL = redis.url;
  process.env.LOG_LEVEL = 'silent';
  modules = {
    ...(await import('~/lib/shared-store.server')),
    ...(await import('~/auth/session-epochs.server')),
    ...(await import('~/lib/redis.server')),
  };
  const connection = modules.sharedConnection()!;
  await new Promise<void>((resolve) => (connection.up() ? resolve() : connection.whenReady(resolve)));
});

afterAll(async () => {
  modules?.closeSharedConnection();
  await redis?.kill();
});

describe('shared store on Redis', () => {
  it('keeps JSON values for their time to live, under a digest of the key', async () => {
    const store = modules.sharedStore('content');
    expect(store.shared).toBe(true);
    const value = { title: 'Spring campaign', items: [1, 2, 3], nested: { ok: true } };
    await store.set('partner:owner@partner.example:cms', value, 400);
    expect(await store.get('partner:owner@partner.example:cms')).toEqual(value);
    expect(await store.get('another key')).toBeUndefined();
    const { client } = modules.sharedConnection()!;
    const keys = await client.keys('partner-portal:kv:content:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('owner');
    expect(await client.pttl(keys[0])).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await store.get('partner:owner@partner.example:cms')).toBeUndefined();
  });

  it('a value written by one instance is read by another, namespaces apart', async () => {
    const { Redis } = await import('ioredis');
    const other = new Redis(redis.url);
    try {
      const { RedisSharedStore } = await import('~/lib/shared-store.server');
      await new RedisSharedStore(other, 'content').set('footer', ['imprint'], 60_000);
      expect(await modules.sharedStore('content').get('footer')).toEqual(['imprint']);
      expect(await modules.sharedStore('other').get('footer')).toBeUndefined();
      await modules.sharedStore('content').delete('footer');
      expect(await new RedisSharedStore(other, 'content').get('footer')).toBeUndefined();
    } finally {
      other.disconnect();
    }
  });
});

describe('a claim on the shared store', () => {
  it('is held by one instance at a time, until it lets go or its time runs out', async () => {
    const { Redis } = await import('ioredis');
    const other = new Redis(redis.url);
    try {
      const { RedisSharedStore } = await import('~/lib/shared-store.server');
      const here = modules.sharedStore('claims');
      const there = new RedisSharedStore(other, 'claims');
      expect(await here.claim('owner@partner.example', 60_000)).toBe(true);
      expect(await there.claim('owner@partner.example', 60_000)).toBe(false);
      expect(await here.claim('owner@partner.example', 60_000)).toBe(false);
      expect(await there.claim('another@partner.example', 60_000)).toBe(true);
      await here.delete('owner@partner.example');
      expect(await there.claim('owner@partner.example', 300)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await here.claim('owner@partner.example', 60_000)).toBe(true);
      await here.delete('owner@partner.example');
      await there.delete('another@partner.example');
    } finally {
      other.disconnect();
    }
  });
});

describe('a call run once across instances', () => {
  it('runs in the instance that claims it; a caller meanwhile gets its outcome, and a later run is a run of its own', async () => {
    const { onceAcrossInstances } = await import('~/lib/once-across-instances.server');
    const first = heldCall<{ changed: boolean }>();
    const running = onceAcrossInstances('test_call', 'owner@partner.example', 5_000, first.run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = onceAcrossInstances('test_call', 'owner@partner.example', 5_000, first.run);
    first.call.answer({ changed: true });
    expect(await running).toEqual({ ran: true, outcome: { changed: true } });
    expect(await waiting).toEqual({ ran: false, outcome: { changed: true } });
    expect(first.call.count).toBe(1);
    // Counted as a call joined on another instance.
    const { metrics } = await import('~/lib/metrics.server');
    const joined = (await metrics.sharedJoined.get()).values.find(({ labels }) => labels.call === 'test_call_elsewhere');
    expect(joined?.value).toBe(1);

    // The same key again: its own run, whose outcome (not the first's) the caller meanwhile gets.
    const second = heldCall<{ changed: boolean }>();
    const again = onceAcrossInstances('test_call', 'owner@partner.example', 5_000, second.run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waitingAgain = onceAcrossInstances('test_call', 'owner@partner.example', 5_000, second.run);
    await new Promise((resolve) => setTimeout(resolve, 250));
    second.call.answer({ changed: false });
    expect(await again).toEqual({ ran: true, outcome: { changed: false } });
    expect(await waitingAgain).toEqual({ ran: false, outcome: { changed: false } });
    expect(second.call.count).toBe(1);
  });

  it('a run that fails leaves no outcome: a caller meanwhile learns it at once, not after its wait', async () => {
    const { onceAcrossInstances } = await import('~/lib/once-across-instances.server');
    const failing = heldCall<string>();
    const running = onceAcrossInstances('test_call', 'failing@partner.example', 60_000, failing.run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const waiting = onceAcrossInstances('test_call', 'failing@partner.example', 60_000, failing.run);
    failing.call.fail(new Error('provider down'));
    await expect(running).rejects.toThrow('provider down');
    expect(await waiting).toEqual({ ran: false, outcome: undefined });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failing.call.count).toBe(1);
  });
});

describe('session epochs on Redis', () => {
  it('one instance moves an epoch on, another reads it; epochs only grow and expire with sessions', async () => {
    const { Redis } = await import('ioredis');
    const other = new Redis(redis.url);
    try {
      const here = new modules.RedisSessionEpochs(modules.sharedConnection()!.client, 60_000);
      const there = new modules.RedisSessionEpochs(other, 60_000);
      expect(await there.current('digest-1')).toBe(0);
      const first = await here.advance('digest-1');
      expect(await there.current('digest-1')).toBe(first);
      const second = await there.advance('digest-1');
      expect(second).toBeGreaterThan(first);
      expect(await here.current('digest-1')).toBe(second);
      const ttl = await other.pttl('partner-portal:epoch:digest-1');
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      other.disconnect();
    }
  });
});
