import { type Cluster, sleep, startCluster } from './cluster.ts';
import { answersText, orderFigures } from './ordering.ts';
import { restoreDrill } from './restore.ts';
import { privatePostgres, privateRedis } from './services.ts';
import { type Load, type LoadRun, runUnderLoad } from './under-load.ts';

/**
 * The failure drills of docs/operations.md ("Drills"): `npm run drill -- <drill> [--short]`, drill one of
 * load (1), kill (2), rolling (3), restarts (4), scale (5), and restore (a backup restored). Each prints its figures and exits 1 on a broken
 * invariant. DRILL_RATE, DRILL_SECONDS and DRILL_STREAMS change the load of the full versions.
 */
const SHARED_REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const short = process.argv.includes('--short');
const drill = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'kill';

const load: Load = short
  ? { rate: 20, seconds: 15, customers: 30, streams: 100 }
  : {
      rate: Number(process.env.DRILL_RATE ?? 300),
      seconds: Number(process.env.DRILL_SECONDS ?? 60),
      customers: 200,
      streams: Number(process.env.DRILL_STREAMS ?? 1000),
    };

interface Outcome {
  ok: boolean;
  lines: string[];
}

/** Figures of a run, overall and in each window named (performance.now() instants from the run's start, ms). */
function report(
  cluster: Cluster,
  run: LoadRun,
  seconds: number,
  windows: Record<string, [number, number]> = {},
): Outcome {
  const rows: Record<string, unknown>[] = [];
  const lines: string[] = [];
  const all: Record<string, [number, number]> = { 'whole load': [0, Number.POSITIVE_INFINITY], ...windows };
  for (const [name, [from, to]] of Object.entries(all)) {
    const span = Number.isFinite(to) ? (to - from) / 1000 : seconds;
    const f = orderFigures(run.attempts, span, run.startedAt + from, run.startedAt + to);
    rows.push({
      orders: name,
      offered: f.offered,
      acknowledged: f.acknowledged,
      'acknowledged/s': f.throughput,
      'retried (same key)': f.retried,
      unanswered: f.unanswered,
      'p50 ms': f.p50Ms,
      'p99 ms': f.p99Ms,
      'slowest failure ms': f.slowestFailureMs,
    });
    lines.push(`${name}: tries answered ${answersText(f.answers)}`);
  }
  console.table(rows);
  if (run.followers) {
    const f = run.followers;
    lines.push(
      `streams: ${f.streams} open, ${f.changes} status changes made (${f.storeRetries} store tries sent again), ${f.reconnections} reconnections, ${f.missed} streams missed a change`,
    );
  }
  const acknowledged = run.attempts.filter((a) => a.orderId !== null).length;
  const cpu = run.cpu;
  const perOrder = (seconds: number) => ((seconds * 1000) / acknowledged).toFixed(2);
  lines.push(
    `CPU during the load: API processes ${cpu.apis.toFixed(1)} s, PostgreSQL ${cpu.database.toFixed(1)} s, HAProxy ${cpu.balancer.toFixed(1)} s, load generator and streams ${cpu.generator.toFixed(1)} s; per order: API ${perOrder(cpu.apis)} ms, PostgreSQL ${perOrder(cpu.database)} ms, all of them ${perOrder(cpu.apis + cpu.database + cpu.balancer + cpu.generator)} ms`,
  );
  const balancer = cluster.balancerLog();
  lines.push(`HAProxy took a process out of rotation or put it back ${balancer.length} times`);
  for (const line of balancer.slice(0, 12)) lines.push(`  ${line.replace(/, check duration.*$/, '')}`);
  for (const violation of run.violations) lines.push(`VIOLATION: ${violation}`);
  const unanswered = run.attempts.length - acknowledged;
  return { ok: run.violations.length === 0 && unanswered === 0, lines };
}

async function withCluster<T>(
  options: Parameters<typeof startCluster>[0],
  body: (cluster: Cluster) => Promise<T>,
): Promise<T> {
  const cluster = await startCluster(options);
  try {
    return await body(cluster);
  } finally {
    await cluster.stop();
  }
}

const three = { processes: 3, redisUrl: SHARED_REDIS };

