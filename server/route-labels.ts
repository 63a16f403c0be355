import type { ServerBuild } from 'react-router';
import { PATH_GROUPS, type RouteLabeller } from '../app/lib/metrics.server';
import { BASE_PATH, pageOfDataPath } from '../app/lib/paths';
import { HEALTH_PATHS } from './health';
import { matchedRoutes, pathAsServed, routePatterns, routeTable } from './route-tree';

/*
 * A request's route label, read from the build's routes: what the request histogram
 * (app/lib/metrics.server.ts) and the request's span (app/lib/tracing.server.ts) name a request
 * by, its route's pattern and never its path.
 */

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
