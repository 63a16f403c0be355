import { existsSync } from 'node:fs';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from '../../scripts/portal-node-args.mjs';
import { startProcess, type Started } from '../processes';
import { ORIGIN, PORTAL_PORT, SANDBOX_PORT, SANDBOX_URL } from './ports';

/**
 * Global set-up of the engine run: the built sandbox and the built portal, started as the
 * end-to-end run starts them (playwright.config.ts: the same Node options and environment),
 * on ports of their own, and stopped by their pids at the end.
 */
const started: Started[] = [];

/** Whether something already answers there (another run on the same ports). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

export async function setup(): Promise<void> {
  if (!existsSync('build/server.js') || !existsSync('build/sandbox.js')) throw new Error('the engine run needs the build: npm run build');
  for (const url of [SANDBOX_URL, ORIGIN]) {
    if (await answers(url)) throw new Error(`${url} is taken: set ENGINES_PORTAL_PORT and ENGINES_SANDBOX_PORT to free ports`);
  }
  started.push(await startProcess(['build/sandbox.js'], { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_HOST: '127.0.0.1' }, `${SANDBOX_URL}/__sandbox/health`));
  started.push(
    await startProcess(
      [...PORTAL_NODE_ARGS, 'build/server.js'],
      {
        ...PORTAL_NODE_ENV,
        NODE_ENV: 'production',
        PORT: String(PORTAL_PORT),
        HOST: '127.0.0.1',
        API_URL: SANDBOX_URL,
        SESSION_SECRET: 'engine-test-secret-0123456789abcdef',
        UPSTREAM_TIMEOUT_MS: '2500',
        LOG_LEVEL: 'warn',
        SUPPORT_EMAIL: 'partners@example.com',
        SIGNIN_MAX_PER_ADDRESS: '100000',
        SIGNIN_MAX_PER_ACCOUNT: '10',
        // The portal's own zone, unlike the browsers': a time formatted in the server's zone shows as wrong.
        TZ: 'America/Sao_Paulo',
      },
      `${ORIGIN}/partner/healthz`,
    ),
  );
}

export async function teardown(): Promise<void> {
  for (const server of started.reverse()) await server.stop();
}
