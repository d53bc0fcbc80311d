import { bagTotal, makeCustomers } from '../fixtures.ts';
import { type Cluster, processCpuSeconds } from './cluster.ts';
import { type FollowerFigures, follow } from './followers.ts';
import { type Attempt, checkOrders, offerOrders } from './ordering.ts';

export interface Load {
  /** Orders offered per second (open loop). */
  rate: number;
  seconds: number;
  customers: number;
  /** Live order streams open during the load (0: none), 20 per followed order. */
  streams: number;
}

export interface LoadRun {
  attempts: Attempt[];
  /** performance.now() when the first order was due. */
  startedAt: number;
  followers: FollowerFigures | null;
  /** Broken invariants of the orders and the streams (empty: none). */
  violations: string[];
  /** CPU seconds used during the load by the API processes, HAProxy, PostgreSQL and this generator (with its streams). */
  cpu: { apis: number; balancer: number; database: number; generator: number };
}

const STREAMS_PER_ORDER = 20;

/**
 * The drills' common run: customers signed up, streams opened on orders the store team walks through their
 * statuses during the load, orders offered through the balancer while `fault` does its damage (given the moment
 * the load started), then every invariant checked.
 */
export async function runUnderLoad(
  cluster: Cluster,
  load: Load,
  fault: (startedAt: number) => Promise<void> = async () => {},
): Promise<LoadRun> {
  const customers = await makeCustomers(cluster.base, load.customers);
  const total = await bagTotal(cluster.base);
  const followed = Math.ceil(load.streams / STREAMS_PER_ORDER);
  const followers =
    load.streams > 0
      ? await follow({
          base: cluster.base,
          databaseUrl: cluster.databaseUrl,
          customers,
          total,
          orders: followed,
          streams: load.streams,
        })
      : null;
  try {
    const cpuBefore = cluster.cpuSeconds();
    const generatorBefore = processCpuSeconds(process.pid);
    const startedAt = performance.now();
    const [attempts] = await Promise.all([
      offerOrders({ base: cluster.base, customers, total, rate: load.rate, seconds: load.seconds }),
      // the four steps spread over the load
      followers?.walk((load.seconds * 1000) / 5),
      fault(startedAt),
    ]);
    const cpuAfter = cluster.cpuSeconds();
    const cpu = {
      apis: cpuAfter.apis - cpuBefore.apis,
      balancer: cpuAfter.balancer - cpuBefore.balancer,
      database: cpuAfter.database - cpuBefore.database,
      generator: processCpuSeconds(process.pid) - generatorBefore,
    };
    const violations = await checkOrders(cluster.base, cluster.databaseUrl, attempts, total);
    const figures = followers ? await followers.check(cluster.databaseUrl) : null;
    if (figures && figures.missed > 0)
      violations.push(`${figures.missed} of ${figures.streams} streams missed a status change`);
    return { attempts, startedAt, followers: figures, violations, cpu };
  } finally {
    followers?.close();
  }
}
