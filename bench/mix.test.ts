import { describe, expect, it } from 'vitest';
import { DOCUMENT_SHARE, MORNING_WEIGHTS, morningMix, pickWeighted } from './mix.mjs';
import { percentile, summarise } from './load.mjs';
import { SCREENS, screenAddress } from '~/screens';

const params = { id: 'p1', productId: 'x1', category: 'documents-guides' };

describe("the bench's morning mix", () => {
  it('weighs every signed-in screen of the list, and names no other', () => {
    const signedIn = SCREENS.filter((screen) => !screen.public).map((screen) => screen.path);
    expect(Object.keys(MORNING_WEIGHTS).sort()).toEqual([...signedIn].sort());
  });

  it('sends documents and data requests of the screens it weighs, at their addresses', () => {
    const mix = morningMix(SCREENS, screenAddress, params);
    expect(mix.map((entry: { name: string }) => entry.name)).toEqual(
      Object.entries(MORNING_WEIGHTS)
        .filter(([, weight]) => (weight as number) > 0)
        .map(([path]) => path),
    );
    const product = mix.find((entry: { name: string }) => entry.name === 'playbook/:id/:productId');
    // A client navigation's data request names the screen's route alone, as single fetch does
    // when the root and the layout do not load again.
    expect(product).toMatchObject({
      path: '/partner/playbook/p1/x1',
      dataPath: '/partner/playbook/p1/x1.data?_routes=routes%2Fplaybook.%24id.%24productId',
    });
    const search = mix.find((entry: { name: string }) => entry.name === 'searchresults');
    expect(search?.dataPath).toBe('/partner/searchresults.data?query=drone&_routes=routes%2Fsearchresults');
    expect(DOCUMENT_SHARE).toBeGreaterThan(0);
    expect(DOCUMENT_SHARE).toBeLessThan(1);
  });

  it('picks by weight', () => {
    const entries = [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 3 },
    ];
    expect(pickWeighted(entries, () => 0.2).name).toBe('a');
    expect(pickWeighted(entries, () => 0.3).name).toBe('b');
    expect(pickWeighted(entries, () => 0.999).name).toBe('b');
  });
});

describe("the bench's figures", () => {
  it('reads percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile([], 0.95)).toBe(0);
  });

  it('counts what is not 2xx or 3xx as failed', () => {
    const summary = summarise([
      { ms: 10, status: 200, bytes: 100 },
      { ms: 20, status: 302, bytes: 0 },
      { ms: 30, status: 500, bytes: 50 },
      { ms: 40, status: 0, bytes: 0, error: 'ECONNRESET' },
    ]);
    expect(summary).toMatchObject({ count: 4, failed: 2, p50: 20, bytes: 38 });
    expect(summary.failures).toEqual(['500', 'ECONNRESET']);
  });
});