const drills: Record<string, { title: string; run: () => Promise<Outcome> }> = {
  load: {
    title: `Drill 1: HAProxy + 3 API processes + PostgreSQL + Redis, ${load.rate} orders/s offered for ${load.seconds} s, ${load.streams} customers following orders live`,
    run: () =>
      withCluster(three, async (cluster) => report(cluster, await runUnderLoad(cluster, load), load.seconds)),
  },
  kill: {
    title: `Drill 2: the same, ${load.rate} orders/s for ${load.seconds} s, one process killed -9 at ${Math.round(load.seconds / 3)} s and started again at ${Math.round((2 * load.seconds) / 3)} s`,
    run: () =>
      withCluster(three, async (cluster) => {
        const end = load.seconds * 1000;
        let window: [number, number] = [end / 3, end / 3];
        const run = await runUnderLoad(cluster, load, async (startedAt) => {
          await sleep(end / 3);
          window = [performance.now() - startedAt, 0];
          await cluster.kill(0);
          await sleep(end / 3);
          await cluster.start(0);
          window[1] = performance.now() - startedAt;
        });
        return report(cluster, run, load.seconds, { 'offered with a process down': window });
      }),
  },
  rolling: {
    title: `Drill 3: a rolling restart (SIGTERM, start, wait for the balancer; one process at a time) under ${load.rate} orders/s for ${load.seconds} s`,
    run: () =>
      withCluster(three, async (cluster) => {
        let window: [number, number] = [0, 0];
        const run = await runUnderLoad(cluster, load, async (startedAt) => {
          await sleep(Math.min(5_000, (load.seconds * 1000) / 6));
          window = [performance.now() - startedAt, 0];
          for (let i = 0; i < cluster.apis.length; i++) {
            await cluster.terminate(i);
            await cluster.start(i);
          }
          window[1] = performance.now() - startedAt;
        });
        const outcome = report(cluster, run, load.seconds, { 'offered during the restart': window });
        const failed = run.attempts.flatMap((a) => a.tries).filter((t) => t.status !== 201).length;
        outcome.lines.push(`failed tries: ${failed} (the drill asks for 0)`);
        return { ok: outcome.ok && failed === 0, lines: outcome.lines };
      }),
  },
  restarts: {
    title: `Drill 4: PostgreSQL stopped for 5 s, then Redis stopped for 5 s, under ${load.rate} orders/s for ${load.seconds} s (a PostgreSQL and a Redis of the drill's own)`,
    run: async () => {
      const postgres = privatePostgres();
      const redis = privateRedis();
      await postgres.start();
      await redis.start();
      try {
        return await withCluster(
          { processes: 3, postgresServer: postgres.url, redisUrl: redis.url },
          async (cluster) => {
            const end = load.seconds * 1000;
            const windows: Record<string, [number, number]> = {};
            const outage = async (name: string, service: typeof postgres, at: number, startedAt: number) => {
              await sleep(Math.max(0, startedAt + at - performance.now()));
              const from = performance.now() - startedAt;
              await service.stop();
              await sleep(5_000);
              await service.start();
              windows[name] = [from, performance.now() - startedAt];
            };
            const run = await runUnderLoad(cluster, load, async (startedAt) => {
              await outage('offered while PostgreSQL was down', postgres, end / 4, startedAt);
              await outage('offered while Redis was down', redis, (2 * end) / 3, startedAt);
            });
            const outcome = report(cluster, run, load.seconds, windows);
            const [from, to] = windows['offered while Redis was down']!;
            const redisErrors = run.attempts
              .filter((a) => a.offeredAt >= run.startedAt + from && a.offeredAt < run.startedAt + to)
              .flatMap((a) => a.tries)
              .filter((t) => t.status >= 500 || t.status === 0).length;
            outcome.lines.push(
              `5xx or unanswered tries while Redis was down: ${redisErrors} (the drill asks for 0)`,
            );
            return { ok: outcome.ok && redisErrors === 0, lines: outcome.lines };
          },
        );
      } finally {
        await postgres.remove();
        await redis.remove();
      }
    },
  },
  restore: {
    title: `Restore: the database of a load of ${load.rate} orders/s for ${load.seconds} s dumped (pg_dump -Fc) while serving, restored (pg_restore) into a new database, an API process started on the copy`,
    run: () =>
      withCluster(three, async (cluster) => {
        const run = await runUnderLoad(cluster, { ...load, streams: 0 });
        const outcome = report(cluster, run, load.seconds);
        const restored = await restoreDrill(cluster, run);
        outcome.lines.push(
          `dump: ${(restored.dumpBytes / 1e6).toFixed(1)} MB in ${restored.dumpSeconds.toFixed(1)} s; restore: ${restored.restoreSeconds.toFixed(1)} s; rows in the copy: ${Object.entries(
            restored.rows,
          )
            .map(([table, n]) => `${table} ${n}`)
            .join(', ')}`,
          ...restored.violations.map((violation) => `VIOLATION: ${violation}`),
        );
        return { ok: outcome.ok && restored.violations.length === 0, lines: outcome.lines };
      }),
  },
  scale: {
    title: `Drill 5: 1, 2 and 3 API processes behind HAProxy on this machine's cores, ${load.rate} orders/s offered for ${Math.min(load.seconds, 30)} s each`,
    run: async () => {
      const lines: string[] = [];
      let ok = true;
      const seconds = Math.min(load.seconds, 30);
      for (const processes of [1, 2, 3]) {
        const outcome = await withCluster({ processes, redisUrl: SHARED_REDIS }, async (cluster) =>
          report(cluster, await runUnderLoad(cluster, { ...load, seconds, streams: 0 }), seconds),
        );
        ok &&= outcome.ok;
        lines.push(`${processes} process(es):`, ...outcome.lines.map((line) => `  ${line}`));
      }
      return { ok, lines };
    },
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const chosen = drills[drill];
  if (!chosen) throw new Error(`no drill ${drill}: ${Object.keys(drills).join(', ')}`);
  console.info(`\n${chosen.title}${short ? ' (short)' : ''}`);
  const outcome = await chosen.run();
  for (const line of outcome.lines) console.info(line);
  console.info(outcome.ok ? `${drill}: OK` : `${drill}: FAILED`);
  process.exit(outcome.ok ? 0 : 1);
}
