import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_KEYS } from '../http/rate-limit-store.ts';
import { build } from '../testing/build.ts';
import { waitUntil } from '../testing/redis-server.ts';
import { redisKey } from './config.ts';
import type { OrderEvent } from './order-events.ts';

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two deployments on one Redis: `blue` twice (two processes of one deployment), `green` once.
const blue = `blue-${randomBytes(4).toString('hex')}`;
const green = `green-${randomBytes(4).toString('hex')}`;
const settings = { REDIS_URL: SHARED_REDIS, RATE_LIMIT_MAX: '3' };
const [blueOne, blueTwo, greenOne] = [
  (await build({ ...settings, REDIS_PREFIX: blue })).app,
  (await build({ ...settings, REDIS_PREFIX: blue })).app,
  (await build({ ...settings, REDIS_PREFIX: green })).app,
] as [FastifyInstance, FastifyInstance, FastifyInstance];

const direct = new Redis(SHARED_REDIS);
afterAll(async () => {
  const keys = [...(await direct.keys(`${blue}:*`)), ...(await direct.keys(`${green}:*`))];
  if (keys.length) await direct.del(...keys);
  await direct.quit();
});

const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const banners = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/banners?marcaId=4', remoteAddress: ip });

async function redisOk(app: FastifyInstance) {
  await waitUntil('Redis ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return res.json().data?.dependencies?.redis === 'ok';
  });
}

/** Every event the app's subscribers of order 777 receive. */
function received(app: FastifyInstance): OrderEvent[] {
  const events: OrderEvent[] = [];
  app.orderEvents.subscribe('pedido:777', (event) => events.push(event));
  return events;
}

describe('several deployments on one Redis (REDIS_PREFIX)', () => {
  it('delivers order events within a deployment, never to another', async () => {
    for (const app of [blueOne, blueTwo, greenOne]) await redisOk(app);
    const [onBlueTwo, onGreen] = [received(blueTwo), received(greenOne)];
    // subscriptions to the channel are set up as each app starts: wait until the same deployment hears a ping
    await waitUntil('the blue channel', async () => {
      blueOne.orderEvents.publish(event(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      return onBlueTwo.length > 0;
    });

    blueOne.orderEvents.publish(event(1));
    greenOne.orderEvents.publish(event(2));
    await waitUntil('blue to hear its event', async () => onBlueTwo.some((e) => e.seq === 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onBlueTwo.map((e) => e.seq)).not.toContain(2);
    expect(onGreen.map((e) => e.seq)).toEqual([2]);
  });

  it('shares rate-limit counters within a deployment, never with another', async () => {
    const ip = freshIp();
    const statuses = async (apps: FastifyInstance[], times: number) => {
      const out: number[] = [];
      for (let i = 0; i < times; i++) out.push((await banners(apps[i % apps.length]!, ip)).statusCode);
      return out;
    };
    // blue's two processes share 3 requests per minute for this client …
    expect(await statuses([blueOne, blueTwo], 4)).toEqual([200, 200, 200, 429]);
    // … which leaves green's own 3 untouched
    expect(await statuses([greenOne], 4)).toEqual([200, 200, 200, 429]);
    expect(await direct.get(redisKey({ REDIS_PREFIX: blue }, `${RATE_LIMIT_KEYS}${ip}`))).toBe('4');
    expect(await direct.get(redisKey({ REDIS_PREFIX: green }, `${RATE_LIMIT_KEYS}${ip}`))).toBe('4');
  });
});

function event(seq: number): OrderEvent {
  return {
    pedidoId: 777,
    lojaId: 1,
    clienteId: 1,
    status: 'Em preparo',
    data: new Date().toISOString(),
    seq,
  };
}
