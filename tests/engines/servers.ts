import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from '../../scripts/portal-node-args.mjs';
import { ORIGIN, PORTAL_PORT, SANDBOX_PORT, SANDBOX_URL } from './ports';

/**
 * Global set-up of the engine run: the built sandbox and the built portal, started as the
 * end-to-end run starts them (playwright.config.ts: the same Node options and environment),
 * on ports of their own, and stopped by their pids at the end.
 */
const started: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  started.push(child);
  return child;
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
  const sandbox = start(['build/sandbox.js'], { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_HOST: '127.0.0.1' });
  await healthy(`${SANDBOX_URL}/__sandbox/health`, sandbox);
  const portal = start([...PORTAL_NODE_ARGS, 'build/server.js'], {
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
  });
  await healthy(`${ORIGIN}/partner/healthz`, portal);
}

export async function teardown(): Promise<void> {
  await Promise.all(
    started.reverse().map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}
