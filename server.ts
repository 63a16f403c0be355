import { createServer } from './server/app';
import { getConfig } from './app/config.server';
import { logger } from './app/lib/logger.server';
import { sharedConnection } from './app/lib/redis.server';

/** Starts the portal: configuration first (a bad value stops here with one line), then the server. */
async function main() {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  // With REDIS_URL, connect now: an unreachable Redis is one warn line, not a failed start.
  sharedConnection();
  const { app, attachShutdown } = await createServer(config);
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, api: config.API_URL }, `partner portal listening on http://${config.HOST}:${port}/partner/`);
  });
  attachShutdown(server);
}

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection');
});

void main();
