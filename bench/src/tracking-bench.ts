import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  alwaysOpenCatalog,
  bagTotal,
  type Customer,
  call,
  freshDatabase,
  makeCustomers,
  OPEN_STORE,
  orderBody,
  percentile,
  startApi,
} from './fixtures.ts';
import { readEvents } from './sse.ts';

export interface TrackingResult {
  streams: number;
  orders: number;
  changes: number;
  /** Delay from just before the status POST on process A to the event reaching the first / the last stream of
   * that order on process B, in ms, over every change. */
  first: { p50: number; p99: number; max: number };
  last: { p50: number; p99: number; max: number };
  /** Changes whose event did not reach every stream of the order within the wait. */
  missed: number;
}

const PORT_A = 3304;
const PORT_B = 3305;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STREAMS = 1000;
const ORDERS = 20;
/** How the store team walks each order, after 'Pendente' (a cash order starts there). */
const WALK = ['Confirmado', 'Em preparo', 'Saiu para entrega', 'Concluído'] as const;
const EVENT_WAIT_MS = 10_000;

interface StatusEvent {
  pedidoId: number;
  status: string;
}

/**
 * Opens `GET /api/pedido/eventos` with node:http: `onEvent` gets each complete SSE event, `onError` a refusal or a
 * connection failure. Destroying the answered request closes the stream.
 */
function openStream(
  agent: http.Agent,
  base: string,
  customer: Customer,
  orderId: number,
  onEvent: (event: string, data: string) => void,
  onError: (error: Error) => void,
): http.ClientRequest {
  const request = http.get(
    `${base}/api/pedido/eventos?pedidoId=${orderId}`,
    { agent, headers: { authorization: `Bearer ${customer.jwt}`, accept: 'text/event-stream' } },
    (response) => {
      if (response.statusCode !== 200) {
        onError(new Error(`stream of order ${orderId}: ${response.statusCode}`));
        response.resume();
        return;
      }
      readEvents(response, ({ event, data }) => {
        if (data) onEvent(event, data);
      });
    },
  );
  request.on('error', (error) => {
    if (!request.destroyed) onError(error);
  });
  return request;
}

const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
});

/**
 * Live tracking across processes: API processes A and B on one PostgreSQL database and one Redis. STREAMS
 * streams are open on B, STREAMS / ORDERS of them on each order; the store team moves each order on A through
 * WALK, one change at a time, and each change's delay to B's streams is measured.
 */
export async function benchTracking(): Promise<TrackingResult> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-bench-tracking-'));
  const catalogFile = alwaysOpenCatalog(dir);
  const database = await freshDatabase();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  const started: Array<{ stop(): Promise<void> }> = [];
  try {
    const server = (port: number, name: string) =>
      startApi({
        port,
        dataDir: join(dir, name),
        databaseUrl: database.url,
        catalogFile,
        redisUrl: REDIS_URL,
      });
    // A migrates and seeds the database first; B starts on it afterwards.
    const a = await server(PORT_A, 'a');
    started.push(a);
    const b = await server(PORT_B, 'b');
    started.push(b);

    const customers = await makeCustomers(a.base, ORDERS);
    const total = await bagTotal(a.base);
    const orders: Array<{ id: number; customer: Customer }> = [];
    for (const customer of customers) {
      const placed = await call<{ id: number; status: string }>(a.base, 'POST', '/api/pedido', {
        headers: { authorization: `Bearer ${customer.jwt}`, 'idempotency-key': randomUUID() },
        body: orderBody(customer.addressId, total),
        expect: 201,
      });
      if (placed.status !== 'Pendente') throw new Error(`order ${placed.id} is ${placed.status}`);
      orders.push({ id: placed.id, customer });
    }
    const { chave } = await call<{ chave: string }>(
      a.base,
      'POST',
      `/api/dev/operador/chave?lojaId=${OPEN_STORE}`,
      { expect: 201 },
    );

    // The status each order is awaited in, with its arrival time on each stream; `done` once every stream has it.
    const arrivals = new Map<number, { status: string; at: number[]; done: () => void }>();
    let opened = 0;
    const perOrder = STREAMS / ORDERS;
    const open = (slot: number) =>
      new Promise<void>((resolve, reject) => {
        const order = orders[slot % ORDERS]!;
        const timer = setTimeout(() => reject(new Error(`stream of order ${order.id} sent nothing`)), 60_000);
        const onEvent = (event: string, data: string) => {
          if (event === 'pedido') {
            clearTimeout(timer);
            opened++;
            resolve();
            return;
          }
          if (event !== 'status') return;
          const now = performance.now();
          const change = JSON.parse(data) as StatusEvent;
          const awaited = arrivals.get(order.id);
          if (awaited && change.pedidoId === order.id && change.status === awaited.status) {
            awaited.at.push(now);
            if (awaited.at.length === perOrder) awaited.done();
          }
        };
        const onError = (error: Error) => {
          clearTimeout(timer);
          reject(error);
        };
        requests.push(openStream(agent, b.base, order.customer, order.id, onEvent, onError));
      });
    for (let slot = 0; slot < STREAMS; slot += 50)
      await Promise.all(Array.from({ length: Math.min(50, STREAMS - slot) }, (_, i) => open(slot + i)));
    if (opened !== STREAMS) throw new Error(`only ${opened} streams opened`);

    const first: number[] = [];
    const last: number[] = [];
    let missed = 0;
    for (const status of WALK)
      for (const order of orders) {
        let timer: NodeJS.Timeout | undefined;
        const reached = new Promise<void>((resolve) => {
          arrivals.set(order.id, { status, at: [], done: resolve });
          timer = setTimeout(resolve, EVENT_WAIT_MS);
        });
        const awaited = arrivals.get(order.id)!;
        const before = performance.now();
        await call(a.base, 'POST', '/api/operador/pedido/status', {
          headers: { 'x-operator-key': chave },
          body: { pedidoId: order.id, status },
        });
        await reached;
        clearTimeout(timer);
        arrivals.delete(order.id);
        if (awaited.at.length < perOrder) {
          if (++missed === 5) throw new Error('status changes stopped reaching the streams');
          continue;
        }
        first.push(Math.min(...awaited.at) - before);
        last.push(Math.max(...awaited.at) - before);
      }
    if (first.length === 0) throw new Error('no status change reached the streams');
    return {
      streams: opened,
      orders: ORDERS,
      changes: WALK.length * ORDERS,
      first: summary(first),
      last: summary(last),
      missed,
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    for (const api of started.reverse()) await api.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
