import { describe, expect, it } from 'vitest';
import { asksToRevalidate } from '~/auth/guard.server';

const request = (headers: Record<string, string>) => new Request('http://portal.test/partner/dashboard', { headers });

describe('asksToRevalidate', () => {
  it.each([
    [{ 'cache-control': 'max-age=0' }, true],
    [{ 'cache-control': 'no-cache' }, true],
    [{ 'cache-control': 'Max-Age = 0, private' }, true],
    [{ 'cache-control': 'private, no-cache' }, true],
    [{ pragma: 'no-cache' }, true],
    [{}, false],
    [{ 'cache-control': 'max-age=60' }, false],
    [{ 'cache-control': 'max-age=0123' }, false],
    [{ 'cache-control': 'no-store' }, false],
    [{ pragma: 'x-no-cache' }, false],
    // Over its bound a header asks for nothing: no pattern runs over a client's 16 KB.
    [{ 'cache-control': `no-cache, ${'private, '.repeat(40)}` }, false],
    [{ pragma: `no-cache,${'x'.repeat(300)}` }, false],
  ])('%j → %s', (headers, expected) => {
    expect(asksToRevalidate(request(headers))).toBe(expected);
  });
});
