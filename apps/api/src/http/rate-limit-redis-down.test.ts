import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { build } from '../testing/build.ts';
import { closedPort } from '../testing/redis-server.ts';

// REDIS_URL is set, but nothing listens there: the API must keep limiting requests in-process.
const port = await closedPort();
const { app } = await build({
  REDIS_URL: `redis://127.0.0.1:${port}`,
  RATE_LIMIT_MAX: '3',
  AUTH_RATE_LIMIT_MAX: '2',
});

async function timed(send: () => Promise<{ statusCode: number }>, times: number) {
  const started = performance.now();
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send()).statusCode);
  return { statuses, ms: performance.now() - started };
}

describe('rate limiting with Redis unreachable', () => {
  it('serves up to RATE_LIMIT_MAX from in-process counters, then answers 429, without waiting for Redis', async () => {
    const { statuses, ms } = await timed(
      () => app.inject({ method: 'GET', url: '/api/banners?marcaId=4', remoteAddress: '10.20.0.1' }),
      5,
    );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(ms).toBeLessThan(1500);
  });

  it('keeps the stricter per-route auth limit in-process too', async () => {
    const { statuses, ms } = await timed(
      () => app.inject({ method: 'POST', url: '/api/auth/codigo', payload: {}, remoteAddress: '10.20.0.2' }),
      4,
    );
    // The limit runs before validation: the empty body is refused (400) until the auth limit (2) is spent.
    expect(statuses).toEqual([400, 400, 429, 429]);
    expect(ms).toBeLessThan(1500);
  });

  it('reports Redis as unavailable while still answering 200 (degraded, but serving)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: true,
      dependencies: { database: 'ok', redis: 'indisponivel' },
    });
  });
});
