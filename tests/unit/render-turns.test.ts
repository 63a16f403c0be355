import { describe, expect, it } from 'vitest';
import { renderTurn } from '~/lib/render-turns.server';

/** Counts the turns of the event loop until stopped. */
function turnCounter() {
  let turn = 0;
  let counting = true;
  const count = () => {
    turn += 1;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  return {
    now: () => turn,
    stop: () => {
      counting = false;
    },
  };
}

describe('renderTurn', () => {
  it('lets pages that are ready together render one per turn of the event loop, in the order they asked', async () => {
    const turns = turnCounter();
    await new Promise((resolve) => setImmediate(resolve));
    const rendered: Array<[string, number]> = [];
    await Promise.all(['a', 'b', 'c', 'd'].map((page) => renderTurn().then(() => rendered.push([page, turns.now()]))));
    turns.stop();
    expect(rendered.map(([page]) => page)).toEqual(['a', 'b', 'c', 'd']);
    for (let index = 1; index < rendered.length; index += 1) expect(rendered[index][1]).toBeGreaterThan(rendered[index - 1][1]);
  });
});
