import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished } from 'vitest';
import { redisKey } from '../platform/config.ts';
import { build } from '../testing/build.ts';
import { throwawayRedis, waitUntil } from '../testing/redis-server.ts';
import { RATE_LIMIT_KEYS } from './rate-limit-store.ts';

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// the tests' apps run on PGlite without REDIS_PREFIX: the default prefix
const NAMESPACE = redisKey({ REDIS_PREFIX: 'comanda' }, RATE_LIMIT_KEYS);

/** A client address no other test uses, so its counters in a shared Redis are this test's alone. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const banners = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/banners?marcaId=4', remoteAddress: ip });
const codeRequest = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/codigo', payload: {}, remoteAddress: ip });

async function redisHealth(app: FastifyInstance): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return res.json().data?.dependencies?.redis;
}

/** Sends `times` requests, alternating between the instances; statuses in order. */
async function alternate(
  apps: FastifyInstance[],
  send: (app: FastifyInstance) => Promise<{ statusCode: number }>,
  times: number,
) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send(apps[i % apps.length]!)).statusCode);
  return statuses;
}

const limits = { RATE_LIMIT_MAX: '4', AUTH_RATE_LIMIT_MAX: '2' };
const shared = [
  (await build({ ...limits, REDIS_URL: SHARED_REDIS })).app,
  (await build({ ...limits, REDIS_URL: SHARED_REDIS })).app,
];
const throwaway = await throwawayRedis();
await throwaway.start();
const flaky = [
  (await build({ ...limits, REDIS_URL: throwaway.url })).app,
  (await build({ ...limits, REDIS_URL: throwaway.url })).app,
];

describe('rate limiting on a shared Redis', () => {
  it('shares the counters of two instances (general and auth limits) and reports Redis ok', async () => {
    const [one, two] = shared as [FastifyInstance, FastifyInstance];
    const ip = freshIp();
    const direct = new Redis(SHARED_REDIS);
    onTestFinished(async () => {
      await direct.del(`${NAMESPACE}${ip}`, `${NAMESPACE}POST/api/auth/codigo-${ip}`);
      await direct.quit();
    });

    for (const app of [one, two]) await waitUntil('Redis ok', async () => (await redisHealth(app)) === 'ok');
    const health = await one.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.dependencies).toEqual({ database: 'ok', redis: 'ok' });

    // Each instance alone would allow 4; together they allow 4.
    expect(await alternate([one, two], (app) => banners(app, ip), 6)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await direct.get(`${NAMESPACE}${ip}`)).toBe('6');
    expect(await alternate([one, two], (app) => codeRequest(app, ip), 4)).toEqual([400, 400, 429, 429]);
  });
});

describe('rate limiting when Redis goes away and comes back', () => {
  it('falls back to in-process limits (never 500, never waiting) and returns to shared counters', async () => {
    const redis = throwaway;
    const both = flaky;
    const [one, two] = flaky as [FastifyInstance, FastifyInstance];
    for (const app of both) await waitUntil('Redis ok', async () => (await redisHealth(app)) === 'ok');

    expect(await alternate(both, (app) => banners(app, '10.1.0.1'), 3)).toEqual([200, 200, 200]);

    await redis.shutdown();
    const started = performance.now();
    // Still limited, now per instance: 4 on this one, whatever the other instance saw.
    expect(await alternate([one], (app) => banners(app, '10.1.0.2'), 6)).toEqual([
      200, 200, 200, 200, 429, 429,
    ]);
    expect(await alternate([two], (app) => codeRequest(app, '10.1.0.2'), 3)).toEqual([400, 400, 429]);
    expect(performance.now() - started).toBeLessThan(3000);
    await waitUntil('Redis unavailable', async () => (await redisHealth(one)) === 'indisponivel');
    const degraded = await one.inject({ method: 'GET', url: '/api/health' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json().data.dependencies).toEqual({ database: 'ok', redis: 'indisponivel' });

    await redis.start();
    for (const app of both) await waitUntil('Redis back', async () => (await redisHealth(app)) === 'ok');
    expect(await alternate(both, (app) => banners(app, '10.1.0.3'), 6)).toEqual([
      200, 200, 200, 200, 429, 429,
    ]);
    const direct = new Redis(redis.url);
    try {
      expect(await direct.get(`${NAMESPACE}10.1.0.3`)).toBe('6');
    } finally {
      direct.disconnect();
    }
  }, 60_000);

  it('does not hold requests on a stalled Redis: one command timeout, then in-process until it answers', async () => {
    const [one, two] = flaky as [FastifyInstance, FastifyInstance];
    for (const app of flaky) await waitUntil('Redis ok', async () => (await redisHealth(app)) === 'ok');

    throwaway.pause();
    try {
      const started = performance.now();
      expect(await alternate([one], (app) => banners(app, '10.1.0.4'), 6)).toEqual([
        200, 200, 200, 200, 429, 429,
      ]);
      // The first request waits for the command timeout (1 s); the next ones do not try Redis at all.
      expect(performance.now() - started).toBeLessThan(2500);
      const stalled = await one.inject({ method: 'GET', url: '/api/health' });
      expect(stalled.statusCode).toBe(200);
      expect(stalled.json().data.dependencies.redis).toBe('indisponivel');
    } finally {
      throwaway.resume();
    }

    for (const app of flaky) await waitUntil('Redis ok', async () => (await redisHealth(app)) === 'ok');
    expect(await alternate([one, two], (app) => banners(app, '10.1.0.5'), 6)).toEqual([
      200, 200, 200, 200, 429, 429,
    ]);
  }, 30_000);
});
