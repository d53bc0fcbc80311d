import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  type ApiProcess,
  alwaysOpenCatalog,
  bagTotal,
  type Customer,
  freshDatabase,
  makeCustomers,
  orderBody,
  percentile,
  startApi,
} from './fixtures.ts';
import { waitFor } from './http-bench.ts';

const root = new URL('../../', import.meta.url).pathname;

/**
 * Drill 2 of issue 30 (docs/operations.md, "Drills"): HAProxy (deploy/haproxy.cfg) in front of three compiled API
 * processes on one PostgreSQL and Redis; orders offered at a steady rate through HAProxy by customers who, like the
 * app, retry a failed request with the same Idempotency-Key; one process killed -9 a third of the way in and
 * started again at two thirds. Afterwards: every acknowledged order exists once, with its payment, lines and
 * history; a request that failed is never half-applied; every key asked again answers its order or places it once.
 */
export interface DrillOptions {
  seconds: number;
  ordersPerSecond: number;
  customers: number;
}

export interface DrillResult {
  offered: number;
  acknowledged: number;
  /** Requests that failed at least once (connection cut, 502/503, in progress) before their retry. */
  retried: number;
  /** Orders that never got an answer in the drill (all retries failed). */
  unanswered: number;
  /** Latency from the first attempt to the acknowledgement, ms. */
  p50Ms: number;
  p99Ms: number;
  /** The same, for orders offered between the kill and the restart. */
  faultP99Ms: number;
  /** Every try's answer during the load, by HTTP status (0: no answer). */
  answers: Record<string, number>;
  /** Invariants broken (empty: the drill passed). */
  violations: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function haproxy(port: number, apis: number[]): ChildProcess {
  return spawn('/usr/sbin/haproxy', ['-f', join(root, 'deploy/haproxy.cfg'), '-db'], {
    env: {
      ...process.env,
      COMANDA_LISTEN: `127.0.0.1:${port}`,
      COMANDA_API1: `127.0.0.1:${apis[0]}`,
      COMANDA_API2: `127.0.0.1:${apis[1]}`,
      COMANDA_API3: `127.0.0.1:${apis[2]}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Attempted {
  customer: Customer;
  key: string;
  offeredAt: number;
  orderId: number | null;
  latencyMs: number | null;
  failures: number;
  statuses: number[];
}

/** POST /api/pedido with the key, retried as the app does (same key) while the answer is not final. */
async function placeWithRetries(base: string, attempt: Attempted, total: number, deadline: number) {
  while (Date.now() < deadline) {
    let status = 0;
    let body: { data?: { id?: number } } = {};
    try {
      const res = await fetch(`${base}/api/pedido`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${attempt.customer.jwt}`,
          'idempotency-key': attempt.key,
        },
        body: JSON.stringify(orderBody(attempt.customer.addressId, total)),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      body = (await res.json().catch(() => ({}))) as typeof body;
    } catch {}
    attempt.statuses.push(status);
    if (status === 201 && body.data?.id) {
      attempt.orderId = body.data.id;
      attempt.latencyMs = performance.now() - attempt.offeredAt;
      return;
    }
    if (status >= 400 && status < 500 && status !== 409 && status !== 429)
      throw new Error(`order refused with ${status}: ${JSON.stringify(body).slice(0, 200)}`);
    attempt.failures += 1;
    await sleep(300);
  }
}

export async function drillKill(options: DrillOptions): Promise<DrillResult> {
  const built = spawnSync('npm', ['run', 'build', '-w', '@comanda/api'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('api build failed');
  const database = await freshDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'comanda-drill-'));
  const catalogFile = alwaysOpenCatalog(dir);
  const ports = [3611, 3612, 3613];
  const balancerPort = 3610;
  const redisPrefix = `drill-${randomUUID().slice(0, 8)}`;
  const startOne = (port: number) =>
    startApi({
      port,
      dataDir: dir,
      databaseUrl: database.url,
      redisUrl: 'redis://127.0.0.1:6379',
      catalogFile,
      compiled: true,
      env: { REDIS_PREFIX: redisPrefix, TRUST_PROXY: 'true', SHUTDOWN_DRAIN_MS: '2500' },
    });
  const apis: ApiProcess[] = [];
  let balancer: ChildProcess | null = null;
  try {
    // the first migrates and seeds; the others find the schema current
    apis.push(await startOne(ports[0]!));
    apis.push(...(await Promise.all(ports.slice(1).map(startOne))));
    balancer = haproxy(balancerPort, ports);
    const base = `http://127.0.0.1:${balancerPort}`;
    await waitFor(`${base}/api/pronto`);
    const customers = await makeCustomers(base, options.customers);
    const total = await bagTotal(base);

    const attempts: Attempted[] = [];
    const running: Promise<void>[] = [];
    const started = performance.now();
    const end = options.seconds * 1000;
    const killAt = end / 3;
    const restartAt = (2 * end) / 3;
    let faultFrom = Number.POSITIVE_INFINITY;
    let faultTo = Number.POSITIVE_INFINITY;
    const fault = (async () => {
      await sleep(killAt);
      faultFrom = performance.now();
      await apis[0]!.kill();
      await sleep(restartAt - killAt);
      apis[0] = await startOne(ports[0]!);
      faultTo = performance.now();
    })();
    const interval = 1000 / options.ordersPerSecond;
    for (let n = 0; performance.now() - started < end; n++) {
      const due = started + n * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const attempt: Attempted = {
        customer: customers[n % customers.length]!,
        key: randomUUID(),
        offeredAt: performance.now(),
        orderId: null,
        latencyMs: null,
        failures: 0,
        statuses: [],
      };
      attempts.push(attempt);
      running.push(placeWithRetries(base, attempt, total, Date.now() + 60_000));
    }
    await Promise.all(running);
    await fault;

    const answers: Record<string, number> = {};
    for (const status of attempts.flatMap((a) => a.statuses)) answers[status] = (answers[status] ?? 0) + 1;
    // every key asked again, once all processes are back: its order, or its order placed now — never a second one
    const violations: string[] = [];
    for (const attempt of attempts) {
      const before = attempt.orderId;
      await placeWithRetries(base, attempt, total, Date.now() + 30_000);
      if (before !== null && attempt.orderId !== before)
        violations.push(
          `key ${attempt.key}: acknowledged as order ${before}, replayed as ${attempt.orderId}`,
        );
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const orders = await client.query<{ id: number; key: string }>(
        'select id, idempotency_key as key from orders',
      );
      const byKey = new Map(attempts.map((a) => [a.key, a]));
      if (orders.rows.length !== attempts.length)
        violations.push(`${orders.rows.length} orders for ${attempts.length} keys`);
      for (const row of orders.rows) {
        const attempt = byKey.get(row.key);
        if (!attempt) violations.push(`order ${row.id} with a key the drill never sent`);
        else if (attempt.orderId !== row.id)
          violations.push(`order ${row.id} is not the one its key answers`);
      }
      const halfApplied = await client.query<{ id: number }>(`
        select o.id from orders o
        where not exists (select 1 from payments p where p.payable_kind = 'pedido' and p.payable_id = o.id)
           or not exists (select 1 from order_lines l where l.order_id = o.id)
           or not exists (select 1 from order_status_history h where h.order_id = o.id)`);
      for (const row of halfApplied.rows)
        violations.push(`order ${row.id} without its payment, lines or history`);
    } finally {
      await client.end();
    }

    const latencies = attempts.filter((a) => a.latencyMs !== null).map((a) => a.latencyMs!);
    const inFault = attempts
      .filter((a) => a.offeredAt >= faultFrom && a.offeredAt <= faultTo && a.latencyMs !== null)
      .map((a) => a.latencyMs!);
    return {
      offered: attempts.length,
      acknowledged: latencies.length,
      retried: attempts.filter((a) => a.failures > 0).length,
      unanswered: attempts.length - latencies.length,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
      faultP99Ms: Math.round(percentile(inFault, 99)),
      answers,
      violations,
    };
  } finally {
    balancer?.kill('SIGTERM');
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run drill` (full) or `npm run drill -- --short` (the version npm test runs). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const short = process.argv.includes('--short');
  const options: DrillOptions = short
    ? { seconds: 15, ordersPerSecond: 20, customers: 30 }
    : {
        seconds: Number(process.env.DRILL_SECONDS ?? 60),
        ordersPerSecond: Number(process.env.DRILL_RATE ?? 100),
        customers: 200,
      };
  const result = await drillKill(options);
  console.info(
    '\nDrill 2: HAProxy + 3 compiled API processes + PostgreSQL + Redis, %s orders/s for %s s, one process killed -9 at %s s and restarted at %s s',
    options.ordersPerSecond,
    options.seconds,
    Math.round(options.seconds / 3),
    Math.round((2 * options.seconds) / 3),
  );
  console.table([
    {
      offered: result.offered,
      acknowledged: result.acknowledged,
      'retried (same key)': result.retried,
      unanswered: result.unanswered,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'p99 ms, fault window': result.faultP99Ms,
    },
  ]);
  console.info(
    'answers during the load, by status: %s',
    Object.entries(result.answers)
      .map(([status, count]) => `${status === '0' ? 'no answer' : status} × ${count}`)
      .join(', '),
  );
  for (const violation of result.violations) console.error(`VIOLATION: ${violation}`);
  console.info(
    result.violations.length === 0 ? 'drill 2: OK' : `drill 2: ${result.violations.length} violations`,
  );
  process.exit(result.violations.length === 0 && result.unanswered === 0 ? 0 : 1);
}
