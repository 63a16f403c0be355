/* Programs of their own (the built portal and sandbox) and free loopback ports, for the
 * suites that need real processes: the operations tests and the engine flows. */

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts a node program and waits until `readyUrl` answers 200. */
export async function startProcess(args: string[], env: Record<string, string>, readyUrl: string, cwd = process.cwd()): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env } as unknown as NodeJS.ProcessEnv,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${readyUrl} did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    child,
    url: new URL(readyUrl).origin,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}

/** Signs in with plain HTTP, as a browser without JavaScript would; returns the cookie header. */
export async function signInOverHttp(portal: string, email: string, password: string, otp?: () => string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const page = await fetch(`${portal}/partner/signin`);
  remember(page);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(`${portal}/partner/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(), origin: portal },
      body: new URLSearchParams({ csrf, ...fields }),
    });
    remember(response);
    return response;
  };
  let response = await post({ intent: 'credentials', email, password });
  if (otp) {
    const step = await fetch(`${portal}/partner/signin`, { headers: { cookie: cookieHeader() } });
    const stepCsrf = /name="csrf" value="([^"]+)"/.exec(await step.text())?.[1] ?? csrf;
    response = await fetch(`${portal}/partner/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(), origin: portal },
      body: new URLSearchParams({ csrf: stepCsrf, intent: 'otp', otp: otp() }),
    });
    remember(response);
  }
  if (response.status !== 302 || !response.headers.get('location')?.endsWith('/partner/dashboard')) {
    throw new Error(`sign-in failed: ${response.status} ${response.headers.get('location')}`);
  }
  return cookieHeader();
}

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
