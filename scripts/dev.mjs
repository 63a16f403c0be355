// `npm run dev`: the Remix dev server (`remix dev`) with our express server as its app server.
// It rebuilds the app on every change in app/, restarts build/server.js and reloads the
// browser (<LiveReload /> in the root). Without API_URL it starts the sandbox provider first,
// as `npm start` does. The development build goes to build/dev/ and public/build/dev/
// (remix.config.js), so the production build stays as it was.
import { spawn } from 'node:child_process';
import { buildNodeEntries } from './node-entries.mjs';
import { startSandboxUnlessApi, waitFor, welcomeLines } from './local-sandbox.mjs';

const env = { ...process.env };
env.PORT ??= '3000';
env.HOST ??= '127.0.0.1';
// The dev server's port (its web socket tells the browser to reload); the page may connect to
// it (connect-src) in development only.
const devPort = env.DEV_SERVER_PORT ?? String(Number(env.PORT) + 1);
env.REMIX_DEV_ORIGIN ??= `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${devPort}`;

// server.ts and the sandbox are built once; a change to them needs a new `npm run dev`.
await buildNodeEntries();

const children = [];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const sandboxed = await startSandboxUnlessApi(env, children);

const remix = spawn(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'dev', '--port', devPort, '-c', 'node build/server.js'], {
  stdio: 'inherit',
  env,
});
children.push(remix);
remix.on('exit', (code) => {
  stopAll('SIGTERM');
  process.exit(code ?? 0);
});
await waitFor(`http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}/partner/healthz`, 180_000);
console.log(welcomeLines(env, sandboxed));
