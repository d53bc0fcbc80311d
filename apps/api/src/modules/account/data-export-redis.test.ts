import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_KEYS } from '../../http/rate-limit-store.ts';
import { redisKey } from '../../platform/config.ts';
import { throwawayRedis, waitUntil } from '../../testing/redis-server.ts';
import { appOn, orderingApp, orderingCustomer } from '../orders/testing.ts';
import { DATA_EXPORTS_PER_HOUR } from './data-export.ts';

// Two API processes on one database sharing a Redis of their own: customer ids start again with every test
// database, so a shared server's counters could hold another run's count for the same id.
const redis = await throwawayRedis();
afterAll(() => redis.shutdown()); // registered before the processes: runs after they close
await redis.start();
const one = await orderingApp({ REDIS_URL: redis.url });
const two = await appOn(one.database, { REDIS_URL: redis.url });

const exportOn = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/cliente/exportacao',
    headers: { authorization: `Bearer ${token}` },
  });

describe('the data export limit on a shared Redis', () => {
  it('counts one account’s exports across two API processes', async () => {
    for (const on of [one.app, two.app])
      await waitUntil('Redis ok', async () => {
        const health = await on.inject({ method: 'GET', url: '/api/health' });
        return health.json().data?.dependencies?.redis === 'ok';
      });
    const customer = await orderingCustomer(one.app, one.database);
    const statuses: number[] = [];
    for (let n = 0; n <= DATA_EXPORTS_PER_HOUR; n += 1)
      statuses.push((await exportOn(n % 2 === 0 ? one.app : two.app, customer.token)).statusCode);
    expect(statuses).toEqual([...Array(DATA_EXPORTS_PER_HOUR).fill(200), 429]);
    const direct = new Redis(redis.url);
    const key = `${redisKey(one.app.config, RATE_LIMIT_KEYS)}GET/api/cliente/exportacao-customer:${customer.id}`;
    expect(await direct.exists(key)).toBe(1);
    await direct.quit();
  });
});
