// `npm run dev`: the portal's express server with Vite's development server inside it (see
// server.ts): pages are rendered from the sources as they are, and a change under app/ shows
// in the open page at once (hot module replacement over Vite's web socket, on the port after
// the portal's). Without API_URL it starts the sandbox provider first, as `npm start` does.
// Nothing is written to build/ but server.js and sandbox.js, so the production build stays.
import './required-node.mjs';
import { spawn } from 'node:child_process';
import { buildNodeEntries } from './node-entries.mjs';
import { startSandboxUnlessApi, waitFor, welcomeLines } from './local-sandbox.mjs';

const env = { ...process.env, NODE_ENV: 'development' };
env.PORT ??= '3000';
env.HOST ??= '127.0.0.1';
// Vite's web socket; the page may connect to it (connect-src) in development only.
const devPort = env.DEV_SERVER_PORT ?? String(Number(env.PORT) + 1);
env.DEV_SERVER_ORIGIN ??= `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${devPort}`;

// server.ts and the sandbox are built once; a change to them needs a new `npm run dev`.
await buildNodeEntries();

const children = [];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const sandboxed = await startSandboxUnlessApi(env, children);

const portal = spawn(process.execPath, ['build/server.js'], { stdio: 'inherit', env });
children.push(portal);
portal.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exit(code ?? 0);
});
await waitFor(`http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}/partner/healthz`, 180_000);
console.log(welcomeLines(env, sandboxed));
