import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { type Customer, orderBody, percentile } from '../fixtures.ts';
import { sleep } from './cluster.ts';

/**
 * Customers ordering through the balancer during a drill, as the app does: each order with its own
 * Idempotency-Key, a failed try (no answer, 502/503, `order_in_progress`, 429) sent again with the same key. Then
 * the invariants every drill holds: every acknowledged order exists once with its payment, lines and history; a
 * failed try is never half-applied; every key asked again answers its order.
 */
export interface Attempt {
  customer: Customer;
  key: string;
  /** When it was due to be sent (open loop: latencies count from here, whatever the server's pace). */
  offeredAt: number;
  orderId: number | null;
  /** From `offeredAt` to the acknowledgement (the first 201), ms. */
  latencyMs: number | null;
  failures: number;
  /**
   * Each try's answer during the load, with its duration: HTTP status (0: no answer), and whether HAProxy answered
   * it itself (no process could take it) rather than an API process.
   */
  tries: Array<{ status: number; ms: number; balancer?: boolean }>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });
const TRY_TIMEOUT_MS = 10_000;
const RETRY_AFTER_MS = 300;

/** One POST /api/pedido: its status (0 without an answer) and the order's id on a 201. */
function post(
  base: string,
  attempt: Attempt,
  total: number,
): Promise<{ status: number; id?: number; balancer?: boolean }> {
  const url = new URL(`${base}/api/pedido`);
  const body = JSON.stringify(orderBody(attempt.customer.addressId, total));
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        timeout: TRY_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${attempt.customer.jwt}`,
          'idempotency-key': attempt.key,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          // the API answers JSON; HAProxy's own answers (no process available, queue timed out) are HTML
          if (status !== 201) return resolve({ status, ...(text.startsWith('{') ? {} : { balancer: true }) });
          const parsed = JSON.parse(text) as { data?: { id?: number } };
          resolve({ status, ...(parsed.data?.id ? { id: parsed.data.id } : {}) });
        });
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0 }));
    req.end(body);
  });
}

/** Tries until acknowledged or `deadline`; a refusal that a retry cannot change (400, 401, 404 …) throws. */
export async function placeWithRetries(
  base: string,
  attempt: Attempt,
  total: number,
  deadline: number,
  record = true,
): Promise<number | null> {
  while (Date.now() < deadline) {
    const sentAt = performance.now();
    const { status, id, balancer } = await post(base, attempt, total);
    if (record)
      attempt.tries.push({ status, ms: performance.now() - sentAt, ...(balancer ? { balancer } : {}) });
    if (status === 201 && id) {
      if (record) {
        attempt.orderId = id;
        attempt.latencyMs = performance.now() - attempt.offeredAt;
      }
      return id;
    }
    if (status >= 400 && status < 500 && status !== 409 && status !== 429)
      throw new Error(`order refused with ${status}`);
    if (record) attempt.failures += 1;
    await sleep(RETRY_AFTER_MS);
  }
  return null;
}

/**
 * Offers orders at `rate` per second for `seconds` (open loop), customers taking turns; resolves when every order
 * is acknowledged or has given up (60 s).
 */
export async function offerOrders(options: {
  base: string;
  customers: Customer[];
  total: number;
  rate: number;
  seconds: number;
}): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const running: Promise<unknown>[] = [];
  const started = performance.now();
  const interval = 1000 / options.rate;
  const count = Math.round(options.rate * options.seconds);
  for (let n = 0; n < count; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const attempt: Attempt = {
      customer: options.customers[n % options.customers.length]!,
      key: randomUUID(),
      offeredAt: due,
      orderId: null,
      latencyMs: null,
      failures: 0,
      tries: [],
    };
    attempts.push(attempt);
    running.push(placeWithRetries(options.base, attempt, options.total, Date.now() + 60_000));
  }
  await Promise.all(running);
  return attempts;
}

/**
 * The invariants, once the load is over and every process is back: each key sent once more answers its order (or
 * places it, if it never was); the database holds exactly one order per key, each with its payment, lines and
 * status history. Answers the violations (empty: none).
 */
export async function checkOrders(
  base: string,
  databaseUrl: string,
  attempts: Attempt[],
  total: number,
): Promise<string[]> {
  const violations: string[] = [];
  const replayed = new Map<string, number | null>();
  for (let i = 0; i < attempts.length; i += 50)
    await Promise.all(
      attempts.slice(i, i + 50).map(async (attempt) => {
        const id = await placeWithRetries(base, attempt, total, Date.now() + 30_000, false);
        replayed.set(attempt.key, id);
        if (attempt.orderId !== null && id !== attempt.orderId)
          violations.push(`key ${attempt.key}: acknowledged as order ${attempt.orderId}, replayed as ${id}`);
      }),
    );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query<{ id: number; key: string }>(
      'select id, idempotency_key as key from orders where idempotency_key is not null',
    );
    const keys = new Set(attempts.map((a) => a.key));
    const seen = new Set<string>();
    for (const row of orders.rows) {
      if (!keys.has(row.key)) continue;
      if (seen.has(row.key)) violations.push(`key ${row.key} has two orders`);
      seen.add(row.key);
      if (replayed.get(row.key) !== row.id) violations.push(`order ${row.id} is not the one its key answers`);
    }
    for (const key of keys) if (!seen.has(key)) violations.push(`key ${key} has no order`);
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
  return violations;
}

export interface OrderFigures {
  offered: number;
  acknowledged: number;
  /** Orders that needed more than one try. */
  retried: number;
  /** Orders never acknowledged during the load. */
  unanswered: number;
  /** Acknowledged orders per second of the load. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  /** Every try's answer, by HTTP status ('0': no answer). */
  answers: Record<string, number>;
  /** The slowest failed try (how fast a failure is told), ms. */
  slowestFailureMs: number;
}

/** The figures of the orders offered in [from, to) (performance.now() instants; all of them by default). */
export function orderFigures(attempts: Attempt[], seconds: number, from = 0, to = Infinity): OrderFigures {
  const chosen = attempts.filter((a) => a.offeredAt >= from && a.offeredAt < to);
  const first = chosen[0]?.offeredAt ?? 0;
  const latencies = chosen.flatMap((a) => (a.latencyMs === null ? [] : [a.latencyMs]));
  const answers: Record<string, number> = {};
  const tries = chosen.flatMap((a) => a.tries);
  for (const { status, balancer } of tries) {
    const key = balancer ? `${status} from HAProxy` : String(status);
    answers[key] = (answers[key] ?? 0) + 1;
  }
  return {
    offered: chosen.length,
    acknowledged: latencies.length,
    retried: chosen.filter((a) => a.failures > 0).length,
    unanswered: chosen.length - latencies.length,
    // over the load, or until the last acknowledgement when the backlog outlasted it
    throughput: Math.round(
      latencies.length /
        Math.max(
          seconds,
          ...chosen.map((a) => (a.latencyMs === null ? 0 : (a.offeredAt + a.latencyMs - first) / 1000)),
        ),
    ),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    answers,
    slowestFailureMs: Math.round(Math.max(0, ...tries.filter((t) => t.status !== 201).map((t) => t.ms))),
  };
}

/** `201 × 900, 503 × 12, no answer × 3` */
export const answersText = (answers: Record<string, number>) =>
  Object.entries(answers)
    .map(([status, count]) => `${status === '0' ? 'no answer' : status} × ${count}`)
    .join(', ');
