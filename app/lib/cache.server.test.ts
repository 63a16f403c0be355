import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCache,
  jsonSize,
  ttlCache,
  memoize,
  memoryStore,
  requestCoalescer,
  tieredStore,
  memoizePerAnswer,
  type CacheStore,
  type Stamped,
} from '~/lib/cache.server';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A fake clock for lru-cache's times to live: lru-cache reads the global performance.now (its
 * documented default) and holds a reading for a millisecond of setTimeout; both follow the
 * fake clock, which the test moves with vi.advanceTimersByTime.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
}

describe('createCache', () => {
  it('holds at most max entries, the least recently used leaving first', () => {
    const cache = createCache<number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time to live has passed, and not before', () => {
    fakeClock();
    const cache = createCache<string>({ max: 10, ttlMs: 150 });
    cache.set('k', 'v');
    expect(cache.get('k')).toBe('v');
    vi.advanceTimersByTime(150);
    expect(cache.get('k')).toBe('v');
    vi.advanceTimersByTime(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.has('k')).toBe(false);
  });

  it('weighs entries by sizeOf and holds at most maxSize in all, leaving out an entry larger than that', () => {
    const cache = createCache<string>({ max: 100, maxSize: 10, sizeOf: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz'); // 12 > 10: the least recently used (a) leaves
    expect([...cache.keys()].sort()).toEqual(['b', 'c']);
    expect(cache.calculatedSize).toBe(8);
    cache.set('d', 'w'.repeat(11));
    expect(cache.has('d')).toBe(false);
    expect([...cache.keys()].sort()).toEqual(['b', 'c']);
  });
});

describe('memoize', () => {
  it('makes a value once per key, within the bounds', () => {
    fakeClock();
    const made: string[] = [];
    const upper = memoize(
      (key) => {
        made.push(key);
        return key.toUpperCase();
      },
      { max: 2, ttlMs: 150 },
    );
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(made).toEqual(['a']);
    upper('b');
    upper('c'); // a leaves: two at most
    upper('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
    vi.advanceTimersByTime(150);
    upper('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
    vi.advanceTimersByTime(1);
    upper('a');
    expect(made).toEqual(['a', 'b', 'c', 'a', 'a']);
  });

  it('weighed, keeps at most maxSize of what sizeOf counts (here the key and the result)', () => {
    const made: string[] = [];
    const twice = memoize(
      (key) => {
        made.push(key);
        return key + key;
      },
      { max: 100, maxSize: 20, sizeOf: (value, key) => value.length + key.length },
    );
    twice('abc'); // 9
    twice('defg'); // 12: 21 > 20, abc leaves
    twice('abc');
    expect(made).toEqual(['abc', 'defg', 'abc']);
    twice('x'.repeat(10)); // 30: never kept
    twice('x'.repeat(10));
    expect(made.filter((key) => key.length === 10)).toHaveLength(2);
  });
});

describe('memoryStore', () => {
  it('answers asynchronously, holds at most max entries and each for its own time', async () => {
    fakeClock();
    const store = memoryStore<string>({ max: 2 });
    await store.set('short', 's', 150);
    await store.set('long', 'l', 10_000);
    await expect(store.get('short')).resolves.toBe('s');
    vi.advanceTimersByTime(150);
    await expect(store.get('short')).resolves.toBe('s');
    vi.advanceTimersByTime(1);
    await expect(store.get('short')).resolves.toBeUndefined();
    await expect(store.get('long')).resolves.toBe('l');
    await store.set('x', 'x', 10_000);
    await store.set('y', 'y', 10_000);
    await expect(store.get('long')).resolves.toBeUndefined();
    await expect(store.get('y')).resolves.toBe('y');
  });

  it('weighed, holds at most maxSize in all and leaves out an entry heavier than that', async () => {
    const store = memoryStore<string[]>({ max: 100, maxSize: 30, sizeOf: (items) => jsonSize(items) });
    await store.set('a', ['one', 'two'], 10_000); // ["one","two"]: 13
    await store.set('b', ['three'], 10_000); // 9
    await expect(store.get('a')).resolves.toEqual(['one', 'two']); // b is now the least recently used
    await store.set('c', ['four', 'five'], 10_000); // 15: 37 > 30, b leaves
    await expect(store.get('b')).resolves.toBeUndefined();
    await expect(store.get('c')).resolves.toEqual(['four', 'five']);
    await store.set('big', ['x'.repeat(40)], 10_000);
    await expect(store.get('big')).resolves.toBeUndefined();
    await expect(store.get('a')).resolves.toEqual(['one', 'two']);
  });
});

describe('jsonSize', () => {
  it('is the length of the value as JSON text, and 0 for what JSON cannot hold', () => {
    expect(jsonSize({ title: 'Ab', items: [1, 22] })).toBe('{"title":"Ab","items":[1,22]}'.length);
    expect(jsonSize('é')).toBe(3);
    expect(jsonSize(undefined)).toBe(0);
  });
});

describe('memoizePerAnswer', () => {
  it('makes a view once per source object and variant, and anew for another object or variant', () => {
    const make = vi.fn((source: { name: string }, language: string) => ({ text: `${source.name}:${language}` }));
    const view = memoizePerAnswer(make);
    const answer = Object.freeze({ name: 'Drone' });
    const first = view(answer, 'en');
    expect(first).toEqual({ text: 'Drone:en' });
    expect(view(answer, 'en')).toBe(first);
    expect(view(answer, 'de')).toEqual({ text: 'Drone:de' });
    // An equal answer that is another object (a newer answer) gets its own view.
    expect(view(Object.freeze({ name: 'Drone' }), 'en')).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keeps a view that is null or undefined too', () => {
    const make = vi.fn(() => null);
    const view = memoizePerAnswer(make);
    const answer = {};
    expect(view(answer, 'en')).toBeNull();
    expect(view(answer, 'en')).toBeNull();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('requestCoalescer', () => {
  it('gives callers at the same moment one call, and makes a new one once it settled', async () => {
    const share = requestCoalescer<number>();
    let calls = 0;
    const call = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b] = await Promise.all([share('k', call), share('k', call)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    await expect(share('k', call)).resolves.toBe(2);
    await expect(share('other', call)).resolves.toBe(3);
  });

  it('shares a forgotten call no more, and the call that replaced it stays shared after the old one settled', async () => {
    const share = requestCoalescer<string>();
    const answers: Array<(value: string) => void> = [];
    const call = () => new Promise<string>((resolve) => answers.push(resolve));
    const old = share('partner-a\nlist', call);
    const otherKey = share('partner-b\nlist', call);
    share.forgetWhere((key) => key.startsWith('partner-a\n'));
    const replaced = share('partner-a\nlist', call);
    expect(answers).toHaveLength(3);
    answers[0]('old answer');
    await expect(old).resolves.toBe('old answer');
    const joined = share('partner-a\nlist', call);
    const joinedOther = share('partner-b\nlist', call);
    expect(answers).toHaveLength(3);
    answers[2]('new answer');
    answers[1]('b answer');
    await expect(Promise.all([replaced, joined, otherKey, joinedOther])).resolves.toEqual(['new answer', 'new answer', 'b answer', 'b answer']);
  });

  it('gives every waiting caller the failure, and forgets it', async () => {
    const share = requestCoalescer<number>();
    const failing = () => new Promise<number>((_resolve, reject) => setTimeout(() => reject(new Error('down')), 5));
    const waiting = [share('k', failing), share('k', failing)];
    for (const call of waiting) await expect(call).rejects.toThrow('down');
    await expect(share('k', async () => 7)).resolves.toBe(7);
  });
});

describe('ttlCache', () => {
  function counting(answers: Array<string | Error>) {
    let asked = 0;
    const ask = async () => {
      const answer = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return { ask, asked: () => asked };
  }

  it('asks at most once per time to live, again after a failure, and again on a reload', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const kept = ttlCache<string>({ store: memoryStore({ max: 10 }), ttlMs: 1000, freshEnoughMs: 250 });
    const { ask, asked } = counting([new Error('down'), 'one', 'two', 'three']);
    await expect(kept('k', ask)).rejects.toThrow('down');
    await expect(kept('k', ask)).resolves.toBe('one');
    clock.mockReturnValue(10_999);
    await expect(kept('k', ask)).resolves.toBe('one');
    expect(asked()).toBe(2);
    // A reload within a quarter second of the answer shares it; later it asks again.
    clock.mockReturnValue(10_250);
    await expect(kept('k', ask, { forceFresh: true })).resolves.toBe('one');
    clock.mockReturnValue(10_251);
    await expect(kept('k', ask, { forceFresh: true })).resolves.toBe('two');
    clock.mockReturnValue(11_251);
    await expect(kept('k', ask)).resolves.toBe('three');
    expect(asked()).toBe(4);
  });

  it('forgets the kept answer on a reload, so a failing reload is not followed by the old copy', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const kept = ttlCache<string>({ store: memoryStore({ max: 10 }), ttlMs: 60_000, freshEnoughMs: 250 });
    const { ask, asked } = counting(['old', new Error('down'), new Error('still down'), 'new']);
    await expect(kept('k', ask)).resolves.toBe('old');
    clock.mockReturnValue(11_000);
    await expect(kept('k', ask, { forceFresh: true })).rejects.toThrow('down');
    await expect(kept('k', ask)).rejects.toThrow('still down');
    await expect(kept('k', ask)).resolves.toBe('new');
    expect(asked()).toBe(4);
  });

  it('shares one call among callers at the same moment, keys apart', async () => {
    const kept = ttlCache<string>({ store: memoryStore({ max: 10 }), ttlMs: 1000 });
    let asked = 0;
    const ask = (answer: string) => () => new Promise<string>((resolve) => setTimeout(() => resolve(`${answer}${++asked}`), 5));
    const answers = await Promise.all([kept('a', ask('a')), kept('a', ask('a')), kept('b', ask('b'))]);
    expect(answers.sort()).toEqual(['a1', 'a1', 'b2'].sort());
    expect(asked).toBe(2);
  });

  it('keeps its answers in any asynchronous store, and answers when the store fails', async () => {
    const entries = new Map<string, { value: Stamped<string>; ttlMs: number }>();
    const shared: CacheStore<Stamped<string>> = {
      get: async (key) => entries.get(key)?.value,
      set: async (key, value, ttlMs) => {
        entries.set(key, { value, ttlMs });
      },
      delete: async (key) => {
        entries.delete(key);
      },
    };
    const kept = ttlCache<string>({ store: shared, ttlMs: 60_000 });
    await expect(kept('k', async () => 'stored')).resolves.toBe('stored');
    expect(entries.get('k')).toMatchObject({ value: { value: 'stored' }, ttlMs: 60_000 });
    await expect(kept('k', async () => 'not asked')).resolves.toBe('stored');

    const broken: CacheStore<Stamped<string>> = {
      get: () => Promise.reject(new Error('store down')),
      set: () => Promise.reject(new Error('store down')),
      delete: () => Promise.reject(new Error('store down')),
    };
    const { ask, asked } = counting(['first', 'second']);
    const keptInBroken = ttlCache<string>({ store: broken, ttlMs: 60_000 });
    await expect(keptInBroken('k', ask)).resolves.toBe('first');
    await expect(keptInBroken('k', ask)).resolves.toBe('second');
    expect(asked()).toBe(2);
  });
});

describe('tieredStore', () => {
  it('reads this process first and the shared store next, and writes and deletes both', async () => {
    const first = memoryStore<string>({ max: 10 });
    const second = memoryStore<string>({ max: 10 });
    const store = tieredStore(first, () => second);
    await second.set('elsewhere', 'kept by another instance', 10_000);
    await expect(store.get('elsewhere')).resolves.toBe('kept by another instance');
    await expect(first.get('elsewhere')).resolves.toBeUndefined();
    await store.set('here', 'h', 10_000);
    await expect(first.get('here')).resolves.toBe('h');
    await expect(second.get('here')).resolves.toBe('h');
    await first.set('here', 'newer here', 10_000);
    await expect(store.get('here')).resolves.toBe('newer here');
    await store.delete('here');
    await expect(first.get('here')).resolves.toBeUndefined();
    await expect(second.get('here')).resolves.toBeUndefined();
    await expect(store.get('missing')).resolves.toBeUndefined();
  });
});
