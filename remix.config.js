// `remix dev` (`npm run dev`, NODE_ENV=development) builds into dev/ folders of its own, so it
// never overwrites nor empties the production build.
const dev = process.env.NODE_ENV === 'development' ? 'dev/' : '';

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  publicPath: `/partner/build/${dev}`,
  assetsBuildDirectory: `public/build/${dev}`,
  serverBuildPath: `build/${dev}index.js`,
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // v3_lazyRouteDiscovery and v3_singleFetch stay off: decision 018.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
