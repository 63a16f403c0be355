import type { Server } from 'node:http';
import { logger } from '../app/lib/logger.server';

/** Servers beside the portal's (the metrics server) that close with it. */
const besides = new Set<Server>();

/** Closes `server` too when the portal shuts down; its connections are closed at once. */
export function closeOnShutdown(server: Server): void {
  besides.add(server);
}

/** Work that finishes before the process exits (the traces still waiting to be sent). */
const lastWork = new Set<() => Promise<unknown>>();

/** How long the last work may take once the requests are done. */
const LAST_WORK_MS = 3000;

/** Runs `work` once the portal's requests are done, before the process exits (at most 3 s for all of it). */
export function finishOnShutdown(work: () => Promise<unknown>): void {
  lastWork.add(work);
}

/** Runs the last work, each one whatever the others do, for at most LAST_WORK_MS. */
async function finishLastWork(): Promise<void> {
  if (lastWork.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LAST_WORK_MS);
  });
  await Promise.race([Promise.allSettled([...lastWork].map((work) => work())), waited]);
  clearTimeout(timer);
}

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight finish up to the deadline,
 * then finish the last work (`finishOnShutdown`: the traces still waiting are sent) and exit 0.
 * The servers beside it (`closeOnShutdown`) stop at once: a scrape is short and may be repeated.
 */
export function gracefulShutdown(server: Server, timeoutMs: number) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    for (const other of besides) {
      other.close();
      other.closeAllConnections();
    }
    const force = setTimeout(() => {
      logger.warn('shutdown deadline reached; closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, timeoutMs);
    force.unref();
    server.close(() => {
      void finishLastWork().then(() => {
        logger.info('shutdown complete');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
