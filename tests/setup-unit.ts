import { afterEach, beforeEach, vi } from 'vitest';

/** A console.error during a test fails it. */
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
