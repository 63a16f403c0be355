import { broadcastDevReady } from '@remix-run/node';
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
  // Under `remix dev` (npm run dev): its development build, and the dev server told when this one is up.
  const underDevServer = config.NODE_ENV === 'development' && Boolean(config.REMIX_DEV_ORIGIN);
  const { build, httpServer } = await createServer(config, underDevServer ? { serverBuild: 'dev/index.js' } : {});
  const server = httpServer().listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, api: config.API_URL }, `partner portal listening on http://${config.HOST}:${port}/partner/`);
    if (underDevServer) broadcastDevReady(build, config.REMIX_DEV_ORIGIN).catch((err: unknown) => logger.warn({ err }, 'the Remix dev server did not answer'));
  });
}

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection');
});

void main();
