import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    // Unit tests stand beside the module they test; tests/project checks the docs, the dependencies and the deploy files.
    include: ['{app,server,sandbox,scripts,bench}/**/*.test.{ts,tsx}', 'tests/project/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup-unit.ts'],
    pool: 'forks',
  },
});
