import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { BASE_PATH } from '../app/lib/paths';

/*
 * The build's route manifest as the express side reads it, before React Router runs: which
 * routes an address matches, which of them is a resource route, and which route's action a
 * post runs. Read through React Router's public types and `matchRoutes`.
 */

/** The build's routes by id (`ServerBuild['routes']`). */
export type RouteManifest = ServerBuild['routes'];
export type ManifestRoute = NonNullable<RouteManifest[string]>;

/** The manifest's routes as the nested route objects `matchRoutes` reads. */
function routeTree(routes: RouteManifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * Each route's full path pattern below the basename (`/playbook/:id/:productId`; '' for the
 * root and a layout without a path of its own), worked out once per route.
 */
export function routePatterns(routes: RouteManifest): (route: ManifestRoute) => string {
  const patterns = new Map<string, string>();
  const patternOf = (route: ManifestRoute | undefined): string => {
    if (!route) return '';
    const known = patterns.get(route.id);
    if (known !== undefined) return known;
    const parent = patternOf(route.parentId === undefined ? undefined : routes[route.parentId]);
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    patterns.set(route.id, own);
    return own;
  };
  return patternOf;
}

/**
 * A request's path as the router serves it: its dot segments resolved (`/partner/build/../leads`
 * is the leads page, a backslash a slash), as the WHATWG URL parser resolves them. A path it cannot read stays as it
 * came.
 */
export function pathAsServed(path: string): string {
  if (!path.includes('.') && !path.includes('%') && !path.includes('\\')) return path;
  try {
    return new URL(`http://portal${path}`).pathname;
  } catch {
    return path;
  }
}

/** The manifest with its tree, made once per build. */
export interface RouteTable {
  routes: RouteManifest;
  tree: RouteObject[];
}

export function routeTable(routes: RouteManifest): RouteTable {
  return { routes, tree: routeTree(routes) };
}

/** The routes a path (below the basename, without its query) matches, outermost first; empty when none. */
export function matchedRoutes(table: RouteTable, path: string): ManifestRoute[] {
  const matches = matchRoutes(table.tree, path, BASE_PATH) ?? [];
  return matches.map((match) => table.routes[match.route.id ?? '']).filter((route): route is ManifestRoute => route !== undefined);
}

/**
 * A resource route, as React Router's docs name it: a route module without a default export
 * (a component), which answers with a file, a stream or a redirect rather than a page.
 */
export function isResourceRoute(route: ManifestRoute): boolean {
  return route.module.default === undefined;
}

/**
 * The route whose action a post to the matched routes runs, by the rule React Router documents
 * for forms: with a bare `?index` in the address, the index route at the end of the match;
 * otherwise the deepest route with a path of its own (the root when none has one).
 */
export function actionRoute(matched: readonly ManifestRoute[], search: URLSearchParams): ManifestRoute | undefined {
  const last = matched.at(-1);
  if (last?.index && search.getAll('index').includes('')) return last;
  const withPath = matched.filter((route, position) => position === 0 || (route.path !== undefined && route.path.length > 0));
  return withPath.at(-1);
}
