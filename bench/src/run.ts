import { spawnSync } from 'node:child_process';
import { menuRouteBundle } from './bundle-size.ts';
import { benchMenu } from './http-bench.ts';
import { benchOrders } from './orders-bench.ts';
import { benchTracking } from './tracking-bench.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const root = new URL('../../', import.meta.url).pathname;
const build = spawnSync('npm', ['run', 'build', '-w', '@comanda/web'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('web build failed');
const bundle = menuRouteBundle();
const [real, bare] = await benchMenu(seconds);

console.info(
  '\nHTTP (autocannon, 20 connections, %ss per endpoint, median of 3 alternating rounds)',
  seconds,
);
console.table(
  [real!, bare!].map((r) => ({
    endpoint: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p99 ms': r.p99Ms,
    'bytes/resp': r.bytes,
    errors: r.errors,
  })),
);
const ratio = real!.requestsPerSecond / bare!.requestsPerSecond;
console.info(
  `cardapio / bare throughput ratio: ${ratio.toFixed(2)} (budget ≥ 0.80) ${ratio >= 0.8 ? 'OK' : 'OVER BUDGET'}`,
);

const total = bundle.jsGzip + bundle.cssGzip;
console.info('\nMenu route, first load (gzip -9)');
console.table([{ files: bundle.files, js: kb(bundle.jsGzip), css: kb(bundle.cssGzip), total: kb(total) }]);
console.info(
  `menu route JS+CSS: ${kb(total)} (budget ≤ 150 KB) ${total <= 150 * 1024 ? 'OK' : 'OVER BUDGET'}`,
);

const orders = await benchOrders(seconds);
console.info(
  '\nPlacing an order (POST /api/pedido, PostgreSQL, %s connections, %ss after a 2 s warm-up)',
  orders.connections,
  seconds,
);
console.table([
  {
    'orders/s': Math.round(orders.ordersPerSecond),
    'p50 ms': orders.p50Ms,
    'p99 ms': orders.p99Ms,
    'non-201': orders.non201,
    errors: orders.errors,
  },
]);
const ordersOk = orders.ordersPerSecond >= 300 && orders.p99Ms <= 100 && orders.non201 + orders.errors === 0;
console.info(
  `placing an order: ${Math.round(orders.ordersPerSecond)}/s at p99 ${orders.p99Ms} ms (budget ≥ 300/s at p99 ≤ 100 ms) ${ordersOk ? 'OK' : 'OVER BUDGET'}`,
);
if (orders.profileDir) console.info(`server CPU profile: ${orders.profileDir}`);

const tracking = await benchTracking();
console.info(
  '\nLive tracking across two API processes (Redis): %s SSE streams on B, %s status changes made on A',
  tracking.streams,
  tracking.changes,
);
const ms = (n: number) => Math.round(n * 10) / 10;
console.table(
  (['first', 'last'] as const).map((which) => ({
    'stream of the order': which,
    'p50 ms': ms(tracking[which].p50),
    'p99 ms': ms(tracking[which].p99),
    'max ms': ms(tracking[which].max),
  })),
);
const trackingOk = tracking.missed === 0 && tracking.last.p99 <= 1000;
console.info(
  `status change → every stream: p99 ${ms(tracking.last.p99)} ms, ${tracking.missed} missed (budget p99 ≤ 1 s) ${trackingOk ? 'OK' : 'OVER BUDGET'}`,
);
