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
    // As the end-to-end run (playwright.config.ts): in CI a flow that fails is run once more,
    // in a fresh browser; one that fails twice fails the run. A whole browser per flow on two
    // cores now and then misses a deadline of its own (a MiniBrowser that did not start within
    // a command's time) that no change of the portal's caused. The verbose reporter lists every
    // flow and marks one that passed on its second run "(retry x1)".
    retry: process.env.CI ? 1 : 0,
    reporters: ['verbose'],
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
