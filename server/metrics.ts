import { createServer, type Server } from 'node:http';
import type express from 'express';
import type { ServerBuild } from 'react-router';
import type { PortalConfig } from '../app/config.server';
import { logger } from '../app/lib/logger.server';
import { collectProcessMetrics, metrics, statusClass } from '../app/lib/metrics.server';
import { BASE_PATH, pageOfDataPath } from '../app/lib/paths';
import { HEALTH_PATHS } from './health';
import { matchedRoutes, pathAsServed, routePatterns, routeTable } from './route-tree';

/*
 * The HTTP side of the metrics (app/lib/metrics.server.ts holds the registry): the request
 * histogram's middleware, which labels each request by its route pattern, and the scrape
 * endpoint, a server of its own on METRICS_PORT (never the portal's port, so a proxy that hands
 * /partner to the portal cannot expose it).
 */

/** The groups of requests that no page route answers. */
export const PATH_GROUPS = { static: 'static', health: 'health', media: 'media', manifest: 'manifest', other: 'other' } as const;

/** Turns a request's path (without its query) into its route label. */
export type RouteLabeller = (path: string) => string;

/** How many labelled paths are remembered; the list starts again when it is full. */
const REMEMBERED_PATHS = 1000;

/**
 * The route label of a request path, from the build's route manifest: a page or data request
 * gets its route's path pattern below the basename (`/partner/playbook/:id/:productId`, the
 * same for its `.data` request), never the path itself; the built files and the few files at
 * the top of public/ are `static`, the health checks `health`, media files `media`, lazy route
 * discovery's manifest `manifest`, and anything else `other`.
 */
export function routeLabeller(routes: ServerBuild['routes'], topFiles: ReadonlySet<string> = new Set()): RouteLabeller {
  const patternOf = routePatterns(routes);
  const table = routeTable(routes);
  const remembered = new Map<string, string>();

  const labelOf = (path: string): string => {
    if (HEALTH_PATHS.has(path)) return PATH_GROUPS.health;
    if (!path.startsWith(`${BASE_PATH}/`)) return PATH_GROUPS.other;
    const below = path.slice(BASE_PATH.length);
    if (below.startsWith('/build/') || topFiles.has(below.slice(1))) return PATH_GROUPS.static;
    if (below.startsWith('/media/')) return PATH_GROUPS.media;
    if (below === '/__manifest') return PATH_GROUPS.manifest;
    // A data request names its page with `.data` (the index page as `/_.data`).
    const route = matchedRoutes(table, pageOfDataPath(path)).at(-1);
    if (route === undefined) return PATH_GROUPS.other;
    if (route.path?.startsWith('media/')) return PATH_GROUPS.media;
    return `${BASE_PATH}/${patternOf(route).replace(/^\//, '')}`;
  };

  return (path) => {
    let label = remembered.get(path);
    if (label === undefined) {
      label = labelOf(pathAsServed(path));
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      remembered.set(path, label);
    }
    return label;
  };
}

/**
 * The route label of a request, worked out once and kept on `res.locals.routePattern` for
 * whatever else reports on the request (the request histogram, the request's span).
 */
export function routePatternOf(req: express.Request, res: express.Response, label: RouteLabeller): string {
  const known: unknown = res.locals.routePattern;
  if (typeof known === 'string') return known;
  const url = req.originalUrl;
  const query = url.indexOf('?');
  const route = label(query < 0 ? url : url.slice(0, query));
  res.locals.routePattern = route;
  return route;
}

type RequestChild = ReturnType<typeof metrics.requestDuration.labels>;

/** The status label of a request whose client went away before its answer was sent. */
export const ABORTED = 'aborted';

/**
 * Times every request from its arrival to its answer's last byte handed to the socket, into
 * the request histogram by route label and status class; a request whose client went away
 * before its answer was sent, to that moment, as `aborted` (those are often the slowest). The
 * label is worked out once, when the request ends (or before, by the request's span:
 * `routePatternOf`); the histogram's children are bound once per label pair.
 */
export function requestMetrics(label: RouteLabeller): express.RequestHandler {
  const children = new Map<string, Map<string, RequestChild>>();
  const childOf = (route: string, statusLabel: string): RequestChild => {
    let byStatus = children.get(route);
    if (!byStatus) {
      byStatus = new Map();
      children.set(route, byStatus);
    }
    let child = byStatus.get(statusLabel);
    if (!child) {
      child = metrics.requestDuration.labels(route, statusLabel);
      byStatus.set(statusLabel, child);
    }
    return child;
  };
  return (req, res, next) => {
    const started = performance.now();
    // 'close' comes after 'finish' for an answer sent whole, and alone for one cut short.
    res.once('close', () => {
      const route = routePatternOf(req, res, label);
      childOf(route, res.writableFinished ? statusClass(res.statusCode) : ABORTED).observe((performance.now() - started) / 1000);
    });
    next();
  };
}

/**
 * The scrape endpoint: `GET /metrics` on METRICS_HOST:METRICS_PORT (loopback by default) in
 * Prometheus' text format, with the process's default metrics turned on; anything else is
 * 404. Null when METRICS_PORT is not set. A port that cannot be bound is logged, and the
 * portal serves its pages without metrics.
 */
export function startMetricsServer(config: Pick<PortalConfig, 'METRICS_PORT' | 'METRICS_HOST'>): Server | null {
  if (config.METRICS_PORT === undefined) return null;
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD' }).end('Method Not Allowed');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected');
      },
    );
  });
  server.on('error', (error: Error & { code?: string }) => {
    logger.error(
      { port: config.METRICS_PORT, host: config.METRICS_HOST, reason: error.code ?? error.message },
      'metrics server failed: pages are served without it',
    );
  });
  server.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.METRICS_PORT;
    logger.info({ port, host: config.METRICS_HOST }, `metrics on http://${config.METRICS_HOST}:${port}/metrics`);
  });
  return server;
}
