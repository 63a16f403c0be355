// Shared pieces of the benchmarks: starting the built sandbox and portal, signing in.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeOfLine, PRODUCTION_NODE_LINE } from '../scripts/node-lines.mjs';
import { PORTAL_NODE_ARGS, PORTAL_NODE_ENV } from '../scripts/portal-node-args.mjs';

export async function waitFor(url, timeoutMs = 30_000, fetchImpl = fetch) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetchImpl(url);
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Node's arguments for a built script: the portal with the options it always runs with. */
export function nodeArgsFor(script) {
  return script === 'build/server.js' ? [...PORTAL_NODE_ARGS, script] : [script];
}

/** The environment for a built script: `env` and PATH, for the portal also the environment it always runs with. */
export function nodeEnvFor(script, env) {
  return { PATH: process.env.PATH, ...(script === 'build/server.js' ? PORTAL_NODE_ENV : {}), ...env };
}

/**
 * The node binary the portal is measured on: production's line (the Dockerfile's image)
 * unless BENCH_NODE names another line (`22`) or `current` (the Node running the bench).
 */
export function portalNode() {
  const wanted = process.env.BENCH_NODE ?? String(PRODUCTION_NODE_LINE);
  if (wanted === 'current') return process.execPath;
  if (!/^\d+$/.test(wanted)) throw new Error(`BENCH_NODE must be a Node major version or "current", not ${wanted}`);
  return nodeOfLine(Number(wanted));
}

/** The node binary for a built script: the portal on `portalNode()`, the sandbox on the Node running the bench. */
export function nodeFor(script) {
  return script === 'build/server.js' ? portalNode() : process.execPath;
}

/**
 * Starts a script and waits until `readyUrl` answers (asked with `fetchImpl`); stops it again
 * when it never does.
 */
export async function startNode(script, env, readyUrl, fetchImpl = fetch) {
  const child = spawn(nodeFor(script), nodeArgsFor(script), { env: nodeEnvFor(script, env), stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    await waitFor(readyUrl, undefined, fetchImpl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, stop };
}

/** Resident memory of a process in MB (Linux /proc). */
export async function residentMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export async function createAccount(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/__sandbox/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return response.json();
}

/**
 * Signs in with form posts, as a browser without JavaScript; returns the Cookie header.
 * `onResponse(name, response, ms)` (optional) sees the sign-in page and the form post;
 * `fetch` (optional) replaces the global one.
 */
export async function signIn(portal, email, password, { onResponse, fetch = globalThis.fetch } = {}) {
  const jar = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let started = performance.now();
  const page = await fetch(`${portal}/partner/signin`);
  onResponse?.('sign-in page', page, performance.now() - started);
  remember(page);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  started = performance.now();
  const response = await fetch(`${portal}/partner/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header(), origin: portal },
    body: new URLSearchParams({ csrf, intent: 'credentials', email, password }),
  });
  onResponse?.('sign-in post', response, performance.now() - started);
  remember(response);
  await response.body?.cancel();
  if (response.status !== 302) throw new Error(`sign-in failed with ${response.status}`);
  return header();
}

/**
 * The sandbox's portfolios that hold products, `{ id, products: [id…] }`, read from its own
 * API as the demo partner; asked again up to ten times (the soak's sandbox fails some calls).
 */
export async function sandboxPortfolios(sandboxUrl) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const login = await fetch(`${sandboxUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo@partner.example', password: 'Demo-Partner-2026' }),
      });
      const { token } = await login.json();
      const response = await fetch(`${sandboxUrl}/api/partner/categories?locale=en`, { headers: { authorization: `Bearer ${token}` } });
      const list = (await response.json()).body.categories;
      const withProducts = list.filter((c) => (c.products ?? []).length > 0).map((c) => ({ id: c.id, products: c.products.map((p) => p.id) }));
      if (withProducts.length === 0) throw new Error('no portfolio with products');
      return withProducts;
    } catch (error) {
      if (attempt >= 10) throw error;
    }
  }
}

export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The list of screens (app/screens.ts), which the bench and the soak visit. It is TypeScript
 * and imports nothing, so esbuild (already the build's) turns it into a module in memory: the
 * scripts read the very list the app is built from, with no copy of it to keep in step.
 */
export async function loadScreens() {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('../app/screens.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** CPU time a process has used so far, user and system, all its threads, in ms (Linux /proc; clock ticks of 10 ms). */
export async function cpuMs(pid) {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
