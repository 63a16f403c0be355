import { defineConfig } from 'vitest/config';

/** Operations tests: real processes (sandbox, portal, npm) started from the built artifact. */
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
