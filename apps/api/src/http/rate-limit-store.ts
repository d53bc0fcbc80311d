import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '../providers/redis/index.ts';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The interface @fastify/rate-limit calls on a store (`read` serves `createRateLimit(...)({ increment: false })`). */
interface CounterStore {
  incr(key: string, done: Counted, timeWindow: number, max: number): void;
  read(key: string, done: Counted, timeWindow: number, max: number): void;
  /** For a route with its own `config.rateLimit`: the plugin passes the merged route settings. */
  child(routeOptions: object): CounterStore;
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores, so both modes count exactly as the plugin would on its own. The package ships
// them as plain files without typings.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
) => CounterStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: RedisConnection['client'],
  key: string,
) => CounterStore;

/**
 * Counts in Redis while it answers, so every API process shares the limits; while Redis is unreachable
 * (or a command fails or times out) the same limits are counted in this process instead, so requests are
 * neither refused with a 500 nor let through unlimited. Route stores (`config.rateLimit`) are children
 * of both and switch the same way.
 */
class FallbackStore implements CounterStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
  ) {}

  incr(key: string, done: Counted, timeWindow: number, max: number): void {
    this.run('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Counted, timeWindow: number, max: number): void {
    this.run('read', key, done, timeWindow, max);
  }

  child(routeOptions: object): FallbackStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private run(method: 'incr' | 'read', key: string, done: Counted, timeWindow: number, max: number): void {
    if (!this.redis.usable()) {
      this.local[method](key, done, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (error || !result) {
          this.redis.failed(error);
          this.local[method](key, done, timeWindow, max);
          return;
        }
        this.redis.succeeded();
        done(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/** The rate-limit counters' name under the deployment's prefix (`redisKey`); the plugin appends the client's key. */
export const RATE_LIMIT_KEYS = 'rate-limit:';

/** The `store` option of @fastify/rate-limit for a Redis connection; keys start with `nameSpace`. */
export function fallbackRateLimitStore(redis: RedisConnection, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: StoreOptions) {
      super(
        redis,
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis.client, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      );
    }
  };
}
