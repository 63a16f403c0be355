// `npm start`: builds if needed; without API_URL it starts the sandbox provider on
// loopback and points the portal at it, then prints the address and the demo sign-ins.
import './required-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from './portal-node-args.mjs';
import { startSandboxUnlessApi, waitFor, welcomeLines } from './local-sandbox.mjs';

const env = { ...process.env };
if (!existsSync('build/server.js') || !existsSync('build/server/index.js') || !existsSync('build/sandbox.js')) {
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

const sandboxed = await startSandboxUnlessApi(env, children);
env.NODE_ENV ??= 'production';
env.PORT ??= '3000';
env.HOST ??= '127.0.0.1';

const portal = spawn(process.execPath, [...PORTAL_NODE_ARGS, 'build/server.js'], { stdio: 'inherit', env: { ...PORTAL_NODE_ENV, ...env } });
children.push(portal);
portal.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exit(code ?? 0);
});
await waitFor(`http://${env.HOST}:${env.PORT}/partner/healthz`);
console.log(welcomeLines(env, sandboxed));
