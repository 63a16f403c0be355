import type { vi } from 'vitest';

/** The timers the call policy keeps a call's deadline and its pauses with: what a test of a deadline fakes. */
export const POLICY_CLOCK = { toFake: ['setTimeout', 'clearTimeout', 'Date'] } satisfies Parameters<typeof vi.useFakeTimers>[0];

/** A moment the test waits for (a request reaching the server), and the function that marks it. */
export function moment() {
  let reached!: () => void;
  const promise = new Promise<void>((resolve) => (reached = resolve));
  return { promise, reached };
}

/** A call's outcome, read at once (so a failure is never unhandled), and whether it has come. */
export function track(call: Promise<unknown>) {
  const state = { settled: false, outcome: undefined as unknown as Promise<{ answer: unknown } | { error: unknown }> };
  state.outcome = call.then(
    (answer) => ((state.settled = true), { answer }),
    (error: unknown) => ((state.settled = true), { error }),
  );
  return state;
}

/**
 * A provider call that answers when told to (told before it is made, too), counting how often it
 * was made: `run` is the call, `call.answer` and `call.fail` settle it.
 */
export function heldCall<T>() {
  const call = { count: 0, answer: (_value: T) => {}, fail: (_error: Error) => {} };
  const answered = new Promise<T>((resolve, reject) => {
    call.answer = resolve;
    call.fail = reject;
  });
  // Failed before it is made: nothing waits on it yet.
  answered.catch(() => undefined);
  const run = () => {
    call.count += 1;
    return answered;
  };
  return { call, run };
}
