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
  // React Router v8's changes, each named so that none is left to chance (decision 030): taken
  // where nothing a partner sees changes (the build through Vite's environments; a data address
  // that keeps a trailing slash, `/partner/_.data` for `/partner/`: app/lib/paths.ts,
  // `pageOfDataPath`); left for the step to v8 where code must change with them (route
  // middleware changes the loaders' `context`; raw requests change every `request.url` read;
  // split route modules add a chunk to the three screens with a `clientLoader`).
  future: {
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: false,
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
