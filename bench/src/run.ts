import { spawnSync } from 'node:child_process';
import { menuRouteBundle } from './bundle-size.ts';
import { benchMenu } from './http-bench.ts';

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
