import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Operations tests: real processes (sandbox, portal, npm, nginx, redis-server) started from the built artifact. */
export default defineConfig({
  // Tests of the shared-state modules against a real Redis import them directly.
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
