import type { Server } from 'node:http';
import { logger } from '../app/lib/logger.server';

/** Servers beside the portal's (the metrics server) that close with it. */
const besides = new Set<Server>();

/** Closes `server` too when the portal shuts down; its connections are closed at once. */
export function closeOnShutdown(server: Server): void {
  besides.add(server);
}

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight finish up to the deadline,
 * then exit 0. The servers beside it (`closeOnShutdown`) stop at once: a scrape is short and
 * may be repeated.
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
      logger.info('shutdown complete');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
