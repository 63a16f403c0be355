import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/*
 * Local servers that stand in for the provider (or for a third party) in a test file: each
 * answers as the file says, and closes after the file's last test. Call them at the file's top
 * level: `const { url } = await standInProvider((req, res) => …)`.
 */

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  server: Server;
}

/** A server on a free loopback port, answering with `respond`. */
export async function localServer(respond: RequestListener): Promise<LocalServer> {
  const server = createServer(respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface StandInOptions {
  /**
   * The deadline of the portal's provider calls (UPSTREAM_TIMEOUT_MS), in milliseconds: long
   * enough for a call and its retry on a busy machine, short enough for a test to wait out.
   * 1000 unless given.
   */
  deadlineMs?: number;
}

/**
 * A server in the provider's place: the portal's provider client calls it (API_URL, and
 * GRAPHQL_URL at its `/graphql`), under a short deadline.
 */
export async function standInProvider(respond: RequestListener, options: StandInOptions = {}): Promise<LocalServer> {
  const provider = await localServer(respond);
  process.env.API_URL = provider.url;
  process.env.GRAPHQL_URL = `${provider.url}/graphql`;
  process.env.UPSTREAM_TIMEOUT_MS = String(options.deadlineMs ?? 1000);
  return provider;
}
