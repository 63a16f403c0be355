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
    route('routes/partner._index', 'root', undefined, true),
    route('routes/partner._app', 'root'),
    route('routes/partner._app.dashboard', 'routes/partner._app', 'dashboard'),
    route('routes/partner._app.leads', 'routes/partner._app', 'leads'),
    route('routes/partner._app.leads.export[.csv]', 'routes/partner._app.leads', 'export.csv'),
    route('routes/partner._app.playbook._index', 'routes/partner._app', 'playbook', true),
    route('routes/partner._app.playbook.$id._index', 'routes/partner._app', 'playbook/:id', true),
    route('routes/partner._app.playbook.$id.$productId', 'routes/partner._app', 'playbook/:id/:productId'),
    route('routes/partner._app.$', 'routes/partner._app', '*'),
    route('routes/partner.signin', 'root', 'signin'),
    route('routes/partner.media.$', 'root', 'media/*'),
    route('routes/partner.events.$id.ics', 'root', 'events/:id/ics'),
  ];
  return Object.fromEntries(routes.map((r) => [r.id, r])) as unknown as ServerBuild['routes'];
})();
