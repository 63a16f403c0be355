import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { SCREENS, type Screen } from './screens';

/**
 * The portal's addresses, below the basename /partner (react-router.config.ts). The screens
 * come from their list (app/screens.ts): the signed-in ones inside the signed-in layout, the
 * public ones beside it. The routes declared here answer with something other than a screen:
 * a redirect, a form's answer, a file, the not-found page. The route ids are the module paths
 * ('routes/leads'), as `useRouteLoaderData` names them.
 */

/** Routes below a screen's address that are no screen of their own. */
const BELOW_SCREEN: Readonly<Record<string, RouteConfigEntry[]>> = {
  'routes/leads.tsx': [route('export.csv', 'routes/leads.export.csv.tsx')],
};

function screenRoute(screen: Screen): RouteConfigEntry {
  if (screen.index) return { path: screen.path, index: true, file: screen.file };
  const below = BELOW_SCREEN[screen.file];
  return below ? route(screen.path, screen.file, below) : route(screen.path, screen.file);
}

export default [
  index('routes/home.tsx'),
  layout('routes/signed-in-layout.tsx', [...SCREENS.filter((screen) => !screen.public).map(screenRoute), route('*', 'routes/not-found.tsx')]),
  ...SCREENS.filter((screen) => screen.public).map(screenRoute),
  route('signout', 'routes/signout.tsx'),
  route('pin', 'routes/pin.tsx'),
  route('preferences', 'routes/preferences.tsx'),
  route('media/*', 'routes/media.$.tsx'),
  route('events/:id/ics', 'routes/events.$id.ics.tsx'),
] satisfies RouteConfig;
