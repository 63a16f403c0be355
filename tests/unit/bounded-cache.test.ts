import { describe, expect, it } from 'vitest';
import { forgetOlderThan, keepIn, keptForMs, keptIn, type Dated } from '~/lib/bounded-cache';

describe('bounded caches', () => {
  it('keep at most the limit, the oldest leaving first; keeping a key again makes it the newest', () => {
    const cache = new Map<string, number>();
    keepIn(cache, 2, 'a', 1);
    keepIn(cache, 2, 'b', 2);
    keepIn(cache, 2, 'a', 3);
    keepIn(cache, 2, 'c', 4);
    expect([...cache]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    let made = 0;
    expect(keptIn(cache, 2, 'c', () => ++made)).toBe(4);
    expect(made).toBe(0);
  });

  it('ask again once the kept answer is as old as the limit, and after a failure', async () => {
    const cache = new Map<string, Dated<string>>();
    let asked = 0;
    const ask = (answer: string) => () => {
      asked += 1;
      return answer === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve(answer);
    };
    await expect(keptForMs(cache, 10, 'k', 1000, 0, ask('fail'))).rejects.toThrow('down');
    await expect(keptForMs(cache, 10, 'k', 1000, 1, ask('one'))).resolves.toBe('one');
    await expect(keptForMs(cache, 10, 'k', 1000, 1000, ask('two'))).resolves.toBe('one');
    await expect(keptForMs(cache, 10, 'k', 1000, 1001, ask('three'))).resolves.toBe('three');
    expect(asked).toBe(3);
  });

  it('forget a kept answer only when it is older than asked', async () => {
    const cache = new Map<string, Dated<string>>();
    await keptForMs(cache, 10, 'k', 60_000, 1000, () => Promise.resolve('one'));
    forgetOlderThan(cache, 'k', 250, 1250);
    expect(cache.has('k')).toBe(true);
    forgetOlderThan(cache, 'k', 250, 1251);
    expect(cache.has('k')).toBe(false);
    forgetOlderThan(cache, 'missing', 250, 5000);
    expect(cache.size).toBe(0);
  });
});
