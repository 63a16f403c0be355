import { afterAll } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxStartOptions } from '../../sandbox/server';

/*
 * The sandbox provider in unit tests: one for a whole test file (`sandboxForFile`), or one of
 * a test's own (`start`), and calls to it as the portal would make them.
 */

export const DEMO = { email: 'demo@partner.example', password: 'Demo-Partner-2026' };
export const SECURE = { email: 'secure@partner.example', password: 'Demo-Partner-2026', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' };

/** A sandbox of the caller's own, on a free port and without its request log; the caller closes it. */
export function start(options: SandboxStartOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, quiet: true, ...options });
}

/**
 * The sandbox the tests of one file share, started when the file is read (call it at the file's
 * top level: `const { url } = await sandboxForFile()`) and closed after its last test. With
 * `portal: true` the portal's provider client calls it too (API_URL, and GRAPHQL_URL under it).
 */
export async function sandboxForFile(options: SandboxStartOptions & { portal?: boolean } = {}): Promise<RunningSandbox> {
  const { portal, ...startOptions } = options;
  const sandbox = await start(startOptions);
  afterAll(() => sandbox.close());
  if (portal) {
    process.env.API_URL = sandbox.url;
    process.env.GRAPHQL_URL = `${sandbox.url}/graphql`;
  }
  return sandbox;
}

export { totpCode } from '../sandbox-control';

export interface CallOptions {
  token?: string;
  method?: string;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/** Calls the sandbox and answers the status and the parsed JSON body (or `undefined`). */
export async function call(base: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  let json: any;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const { status, json } = await call(base, '/api/login', { json: { username, password } });
  if (status !== 200 || typeof json?.token !== 'string') throw new Error(`login failed: ${status}`);
  return json.token as string;
}

/** Signs in a demo-like account without 2FA and answers a full token. */
export async function signIn(base: string, email = DEMO.email, password = DEMO.password): Promise<string> {
  return login(base, email, password);
}

/** A fresh account from the control API. */
export async function freshAccount(base: string, options: Record<string, unknown> = {}) {
  const { status, json } = await call(base, '/__sandbox/accounts', { json: options });
  if (status !== 200) throw new Error(`fresh account failed: ${status}`);
  return json as { email: string; password: string; totpSecret: string | null };
}

export async function freshToken(base: string, options: Record<string, unknown> = {}) {
  const account = await freshAccount(base, options);
  return { ...account, token: await login(base, account.email, account.password) };
}
