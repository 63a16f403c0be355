import type { ServerBuild } from 'react-router';

/**
 * A route manifest of the portal's shape (the build's `routes`): enough for the route
 * labeller of the metrics and the traces, without a build.
 */
export const portalRouteManifest = (() => {
  const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    module: {},
  });
  const routes = [
    route('root', undefined, ''),
    route('routes/home', 'root', undefined, true),
    route('routes/signed-in-layout', 'root'),
    route('routes/dashboard', 'routes/signed-in-layout', 'dashboard'),
    route('routes/leads', 'routes/signed-in-layout', 'leads'),
    route('routes/leads.export.csv', 'routes/leads', 'export.csv'),
    route('routes/playbook', 'routes/signed-in-layout', 'playbook', true),
    route('routes/playbook.$id', 'routes/signed-in-layout', 'playbook/:id', true),
    route('routes/playbook.$id.$productId', 'routes/signed-in-layout', 'playbook/:id/:productId'),
    route('routes/not-found', 'routes/signed-in-layout', '*'),
    route('routes/signin', 'root', 'signin'),
    route('routes/media.$', 'root', 'media/*'),
    route('routes/events.$id.ics', 'root', 'events/:id/ics'),
  ];
  return Object.fromEntries(routes.map((r) => [r.id, r])) as unknown as ServerBuild['routes'];
})();
