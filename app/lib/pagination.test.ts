import { describe, expect, it } from 'vitest';
import { pageRange, paginate } from '~/lib/pagination';

describe('pageRange (spec 9: sibling count 1, ellipses above 6 pages)', () => {
  it('lists every page up to 6 pages', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    for (let page = 1; page <= 6; page += 1) expect(pageRange(page, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('collapses from 7 pages on, with a run of five near the start', () => {
    expect(pageRange(1, 7)).toEqual([1, 2, 3, 4, 5, 'gap', 7]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 'gap', 7]);
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(2, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows the current page with one sibling each side in the middle', () => {
    expect(pageRange(4, 20)).toEqual([1, 'gap', 3, 4, 5, 'gap', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 'gap', 20]);
  });

  it('mirrors the start near the end (a run of five)', () => {
    expect(pageRange(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageRange(5, 7)).toEqual([1, 'gap', 3, 4, 5, 6, 7]);
    expect(pageRange(7, 7)).toEqual([1, 'gap', 3, 4, 5, 6, 7]);
    expect(pageRange(4, 7)).toEqual([1, 'gap', 3, 4, 5, 'gap', 7]);
  });

  it('always shows seven slots, the first and last page and the current page', () => {
    for (const total of [7, 8, 9, 12, 50]) {
      for (let page = 1; page <= total; page += 1) {
        const items = pageRange(page, total);
        expect(items).toHaveLength(7);
        expect(items[0]).toBe(1);
        expect(items[6]).toBe(total);
        expect(items).toContain(page);
        // A gap never sits next to another gap, and numbers only grow.
        const numbers = items.filter((item): item is number => item !== 'gap');
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        items.forEach((item, index) => {
          if (item === 'gap') expect(items[index + 1]).not.toBe('gap');
        });
      }
    }
  });

  it('is symmetric: the last pages mirror the first', () => {
    for (const total of [7, 8, 11, 20]) {
      for (let page = 1; page <= total; page += 1) {
        const mirrored = pageRange(total + 1 - page, total)
          .map((item) => (item === 'gap' ? item : total + 1 - item))
          .reverse();
        expect(pageRange(page, total)).toEqual(mirrored);
      }
    }
  });

  it('clamps a page out of range', () => {
    expect(pageRange(0, 20)).toEqual(pageRange(1, 20));
    expect(pageRange(99, 20)).toEqual(pageRange(20, 20));
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 30 }, (_, i) => i + 1);
  it('cuts pages of 12 and clamps the page', () => {
    expect(paginate(items, 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, pageCount: 3, total: 30 });
    expect(paginate(items, 3, 12).items).toEqual([25, 26, 27, 28, 29, 30]);
    expect(paginate(items, 9, 12).page).toBe(3);
    expect(paginate([], 2, 12)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});
