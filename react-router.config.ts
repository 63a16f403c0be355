import type { Config } from '@react-router/dev/config';
import { BASE_PATH } from './app/lib/paths';

/**
 * The portal is rendered on the server and lives under /partner (`basename`): the router adds
 * the prefix to every link, form and data request, and the manifest requests of lazy route
 * discovery go to /partner/__manifest, so a proxy that hands only /partner to the portal
 * serves them (deploy/nginx.conf).
 */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  basename: BASE_PATH,
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  // A route's client loader ships in the route's own chunk, as before (decision 037).
  splitRouteModules: false,
} satisfies Config;
