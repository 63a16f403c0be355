import { defineConfig } from 'vitest/config';

/**
 * The main flows in Firefox ESR (JavaScript on and off) and WebKitGTK (tests/engines), against
 * the built portal and sandbox that the global set-up starts. The engines run one after the
 * other: each drives a whole browser, and the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/servers.ts'],
    fileParallelism: false,
    testTimeout: process.env.CI ? 120_000 : 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
