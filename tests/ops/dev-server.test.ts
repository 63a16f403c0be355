import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { opsPorts } from './servers';

// `npm run dev` on a copy of the project (its own build/), so a route module
// can be edited without touching the checkout. Three ports of the operations range.
const PORT = opsPorts(3).portal;
const DEV_SERVER_PORT = opsPorts(4).portal;
const SANDBOX_PORT = opsPorts(5).portal;
const portal = `http://127.0.0.1:${PORT}`;

let dir = '';
let dev: ChildProcess | undefined;
let output = '';
afterAll(async () => {
  if (dev && dev.exitCode === null) {
    dev.kill('SIGINT');
    await once(dev, 'exit');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (dev?.exitCode !== null) throw new Error(`npm run dev exited (${dev?.exitCode}):\n${output}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const signinPage = async () => {
  const response = await fetch(`${portal}/partner/signin`);
  return response.ok ? { csp: response.headers.get('content-security-policy') ?? '', html: await response.text() } : undefined;
};

describe('npm run dev', () => {
  it('serves the sources through Vite with hot module replacement, and a changed route module shows at once', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-dev-'));
    for (const entry of [
      'app',
      'public',
      'sandbox',
      'server',
      'scripts',
      'server.ts',
      'react-router.config.ts',
      'vite.config.ts',
      'tsconfig.json',
      'package.json',
    ]) {
      cpSync(entry, path.join(dir, entry), { recursive: true });
    }
    symlinkSync(realpathSync('node_modules'), path.join(dir, 'node_modules'));

    // No API_URL: the dev script starts the sandbox provider itself.
    const child = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: dir,
      env: {
        NODE_ENV: 'development',
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(PORT),
        DEV_SERVER_PORT: String(DEV_SERVER_PORT),
        SANDBOX_PORT: String(SANDBOX_PORT),
        LOG_LEVEL: 'warn',
        NO_COLOR: '1',
      },
      stdio: 'pipe',
    });
    dev = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));

    const first = await until('the first page from the sources', signinPage, 150_000);
    // The page's modules are the sources, as Vite serves them under /partner.
    expect(first.html).toContain('/partner/app/routes/signin.tsx');
    expect(first.csp).toMatch(new RegExp(`connect-src 'self' ws://127\\.0\\.0\\.1:${DEV_SERVER_PORT}[ ;]`));
    // The script prints its welcome once its own health check has passed, a moment after the page answers.
    await until('the welcome lines', async () => (output.includes('Demo sign-in without 2FA') ? true : undefined), 10_000);
    expect(output).toContain(`Sandbox provider: http://127.0.0.1:${SANDBOX_PORT}`);

    const route = path.join(dir, 'app', 'routes', 'signin.tsx');
    const source = readFileSync(route, 'utf8');
    expect(source).toContain('<main id="main" className="signin">');
    writeFileSync(route, source.replace('<main id="main" className="signin">', '<main id="main" className="signin" data-edited="yes">'));

    const edited = await until('the change', async () => ((await signinPage())?.html.includes('data-edited="yes"') ? true : undefined), 90_000);
    expect(edited).toBe(true);
  });
});
