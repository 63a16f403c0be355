import type { ServerBuild } from 'react-router';
import { createServer, type DevelopmentBuild } from './server/app';
import { getConfig } from './app/config.server';
import { logger } from './app/lib/logger.server';
import { startMetricsServer } from './app/lib/metrics.server';
import { closeSharedConnection, sharedConnection } from './app/lib/redis.server';
import { startTracing } from './app/lib/tracing.server';
import { closeOnShutdown, finishOnShutdown } from './server/shutdown';

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
  // The connection closes once the requests in flight are done.
  if (sharedConnection()) finishOnShutdown(async () => closeSharedConnection());
  // With OTEL_EXPORTER_OTLP_ENDPOINT: OpenTelemetry's SDK, before the app is built, so that its
  // loaders are traced; what is still waiting is sent on shutdown.
  const tracing = await startTracing(config);
  if (tracing) finishOnShutdown(tracing.shutdown);
  // Under `npm run dev`: Vite's development server builds the app as it is asked for it.
  const dev = config.NODE_ENV === 'development' ? await developmentBuild(config.DEV_SERVER_ORIGIN) : undefined;
  const { httpServer } = await createServer(config, { dev });
  const server = httpServer().listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, api: config.API_URL }, `partner portal listening on http://${config.HOST}:${port}/partner/`);
  });
  // With METRICS_PORT: the Prometheus scrape endpoint, on its own port.
  const metricsServer = startMetricsServer(config);
  if (metricsServer) closeOnShutdown(metricsServer);
}

/** Vite in middleware mode: it serves the app's modules and updates the page as files change. */
async function developmentBuild(socketOrigin: string | undefined): Promise<DevelopmentBuild> {
  const vite = await import('vite');
  const socket = socketOrigin ? new URL(socketOrigin) : null;
  const hmr = socket ? { host: socket.hostname, port: Number(socket.port) || undefined, clientPort: Number(socket.port) || undefined } : undefined;
  const server = await vite.createServer({ server: { middlewareMode: true, hmr }, appType: 'custom' });
  return {
    middlewares: server.middlewares,
    build: () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  };
}

// Whatever goes wrong is written as a JSON line of the log, never as a bare stack on stderr.
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection');
});
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception: the process ends');
  process.exit(1);
});

void main();
