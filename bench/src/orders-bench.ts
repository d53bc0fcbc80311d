import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  alwaysOpenCatalog,
  bagTotal,
  freshDatabase,
  makeCustomers,
  orderBody,
  startApi,
} from './fixtures.ts';
import { openLoop, percentile } from './open-loop.ts';

/** PostgreSQL (a fresh database on BENCH_POSTGRES_URL's server) or PGlite (embedded, in a fresh data dir). */
export type BenchDatabaseKind = 'postgres' | 'pglite';

export interface OrdersResult {
  database: BenchDatabaseKind;
  /** Connections each sending its next request when answered; null for the open loop at `offeredRate`. */
  connections: number | null;
  /** Requests per second arriving on schedule whatever the answers (open loop); null for the closed loop. */
  offeredRate: number | null;
  seconds: number;
  /** Orders placed (201) per second. */
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 201. */
  non201: number;
  /** Connection errors and time-outs. */
  errors: number;
  /** Where the server's CPU profile went, when BENCH_CPU_PROF asked for one. */
  profileDir?: string;
}

const PORT = 3303;
const CUSTOMERS = 40;
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;

/**
 * POST /api/pedido on the real API, on PostgreSQL or PGlite: CUSTOMERS customers with an address near the
 * always-open store place a one-niguiri cash order each request, every request with a fresh Idempotency-Key. With
 * BENCH_CPU_PROF set, the server writes a V8 CPU profile of the whole run into a directory printed at the end.
 * Without `offeredRate`, CONNECTIONS connections each send the next order when answered: the most the API places,
 * with latency at 32 / throughput by construction. With it, orders arrive at that rate whatever the answers, each
 * timed from the moment it was due: the latency customers see at that load.
 */
export async function benchOrders(
  seconds: number,
  kind: BenchDatabaseKind = 'postgres',
  /** Orders per second arriving on schedule (open loop, `open-loop.ts`); unset: CONNECTIONS closed-loop connections. */
  offeredRate?: number,
): Promise<OrdersResult> {
  const dir = mkdtempSync(join(tmpdir(), `comanda-bench-orders-${kind}-`));
  const profileDir = process.env.BENCH_CPU_PROF ? join(dir, 'cpu-profile') : undefined;
  if (profileDir) mkdirSync(profileDir);
  const database = kind === 'postgres' ? await freshDatabase() : null;
  try {
    const api = await startApi({
      port: PORT,
      dataDir: join(dir, 'data'),
      ...(database ? { databaseUrl: database.url } : {}),
      catalogFile: alwaysOpenCatalog(dir),
      ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    });
    try {
      const customers = await makeCustomers(api.base, CUSTOMERS);
      const total = await bagTotal(api.base);
      const bodies = customers.map((c) => JSON.stringify(orderBody(c.addressId, total)));
      let next = 0;
      const nextOrder = () => {
        const i = next++ % customers.length;
        return {
          method: 'POST' as const,
          path: '/api/pedido',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${customers[i]!.jwt}`,
            'idempotency-key': randomUUID(),
          },
          body: bodies[i]!,
        };
      };
      const closedLoop = (duration: number) =>
        autocannon({
          url: api.base,
          connections: CONNECTIONS,
          duration,
          requests: [{ setupRequest: (request) => ({ ...request, ...nextOrder() }) }],
        });
      await closedLoop(WARM_UP_SECONDS);
      const result = { database: kind, seconds, ...(profileDir ? { profileDir } : {}) };
      if (offeredRate) {
        const r = await openLoop({ base: api.base, rate: offeredRate, seconds, next: nextOrder });
        const answered = Object.entries(r.statusCounts);
        const placed = answered.find(([code]) => code === '201')?.[1] ?? 0;
        return {
          ...result,
          connections: null,
          offeredRate,
          ordersPerSecond: placed / seconds,
          p50Ms: Math.round(percentile(r.latenciesMs, 50) * 10) / 10,
          p99Ms: Math.round(percentile(r.latenciesMs, 99) * 10) / 10,
          non201: answered.reduce((sum, [code, n]) => sum + (code === '201' ? 0 : n), 0),
          errors: r.errors,
        };
      }
      const r = await closedLoop(seconds);
      const answers = Object.entries(r.statusCodeStats ?? {});
      const placed = answers.find(([code]) => code === '201')?.[1].count ?? 0;
      return {
        ...result,
        connections: CONNECTIONS,
        offeredRate: null,
        ordersPerSecond: placed / seconds,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non201: answers.reduce((sum, [code, s]) => sum + (code === '201' ? 0 : (s.count ?? 0)), 0),
        errors: r.errors,
      };
    } finally {
      await api.stop();
    }
  } finally {
    await database?.drop();
    if (!profileDir) rmSync(dir, { recursive: true, force: true });
  }
}
