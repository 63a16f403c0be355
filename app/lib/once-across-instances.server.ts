import { getConfig } from '~/config.server';
import { coalescingCounters } from './metrics.server';
import { sharedStore } from './shared-store.server';

/** The longest a provider call can take, its retries included, and a second more: how long another instance's call is waited for. */
export function providerCallMs(): number {
  const { UPSTREAM_TIMEOUT_MS, UPSTREAM_RETRIES } = getConfig();
  return UPSTREAM_TIMEOUT_MS * (UPSTREAM_RETRIES + 1) + 1000;
}

/** How often a caller waiting for another instance's outcome looks for it. */
const WAIT_STEP_MS = 100;

/** What a call run once across instances gave this caller. */
export type AcrossInstances<T> =
  /** This instance ran it. */
  | { ran: true; outcome: T }
  /** Another instance ran it: its outcome, or undefined when it finished without one (it failed) or did not finish in time. */
  | { ran: false; outcome: T | undefined };

/**
 * Runs `run` for `key` in one instance at a time, when the instances share Redis: the
 * instance that claims `key` (for at most `waitMs`) runs it and keeps its outcome in the
 * shared store for `waitMs`, and a caller on another instance meanwhile waits for that
 * outcome (at most `waitMs`) instead of running it again: a form sent twice whose two posts
 * reach two instances. Without Redis, and while Redis does not answer, every caller runs on
 * its own. The outcome is kept as JSON: it must hold nothing secret in clear (seal it), and
 * `key` reaches Redis only as a keyed digest. Callers in one instance are joined before this
 * (`requestCoalescer`); a caller that got another instance's outcome is counted as joined, its call
 * named `<namespace>_elsewhere`.
 */
export async function onceAcrossInstances<T>(namespace: string, key: string, waitMs: number, run: () => Promise<T>): Promise<AcrossInstances<T>> {
  const running = sharedStore(`${namespace}-running`);
  const outcomes = sharedStore(`${namespace}-outcome`);
  if (await running.claim(key, waitMs)) {
    try {
      // An outcome kept from an earlier run of the same key is not this run's.
      await outcomes.delete(key);
      const outcome = await run();
      await outcomes.set(key, { outcome }, waitMs);
      return { ran: true, outcome };
    } finally {
      await running.delete(key);
    }
  }
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    // Unclaimed once the other instance has finished (its outcome kept first, when it had one).
    const finished = (await running.get(key)) === undefined;
    const kept = await outcomes.get<{ outcome: T }>(key);
    if (kept) {
      coalescingCounters(`${namespace}_elsewhere`).joined.inc();
      return { ran: false, outcome: kept.outcome };
    }
    if (finished) break;
  }
  return { ran: false, outcome: undefined };
}
