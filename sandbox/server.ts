import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './app';
import type { SandboxContext } from './context';
import { FaultRegistry } from './faults';
import { seedMediaPaths } from './media/registry';
import { seedNews } from './seed/news';
import { SessionStore } from './sessions';
import { AccountStore } from './state';

export interface SandboxStartOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Time every call's answer takes from its arrival, the sandbox's own work included, in milliseconds. */
  latencyMs?: number;
  /** Fraction (0..1) of `/api` and `/graphql` calls that fail at random with 500 or a dropped connection. */
  faultRate?: number;
  /** Every account sees hostile payloads. */
  hostile?: boolean;
  /** No request log. */
  quiet?: boolean;
}

export interface RunningSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function publicHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * What the sandbox's handlers share, fresh from the seed, and how its content is seeded again
 * (`POST /__sandbox/reset`).
 */
export function createSandboxContext(options: SandboxStartOptions = {}): { ctx: SandboxContext; resetContent: () => void } {
  const news = seedNews();
  const ctx: SandboxContext = {
    options: {
      latencyMs: Math.max(0, options.latencyMs ?? 0),
      faultRate: Math.min(1, Math.max(0, options.faultRate ?? 0)),
      hostile: options.hostile === true,
      quiet: options.quiet === true,
    },
    accounts: new AccountStore(),
    sessions: new SessionStore(),
    faults: new FaultRegistry(),
    news,
    media: seedMediaPaths(news),
  };
  const resetContent = () => {
    ctx.news = seedNews();
    ctx.media = seedMediaPaths(ctx.news);
  };
  return { ctx, resetContent };
}

/** Starts the sandbox provider: the provider's API, its content GraphQL and the control API. */
export async function startSandbox(options: SandboxStartOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const { ctx, resetContent } = createSandboxContext(options);
  const server = createServer(createSandboxApp(ctx, resetContent));
  server.keepAliveTimeout = 5_000;
  const address = await listen(server, options.port ?? 4010, host);
  return {
    url: `http://${publicHost(host)}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
