// `npm start`: builds if needed; without API_URL it starts the sandbox provider on
// loopback and points the portal at it, then prints the address and the demo sign-ins.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { PORTAL_NODE_ARGS } from './portal-node-args.mjs';

const env = { ...process.env };
if (!existsSync('build/server.js') || !existsSync('build/index.js') || !existsSync('build/sandbox.js')) {
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
}

const children = [];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

async function waitFor(url, timeoutMs = 15000) {
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

const sandboxed = !env.API_URL;
if (sandboxed) {
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
}
env.NODE_ENV ??= 'production';
env.PORT ??= '3000';
env.HOST ??= '127.0.0.1';

const portal = spawn(process.execPath, [...PORTAL_NODE_ARGS, 'build/server.js'], { stdio: 'inherit', env });
children.push(portal);
portal.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exit(code ?? 0);
});
await waitFor(`http://${env.HOST}:${env.PORT}/partner/healthz`);
const lines = [`\nPartner portal: http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/partner/`];
if (sandboxed) {
  lines.push(
    'Sandbox provider: ' + env.API_URL,
    'Demo sign-in without 2FA: demo@partner.example / Demo-Partner-2026',
    'Demo sign-in with 2FA:    secure@partner.example / Demo-Partner-2026 (TOTP secret JBSWY3DPEHPK3PXPJBSWY3DP)',
  );
}
console.log(lines.join('\n') + '\n');
