import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How /api/health reports Redis: reachable, configured but unreachable, or not configured. */
export type RedisHealth = 'ok' | 'indisponivel' | 'desativado';

export const REDIS_DOWN_LOG = 'Redis unavailable: rate limits use in-process counters until it is back';
export const REDIS_UP_LOG = 'Redis available: rate-limit counters are shared';

/** After a failed command on a connection that still looks open, wait this long before trying Redis again. */
const FAILED_COMMAND_PAUSE_MS = 5_000;

/** Client options that never make a request wait on an unreachable Redis. */
const clientOptions = {
  lazyConnect: false,
  // Commands fail at once while disconnected instead of queueing until Redis is back.
  enableOfflineQueue: false,
  // Commands in flight when the connection drops fail at the first reconnection attempt.
  maxRetriesPerRequest: 0,
  connectTimeout: 2_000,
  // A connected but stalled server (paused, overloaded) fails the command instead of holding the request.
  commandTimeout: 1_000,
  // Reconnect forever, backing off up to 5 s between attempts.
  retryStrategy: (attempt: number) => Math.min(attempt * 250, 5_000),
} as const;

/**
 * The process's Redis connection and what is known about its health. Users call `usable()` before a
 * command, then `failed()` or `succeeded()` with its outcome; connection events do the same. Each change
 * between available and unavailable is logged once (warn when lost, info when back), however many
 * reconnection attempts or failed commands happen in between.
 */
export interface RedisConnection {
  readonly client: Redis;
  /** Whether a command should be sent now (connected, and not paused after a failed command). */
  usable(): boolean;
  failed(error: unknown): void;
  succeeded(): void;
  /** Pings Redis (bounded by the command timeout) when the connection is open. */
  health(): Promise<Exclude<RedisHealth, 'desativado'>>;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): RedisConnection {
  const client = new Redis(url, clientOptions);
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  let pausedUntil = 0;
  let closing = false;

  const up = () => {
    pausedUntil = 0;
    if (state === 'up' || closing) return;
    state = 'up';
    log.info(REDIS_UP_LOG);
  };
  const down = (error: unknown) => {
    if (state === 'down' || closing) return;
    state = 'down';
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, REDIS_DOWN_LOG);
  };

  client.on('ready', up);
  // Without a listener, ioredis reports every failed reconnection attempt as an unhandled error event.
  client.on('error', down);
  client.on('close', () => {
    if (state === 'up') down(new Error('connection closed'));
  });

  const connection: RedisConnection = {
    client,
    usable: () => client.status === 'ready' && Date.now() >= pausedUntil,
    failed(error) {
      pausedUntil = Date.now() + FAILED_COMMAND_PAUSE_MS;
      down(error);
    },
    succeeded: up,
    async health() {
      if (client.status !== 'ready') return 'indisponivel';
      try {
        await client.ping();
        connection.succeeded();
        return 'ok';
      } catch (error) {
        connection.failed(error);
        return 'indisponivel';
      }
    },
    async close() {
      closing = true;
      if (client.status === 'ready') {
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
  return connection;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set, null otherwise. */
    redis: RedisConnection | null;
  }
}
