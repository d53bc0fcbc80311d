import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { Clock } from '../providers/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (config/env.ts). */
    config: Env;
    /** The current instant for expiry, rate windows and opening hours (tests move it forward). */
    clock: Clock;
  }
}

/** The process's configuration and clock, as buildApp received them. */
export const configPlugin = fp<{ env: Env; clock: Clock }>(
  async (app, { env, clock }) => {
    app.decorate('config', env);
    app.decorate('clock', clock);
  },
  { name: 'config' },
);

/**
 * A Redis key or channel of this deployment: `<REDIS_PREFIX>:<name>`. Every key and channel goes through here, so
 * two deployments on one Redis never share counters or see each other's events.
 */
export function redisKey(config: Pick<Env, 'REDIS_PREFIX'>, name: string): string {
  return `${config.REDIS_PREFIX}:${name}`;
}
