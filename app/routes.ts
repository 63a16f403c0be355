import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The portal's addresses, below the basename /partner (react-router.config.ts). The route ids
 * are the module paths ('routes/partner._app.leads'), as `useRouteLoaderData` names them.
 */
export default [
  index('routes/partner._index.tsx'),
  layout('routes/partner._app.tsx', [
    route('dashboard', 'routes/partner._app.dashboard.tsx'),
    route('leads', 'routes/partner._app.leads.tsx', [route('export.csv', 'routes/partner._app.leads.export[.csv].tsx')]),
    { path: 'playbook', index: true, file: 'routes/partner._app.playbook._index.tsx' },
    { path: 'playbook/:id', index: true, file: 'routes/partner._app.playbook.$id._index.tsx' },
    route('playbook/:id/:productId', 'routes/partner._app.playbook.$id.$productId.tsx'),
    route('pricelist', 'routes/partner._app.pricelist.tsx'),
    { path: 'assets', index: true, file: 'routes/partner._app.assets._index.tsx' },
    route('assets/:category', 'routes/partner._app.assets.$category.tsx'),
    route('newsannouncements', 'routes/partner._app.newsannouncements.tsx'),
    route('support', 'routes/partner._app.support.tsx'),
    route('profile', 'routes/partner._app.profile.tsx'),
    route('changepassword', 'routes/partner._app.changepassword.tsx'),
    route('notifications', 'routes/partner._app.notifications.tsx'),
    route('searchresults', 'routes/partner._app.searchresults.tsx'),
    route('*', 'routes/partner._app.$.tsx'),
  ]),
  route('signin', 'routes/partner.signin.tsx'),
  route('signout', 'routes/partner.signout.tsx'),
  route('pin', 'routes/partner.pin.tsx'),
  route('preferences', 'routes/partner.preferences.tsx'),
  route('navigation', 'routes/partner.navigation.tsx'),
  route('media/*', 'routes/partner.media.$.tsx'),
  route('events/:id/ics', 'routes/partner.events.$id.ics.tsx'),
] satisfies RouteConfig;
