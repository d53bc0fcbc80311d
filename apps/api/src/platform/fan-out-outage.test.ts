import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { throwawayRedis, waitUntil } from '../testing/redis-server.ts';
import { fanOut } from './fan-out.ts';

const redis = await throwawayRedis();
await redis.start();
const connect = () => new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
const [redisA, redisB] = [connect(), connect()];
const quiet = () => undefined;
// two processes of one deployment
const a = fanOut<{ n: number }, 'pedido:1'>(redisA, 'order-events', () => ['pedido:1'], quiet);
const b = fanOut<{ n: number }, 'pedido:1'>(redisB, 'order-events', () => ['pedido:1'], quiet);

afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  redisA.disconnect();
  redisB.disconnect();
  await redis.shutdown();
});

/** Publishes on A until B hears it: B's subscription is live. */
async function heardOnB(received: number[], n: number) {
  await waitUntil(`event ${n} on B`, async () => {
    a.publish({ n });
    await new Promise((resolve) => setTimeout(resolve, 100));
    return received.includes(n);
  });
}

describe('a fan-out across a Redis outage', () => {
  it('tells its subscribers when the subscription is back, and delivers again', async () => {
    const received: number[] = [];
    b.subscribe('pedido:1', ({ n }) => received.push(n));
    let resumed = 0;
    b.onResume(() => {
      resumed += 1;
    });
    await heardOnB(received, 1);
    expect(resumed).toBe(0);

    await redis.shutdown();
    // published while Redis is away: it may reach B late (A's client queues it) or never, so B must start again
    // from the database either way
    a.publish({ n: 2 });
    await redis.start();

    await expect.poll(() => resumed, { timeout: 15_000 }).toBe(1);
    await heardOnB(received, 3);
    expect(resumed).toBe(1);
  });
});
