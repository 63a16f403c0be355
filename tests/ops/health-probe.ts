/**
 * Asks a portal's /partner/healthz every `intervalMs` while `work` runs: the longest answer's
 * time, in ms. What one client's requests cost everyone else shows here first.
 */
export async function slowestHealthzDuring(portalUrl: string, work: () => Promise<unknown>, intervalMs = 50): Promise<number> {
  let slowest = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${portalUrl}/partner/healthz`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await probe;
  }
  return slowest;
}
