import type { Server } from 'node:http';
import { logger } from '../app/lib/logger.server';

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight finish up to the deadline,
 * then exit 0.
 */
export function gracefulShutdown(server: Server, timeoutMs: number) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
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
