import type { Request, RequestHandler, Response } from 'express';
import type { ServerBuild } from 'react-router';
import { BASE_PATH, pageOfDataPath } from '../app/lib/paths';
import { tooDeep } from './path-depth';
import { actionRoute, isResourceRoute, matchedRoutes, pathAsServed, routeTable, type RouteTable } from './route-tree';

/**
 * The most addresses one request to lazy route discovery's manifest may name. A page asks for
 * the addresses its links lead to, each with its parents (React Router adds them): 31 on the
 * portal's busiest page (the dashboard with its "new" tab), about 20 on a list of the catalogue.
 * A provider with longer lists adds one address per item shown; a page that asked for more
 * would only lose its early look-up (each link's route is then asked for when it is followed).
 * Matching an address costs tens of microseconds: a hundred stay below a page's own work, a
 * thousand made-up ones (what fits in the manifest's 7,680-character address) cost seven pages.
 */
export const MAX_MANIFEST_PATHS = 100;

/** What React Router's build says of its routes and its manifest's address; read once, or per request under `npm run dev`. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

interface BuildFacts {
  table: RouteTable;
  /** The manifest's address (`/partner/__manifest`), or null when every route is sent with the page. */
  manifestPath: string | null;
}

function factsOf(build: ServerBuild): BuildFacts {
  const { mode, manifestPath } = build.routeDiscovery;
  const basename = (build.basename ?? '').replace(/\/$/, '');
  return { table: routeTable(build.routes), manifestPath: mode === 'lazy' ? `${basename}${manifestPath}` : null };
}

/**
 * What a request asks of the router that no route gives, refused before React Router runs:
 *
 * - the data address (`.data`) of a resource route, 404: a file, a calendar entry, the leads'
 *   CSV or a redirect has only its own address; as data, React Router read a whole media file
 *   into memory and re-encoded it (22 MB and 3 s of CPU for a 9.5 MB file);
 * - a post whose address runs no action, 405 with `Allow` and no echo: React Router's own
 *   answer named the path and the route's id;
 * - a manifest request that names more addresses than a page asks for, or an address deeper
 *   than any the portal has, 400.
 *
 * Pages, their data and forms go on to React Router as they came.
 */
export function refuseWhatNoRouteServes(source: BuildSource): RequestHandler {
  const fixed = typeof source === 'function' ? null : factsOf(source);
  const facts = async (): Promise<BuildFacts> => fixed ?? factsOf(await (source as () => Promise<ServerBuild>)());

  return (req, res, next) => {
    // The URL parser resolves dot segments (`%2e` too) and backslashes, but decodes no other
    // escape: only a path that spells `.data` or `__manifest` can be either.
    if (req.method !== 'POST' && !req.path.includes('.data') && !req.path.includes('__manifest')) return next();
    facts().then((build) => {
      const path = pathAsServed(req.path);
      if (path === build.manifestPath) {
        if ((req.method === 'GET' || req.method === 'HEAD') && !asksTooMuch(req)) return next();
        return refuse(req, res, 400, 'Bad Request');
      }
      if (!path.startsWith(`${BASE_PATH}/`)) return next();
      const isData = path.endsWith('.data');
      const matched = matchedRoutes(build.table, isData ? pageOfDataPath(path) : path);
      const leaf = matched.at(-1);
      if (leaf === undefined) return next();
      if (isData && isResourceRoute(leaf)) return refuse(req, res, 404, 'Not Found');
      if (req.method !== 'POST') return next();
      const target = actionRoute(matched, new URLSearchParams(queryOf(req)));
      if (target?.module.action !== undefined) return next();
      res.set('Allow', 'GET, HEAD');
      return refuse(req, res, 405, 'Method Not Allowed');
    }, next);
  };
}

function queryOf(req: Request): string {
  const url = req.originalUrl;
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start + 1);
}

/** Whether a manifest request names more addresses than a page asks for, or one deeper than the portal's addresses go. */
function asksTooMuch(req: Request): boolean {
  const paths = new URLSearchParams(queryOf(req)).get('paths') ?? '';
  let count = 0;
  for (const path of paths.split(',')) {
    if (path === '') continue;
    if (++count > MAX_MANIFEST_PATHS || tooDeep(path)) return true;
  }
  return false;
}

/** A short plain answer; a body the client sent is not read, and its connection ends with the answer. */
function refuse(req: Request, res: Response, status: number, text: string): void {
  res.status(status).set({ 'Cache-Control': 'no-store', ...(req.method === 'POST' ? { Connection: 'close' } : {}) });
  res.type('text/plain').send(text);
  req.resume();
}
