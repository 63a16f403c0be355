import { describe, expect, it } from 'vitest';
import { keepIn } from '~/lib/bounded-cache';

describe('keepIn (left for the session caches of app/auth)', () => {
  it('keeps at most the limit, the oldest leaving first; keeping a key again makes it the newest', () => {
    const cache = new Map<string, number>();
    keepIn(cache, 2, 'a', 1);
    keepIn(cache, 2, 'b', 2);
    keepIn(cache, 2, 'a', 3);
    keepIn(cache, 2, 'c', 4);
    expect([...cache]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
