import { startProcess, type Started } from '../processes';
import { sandboxControl, type Account, type AccountOptions, type FaultRule } from '../sandbox-control';

/** Ports of the operations tests (OPS_PORT_BASE moves them all, to run several suites side by side). */
const BASE = Number(process.env.OPS_PORT_BASE ?? 5300);
export const OPS_SANDBOX_PORT = BASE + 110;
export const OPS_PORTAL_PORT = BASE + 10;
/** The n-th extra pair of ports a test file may use for a sandbox and a portal of its own. */
export const opsPorts = (n: number) => ({ sandbox: OPS_SANDBOX_PORT + n, portal: OPS_PORTAL_PORT + n });

export const portalEnv = (overrides: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(OPS_PORTAL_PORT),
  API_URL: `http://127.0.0.1:${OPS_SANDBOX_PORT}`,
  SESSION_SECRET: 'operations-test-secret-0123456789',
  LOG_LEVEL: 'info',
  UPSTREAM_TIMEOUT_MS: '2500',
  // The tests act as several clients through X-Forwarded-For, as a proxy on this host would.
  TRUST_PROXY: 'loopback',
  ...overrides,
});

export function startSandbox(port = OPS_SANDBOX_PORT, cwd?: string): Promise<Started> {
  return startProcess(['build/sandbox.js'], { SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1' }, `http://127.0.0.1:${port}/__sandbox/health`, cwd);
}

export function startPortal(env: Record<string, string> = {}, cwd?: string): Promise<Started> {
  const merged = portalEnv(env);
  return startProcess(['build/server.js'], merged, `http://127.0.0.1:${merged.PORT}/partner/healthz`, cwd);
}

/** A fresh partner of the sandbox at `sandboxUrl`. */
export function createAccount(sandboxUrl: string, options: AccountOptions = {}): Promise<Account> {
  return sandboxControl(sandboxUrl).createAccount(options);
}

/** Sets a fault in the sandbox at `sandboxUrl`; one it refuses fails the test. */
export async function addFault(sandboxUrl: string, rule: FaultRule): Promise<void> {
  await sandboxControl(sandboxUrl).fault(rule);
}
