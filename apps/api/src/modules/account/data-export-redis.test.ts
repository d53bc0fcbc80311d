import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished } from 'vitest';
import { appOn, orderingApp, orderingCustomer } from '../orders/testing.ts';
import { DATA_EXPORTS_PER_HOUR } from './data-export.ts';

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const one = await orderingApp({ REDIS_URL: SHARED_REDIS });
const two = await appOn(one.database, { REDIS_URL: SHARED_REDIS });

const exportOn = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/cliente/exportacao',
    headers: { authorization: `Bearer ${token}` },
  });

describe('the data export limit on a shared Redis', () => {
  it('counts one account’s exports across two API processes', async () => {
    const customer = await orderingCustomer(one.app, one.database);
    // Customer ids start again with every test database: clear what an earlier run left under this one.
    const key = `comanda-rl:GET/api/cliente/exportacao-customer:${customer.id}`;
    const direct = new Redis(SHARED_REDIS);
    await direct.del(key);
    onTestFinished(async () => {
      await direct.del(key);
      await direct.quit();
    });
    const statuses: number[] = [];
    for (let n = 0; n <= DATA_EXPORTS_PER_HOUR; n += 1)
      statuses.push((await exportOn(n % 2 === 0 ? one.app : two.app, customer.token)).statusCode);
    expect(statuses).toEqual([...Array(DATA_EXPORTS_PER_HOUR).fill(200), 429]);
    expect(await direct.exists(key)).toBe(1);
  });
});
