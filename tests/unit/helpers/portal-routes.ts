import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import routes from '~/routes';

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

/** The full pattern of each route below the basename ('/partner/playbook/:id'), by id. */
export function routePatterns(manifest: ServerBuild['routes']): Map<string, string> {
  const patterns = new Map<string, string>();
  const patternOf = (id: string): string => {
    const known = patterns.get(id);
    if (known !== undefined) return known;
    const route = manifest[id];
    if (!route) return '';
    const parent = route.parentId === undefined ? '' : patternOf(route.parentId);
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    patterns.set(id, own);
    return own;
  };
  for (const id of Object.keys(manifest)) patternOf(id);
  return patterns;
}

/** An address a pattern matches: each parameter a number, a splat two segments. */
export function addressOf(pattern: string): string {
  const path = pattern.replace(/:\w+/g, '7').replace(/\*$/, 'a/b');
  return `/partner${path.startsWith('/') ? path : `/${path}`}`;
}
