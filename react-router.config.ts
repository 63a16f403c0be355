import type { Config } from '@react-router/dev/config';

/**
 * The portal is rendered on the server and lives under /partner: its routes (app/routes.ts)
 * name the prefix, and so do the manifest requests of lazy route discovery, so that a proxy
 * that hands only /partner to the portal serves them (deploy/nginx.conf).
 */
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  routeDiscovery: { mode: 'lazy', manifestPath: '/partner/__manifest' },
} satisfies Config;
