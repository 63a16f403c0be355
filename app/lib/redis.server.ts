import { Redis } from 'ioredis';
import { getConfig } from '~/config.server';
import { logger } from './logger.server';
import { recordRedisDown, recordRedisUp } from './metrics.server';

/** Every key the portal writes starts with this. */
export const REDIS_PREFIX = 'partner-portal:';

/** How often, at most, the loss of Redis is written to the log. */
const LOG_EVERY_MS = 60_000;

export type RedisState = 'off' | 'up' | 'down';

interface SharedConnection {
  client: Redis;
  /** Whether commands can be sent now. */
  up: () => boolean;
  /** Called each time the connection is (again) ready. */
  whenReady: (listener: () => void) => void;
}

// One connection per process: the server and the app bundle each carry a copy of this
// module, so the connection is kept on the process's global object.
const GLOBAL_KEY = Symbol.for('partner-portal.redis');
type WithConnection = typeof globalThis & { [GLOBAL_KEY]?: SharedConnection | null };

/** Where the connection points, without user name or password. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

function connect(url: string): SharedConnection {
  const client = new Redis(url, {
    // Commands fail at once while the connection is down (the caller falls back to this
    // instance's memory) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    // Reconnect for ever, at most every 5 seconds.
    retryStrategy: (times) => Math.min(times * 250, 5000),
    // RESP2, as before ioredis 6 (whose default is RESP3): the same replies, and a Redis older
    // than 6 (no HELLO) still answers.
    protocol: 2,
  });
  const listeners: (() => void)[] = [];
  const where = describe(url);
  let lastWarning = 0;
  let wasDown = false;
  client.on('error', (error: Error & { code?: string }) => {
    const now = Date.now();
    if (!wasDown || now - lastWarning >= LOG_EVERY_MS) {
      lastWarning = now;
      logger.warn(
        { redis: where, reason: error.code ?? error.message },
        'Redis unavailable: attempt limits, session epochs and the content cache work per instance until it answers',
      );
    }
    wasDown = true;
    recordRedisDown();
  });
  client.on('close', () => {
    wasDown = true;
    recordRedisDown();
  });
  client.on('ready', () => {
    if (wasDown) logger.info({ redis: where }, 'Redis reachable again: state is shared across instances');
    wasDown = false;
    recordRedisUp();
    for (const listener of listeners) listener();
  });
  return {
    client,
    up: () => client.status === 'ready',
    whenReady: (listener) => listeners.push(listener),
  };
}

/** The process's Redis connection, or null when REDIS_URL is not set. Made on first use. */
export function sharedConnection(): SharedConnection | null {
  const holder = globalThis as WithConnection;
  if (holder[GLOBAL_KEY] === undefined) {
    const url = getConfig().REDIS_URL;
    holder[GLOBAL_KEY] = url ? connect(url) : null;
  }
  return holder[GLOBAL_KEY] ?? null;
}

/** 'off' without REDIS_URL; else whether Redis answers now. */
export function redisState(): RedisState {
  const connection = sharedConnection();
  if (!connection) return 'off';
  return connection.up() ? 'up' : 'down';
}

/** Closes the connection (at shutdown). */
export function closeSharedConnection(): void {
  const holder = globalThis as WithConnection;
  holder[GLOBAL_KEY]?.client.disconnect();
  holder[GLOBAL_KEY] = undefined;
}
