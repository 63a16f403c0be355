import { describe, expect, it } from 'vitest';
import { shouldAutoAdvance, wrapIndex } from '~/dashboard/carousel-rules';
import { contentTab, onlyViewStateChanged, showAllEvents } from '~/dashboard/view-state';

const url = (search: string) => new URL(`http://portal.test/partner/dashboard${search}`);

describe('dashboard view state', () => {
  it('reads the tab and the events toggle from the URL', () => {
    expect(contentTab(new URLSearchParams('tab=new'))).toBe('new');
    expect(contentTab(new URLSearchParams('tab=other'))).toBe('popular');
    expect(contentTab(new URLSearchParams(''))).toBe('popular');
    expect(showAllEvents(new URLSearchParams('events=all'))).toBe(true);
    expect(showAllEvents(new URLSearchParams('events=1'))).toBe(false);
  });

  it('needs no new load when only the tab or the events toggle changed', () => {
    expect(onlyViewStateChanged(url(''), url('?tab=new'))).toBe(true);
    expect(onlyViewStateChanged(url('?tab=new'), url('?tab=new&events=all'))).toBe(true);
    expect(onlyViewStateChanged(url('?events=all&tab=new'), url(''))).toBe(true);
  });

  it('loads again for the same address, another page or other parameters', () => {
    expect(onlyViewStateChanged(url('?tab=new'), url('?tab=new'))).toBe(false);
    expect(onlyViewStateChanged(url(''), new URL('http://portal.test/partner/leads?tab=new'))).toBe(false);
    expect(onlyViewStateChanged(url(''), url('?tab=new&x=1'))).toBe(false);
  });
});

describe('carousel rules', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('advances only when nothing holds it still', () => {
    const free = { slides: 4, paused: false, hovered: false, focused: false, reducedMotion: false };
    expect(shouldAutoAdvance(free)).toBe(true);
    expect(shouldAutoAdvance({ ...free, paused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...free, slides: 1 })).toBe(false);
  });
});
