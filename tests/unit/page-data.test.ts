import { describe, expect, it } from 'vitest';
import { isPlainJson, pageData } from '~/lib/page-data.server';

describe('page data', () => {
  it('tells plain JSON from values JSON would change', () => {
    expect(isPlainJson({ a: [1, 'two', true, null, { b: 0.5 }], c: Object.assign(Object.create(null), { d: 'e' }) })).toBe(true);
    for (const changed of [{ a: undefined }, { a: new Date() }, { a: Number.NaN }, { a: Infinity }, { a: -0 }, [() => 1], { a: new Map() }, { a: 1n }]) {
      expect(isPlainJson(changed)).toBe(false);
    }
  });

  it('hands plain data over as it is, with the headers, and refuses anything else', () => {
    const data = { items: [{ id: '1' }], empty: null };
    const deferred = pageData(data, { headers: { 'Cache-Control': 'no-store' } });
    expect(deferred.data).toEqual(data);
    expect(deferred.data.items).toBe(data.items);
    // Nothing is left pending: the whole answer goes out at once.
    expect((deferred as unknown as { pendingKeys: string[] }).pendingKeys).toEqual([]);
    expect(new Headers(deferred.init?.headers).get('Cache-Control')).toBe('no-store');
    expect(() => pageData({ when: new Date() })).toThrow(TypeError);
  });
});
