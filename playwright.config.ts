import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from './scripts/portal-node-args.mjs';
import { PORTAL_PORT, PROXY_HTTPS_PORT, PROXY_HTTP_PORT, SANDBOX_PORT, SECOND_PORTAL_PORT, SIGNIN_ATTEMPTS_PER_ACCOUNT } from './tests/e2e/ports';

/** The portal as it is deployed: with the Node options of npm start, the Dockerfile and the unit. */
const PORTAL_COMMAND = ['node', ...PORTAL_NODE_ARGS, 'build/server.js'].join(' ');

/**
 * End-to-end tests against the built portal and the sandbox provider. Every test runs
 * twice: with JavaScript (project `js`) and without it (project `no-js`); the small-screen
 * spec runs likewise in `mobile-js` and `mobile-no-js`.
 * Accessibility checks (tests tagged @a11y) run with JavaScript only: axe-core needs timers,
 * and a page served without scripts is the same markup the scripted page starts from.
 * Browser: a Playwright-managed Chromium where one is installed, else Debian's
 * (/usr/bin/chromium), or whatever CHROMIUM_PATH names.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  executablePath: systemChromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
};

/** The small-screen spec runs in the mobile projects only. */
const SMALL_SCREENS = '**/small-screens.spec.ts';

const portalEnv = {
  ...PORTAL_NODE_ENV,
  NODE_ENV: 'production',
  PORT: String(PORTAL_PORT),
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
  SESSION_SECRET: 'end-to-end-test-secret-0123456789',
  UPSTREAM_TIMEOUT_MS: '2500',
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'partners@example.com',
  SIGNIN_MAX_PER_ADDRESS: '100000',
  SIGNIN_MAX_PER_ACCOUNT: String(SIGNIN_ATTEMPTS_PER_ACCOUNT),
  // The proxy projects reach these portals through nginx on this host.
  TRUST_PROXY: 'loopback',
  // The portal's own zone, unlike the browsers' (UTC unless a test says otherwise) and the
  // partners' (their country's): a time formatted in the server's zone shows as wrong.
  TZ: 'America/Sao_Paulo',
};

export default defineConfig({
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  // A CI machine may be slower and busier than a workstation: its long flows get more time
  // (a broken step still fails, only later).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORTAL_PORT}`,
    // Recording a trace costs about a fifth of the run's time: in CI only the retry of a
    // failed test records one (its first failure stays in the report).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // The browsers' zone, whatever the machine's: UTC, which tells no place, so the portal offers
    // no zone of its own (time-zone.spec.ts sets another where it checks the offer).
    timezoneId: 'UTC',
  },
  projects: [
    { name: 'js', testDir: './tests/e2e', testIgnore: SMALL_SCREENS, use: { javaScriptEnabled: true } },
    { name: 'no-js', testDir: './tests/e2e', testIgnore: SMALL_SCREENS, grepInvert: /@a11y|@needs-js/, use: { javaScriptEnabled: false } },
    // Phones: a 375 × 812 window (the spec also checks 320, 640, 768 and 1280 px).
    { name: 'mobile-js', testDir: './tests/e2e', testMatch: SMALL_SCREENS, use: { javaScriptEnabled: true, viewport: { width: 375, height: 812 } } },
    { name: 'mobile-no-js', testDir: './tests/e2e', testMatch: SMALL_SCREENS, use: { javaScriptEnabled: false, viewport: { width: 375, height: 812 } } },
    // Through nginx over HTTPS, in front of two portal instances (round robin).
    { name: 'proxy-js', testDir: './tests/proxy', use: { javaScriptEnabled: true, baseURL: `https://127.0.0.1:${PROXY_HTTPS_PORT}`, ignoreHTTPSErrors: true } },
    {
      name: 'proxy-no-js',
      testDir: './tests/proxy',
      use: { javaScriptEnabled: false, baseURL: `https://127.0.0.1:${PROXY_HTTPS_PORT}`, ignoreHTTPSErrors: true },
    },
  ],
  webServer: [
    {
      command: 'node build/sandbox.js',
      url: `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/health`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: PORTAL_COMMAND,
      url: `http://127.0.0.1:${PORTAL_PORT}/partner/healthz`,
      env: portalEnv,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: PORTAL_COMMAND,
      url: `http://127.0.0.1:${SECOND_PORTAL_PORT}/partner/healthz`,
      env: { ...portalEnv, PORT: String(SECOND_PORTAL_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node tests/proxy/nginx.mjs',
      url: `https://127.0.0.1:${PROXY_HTTPS_PORT}/partner/healthz`,
      ignoreHTTPSErrors: true,
      env: {
        PROXY_HTTPS_PORT: String(PROXY_HTTPS_PORT),
        PROXY_HTTP_PORT: String(PROXY_HTTP_PORT),
        PORTAL_UPSTREAMS: `127.0.0.1:${PORTAL_PORT},127.0.0.1:${SECOND_PORTAL_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
