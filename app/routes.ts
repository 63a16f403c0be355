import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { SCREENS, type Screen } from './screens';

/**
 * The portal's addresses, below the basename /partner (react-router.config.ts). The screens
 * come from their list (app/screens.ts): the signed-in ones inside the signed-in layout, the
 * public ones beside it. The routes declared here answer with something other than a screen:
 * a redirect, a form's answer, a file, the not-found page. The route ids are the module paths
 * ('routes/partner._app.leads'), as `useRouteLoaderData` names them.
 */

/** Routes below a screen's address that are no screen of their own. */
const BELOW_SCREEN: Readonly<Record<string, RouteConfigEntry[]>> = {
  'routes/partner._app.leads.tsx': [route('export.csv', 'routes/partner._app.leads.export[.csv].tsx')],
};

function screenRoute(screen: Screen): RouteConfigEntry {
  if (screen.index) return { path: screen.path, index: true, file: screen.file };
  const below = BELOW_SCREEN[screen.file];
  return below ? route(screen.path, screen.file, below) : route(screen.path, screen.file);
}

export default [
  index('routes/partner._index.tsx'),
  layout('routes/partner._app.tsx', [...SCREENS.filter((screen) => !screen.public).map(screenRoute), route('*', 'routes/partner._app.$.tsx')]),
  ...SCREENS.filter((screen) => screen.public).map(screenRoute),
  route('signout', 'routes/partner.signout.tsx'),
  route('pin', 'routes/partner.pin.tsx'),
  route('preferences', 'routes/partner.preferences.tsx'),
  route('media/*', 'routes/partner.media.$.tsx'),
  route('events/:id/ics', 'routes/partner.events.$id.ics.tsx'),
] satisfies RouteConfig;
