import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../http/errors.ts';
import { liveStreamCount } from '../http/event-stream.ts';
import { sameSecret } from '../http/same-secret.ts';
import { type ProviderCallRecord, providerCalls } from '../providers/http/index.ts';

/** Route labels of requests no route matched, so that unknown paths cannot grow the series without bound. */
const UNMATCHED = 'nenhuma';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's Prometheus registry, where modules add their own figures (the orders placed, the payments
     * waiting); null without METRICS_TOKEN: nothing is collected.
     */
    metrics: Registry | null;
  }
}

/**
 * Prometheus metrics at GET /metrics with `Authorization: Bearer $METRICS_TOKEN` (docs/operations.md, "Metrics"):
 * the requests, the outside providers' calls, the live streams, Redis, the pool and the process; the modules add
 * theirs to `app.metrics`. Without METRICS_TOKEN nothing is collected and the path does not exist. Each app has its
 * own registry.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    app.decorate('metrics', registry);
    const registers = [registry];
    collectDefaultMetrics({ register: registry, prefix: 'comanda_' });

    const requests = new Counter({
      name: 'comanda_http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    });
    const latency = new Histogram({
      name: 'comanda_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const providerLatency = new Histogram({
      name: 'comanda_provider_call_duration_seconds',
      help: 'Calls to outside providers (card gateways, Pix PSP, push), by provider host, method and outcome',
      labelNames: ['provider', 'method', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30],
      registers,
    });
    const onProviderCall = (message: unknown) => {
      const call = message as ProviderCallRecord;
      providerLatency.observe(
        { provider: call.provider, method: call.method, outcome: call.outcome },
        call.seconds,
      );
    };
    providerCalls.subscribe(onProviderCall);
    app.addHook('onClose', async () => {
      providerCalls.unsubscribe(onProviderCall);
    });
    new Gauge({
      name: 'comanda_sse_connections',
      help: 'Live event streams open in this process (order tracking, board, support chat)',
      registers,
      collect() {
        this.set(liveStreamCount());
      },
    });
    if (app.redis) {
      const redis = app.redis;
      new Gauge({
        name: 'comanda_redis_up',
        help: '1 when Redis answers, 0 when it does not (the API keeps serving without it)',
        registers,
        async collect() {
          this.set((await redis.health()) === 'ok' ? 1 : 0);
        },
      });
    }
    if (app.database.kind === 'postgres') {
      const pool = (app.db as unknown as { $client: pg.Pool }).$client;
      new Gauge({
        name: 'comanda_db_pool_connections',
        help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!sameSecret(given, token))
        throw new HttpError(401, 'not_authenticated', 'Token de métricas inválido.');
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'database', 'redis'] },
);
