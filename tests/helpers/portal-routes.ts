import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import routes from '~/routes';
import { routePatterns } from '../../server/route-tree';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** The id React Router gives a route declared without one: its module's path without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');

/**
 * The portal's own route manifest, as the build's `routes` holds it: every route app/routes.ts
 * declares under the root, with its module as it exports (a default export or none, an action
 * or none). A route added to the config is in it without a line here.
 */
export async function portalRoutes(): Promise<ServerBuild['routes']> {
  const manifest: Record<string, ManifestRoute> = {};
  const add = async (entry: RouteConfigEntry, id: string, parentId: string | undefined) => {
    const module = (await import(/* @vite-ignore */ path.resolve('app', entry.file))) as ManifestRoute['module'];
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
    for (const child of entry.children ?? []) await add(child, idOf(child), id);
  };
  await add({ file: 'root.tsx', path: '', children: routes }, 'root', undefined);
  return manifest;
}

/** The full pattern of each route below the basename ('/playbook/:id'), by id. */
export function routePatternsById(manifest: ServerBuild['routes']): Map<string, string> {
  const patternOf = routePatterns(manifest);
  return new Map(Object.values(manifest).flatMap((route) => (route ? [[route.id, patternOf(route)] as const] : [])));
}

/** An address a pattern matches: each parameter a number, a splat two segments. */
export function addressOf(pattern: string): string {
  const path = pattern.replace(/:\w+/g, '7').replace(/\*$/, 'a/b');
  return `/partner${path.startsWith('/') ? path : `/${path}`}`;
}
