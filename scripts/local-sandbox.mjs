// What `npm start` and `npm run dev` share: without API_URL, the sandbox provider on loopback,
// the portal pointed at it, and the lines that tell where to go and how to sign in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export async function waitFor(url, timeoutMs = 15000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Starts the sandbox when `env` names no API_URL and points `env` at it (with a session
 * secret for this run when none is set). The process joins `children` (to be stopped with the
 * rest) as soon as it runs; returns whether it was started.
 */
export async function startSandboxUnlessApi(env, children) {
  if (env.API_URL) return false;
  const port = env.SANDBOX_PORT ?? '4010';
  const sandbox = spawn(process.execPath, ['build/sandbox.js'], { stdio: 'inherit', env: { ...env, SANDBOX_PORT: port, SANDBOX_HOST: '127.0.0.1' } });
  children.push(sandbox);
  sandbox.on('exit', (code) => {
    if (code) process.exit(code);
  });
  await waitFor(`http://127.0.0.1:${port}/__sandbox/health`);
  env.API_URL = `http://127.0.0.1:${port}`;
  env.GRAPHQL_URL = `http://127.0.0.1:${port}/graphql`;
  if (!env.SESSION_SECRET) env.SESSION_SECRET = randomBytes(32).toString('hex');
  return true;
}

export function welcomeLines(env, sandboxed) {
  const lines = [`\nPartner portal: http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/partner/`];
  if (sandboxed) {
    lines.push(
      'Sandbox provider: ' + env.API_URL,
      'Demo sign-in without 2FA: demo@partner.example / Demo-Partner-2026',
      'Demo sign-in with 2FA:    secure@partner.example / Demo-Partner-2026 (TOTP secret JBSWY3DPEHPK3PXPJBSWY3DP)',
    );
  }
  return lines.join('\n') + '\n';
}
