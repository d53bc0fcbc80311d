import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { type Customer, call, OPEN_STORE, orderBody } from '../fixtures.ts';
import { readEvents } from '../sse.ts';
import { sleep } from './cluster.ts';

/**
 * Customers following their orders live during a drill (GET /api/pedido/eventos through the balancer) while the
 * store team moves those orders on. Each stream reconnects as the app's does (after the server's `retry:`, with
 * Last-Event-ID) when its process dies, drains or drops it; at the end every stream must have seen every status
 * of its order's history, and the last one.
 */
export interface Followers {
  /** Moves every followed order through WALK, one step of every order every `stepMs`. */
  walk(stepMs: number): Promise<void>;
  /** Waits until every stream is at its order's last status, then checks what each saw. */
  check(databaseUrl: string): Promise<FollowerFigures>;
  close(): void;
}

export interface FollowerFigures {
  streams: number;
  /** Status changes the store team made. */
  changes: number;
  /** Connections opened again after a drop. */
  reconnections: number;
  /** Streams that missed a status of their order's history, or never reached its last one. */
  missed: number;
  /** Store team's tries that failed and were sent again. */
  storeRetries: number;
}

/** How the store team walks each order, after 'Pendente' (a cash order starts there). */
const WALK = ['Confirmado', 'Em preparo', 'Saiu para entrega', 'Concluído'] as const;

interface Stream {
  orderId: number;
  customer: Customer;
  /** Every status seen: the history of each `pedido` snapshot and each `status` event. */
  seen: Set<string>;
  last: string;
  lastEventId: string;
  retryMs: number;
  request: http.ClientRequest | null;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** Places `orders` cash orders (one per customer) and opens `streams` streams on them, evenly. */
export async function follow(options: {
  base: string;
  databaseUrl: string;
  customers: Customer[];
  total: number;
  orders: number;
  streams: number;
}): Promise<Followers> {
  const { base } = options;
  const orders: Array<{ id: number; customer: Customer }> = [];
  for (const customer of options.customers.slice(0, options.orders)) {
    const placed = await call<{ id: number }>(base, 'POST', '/api/pedido', {
      headers: { authorization: `Bearer ${customer.jwt}`, 'idempotency-key': randomUUID() },
      body: orderBody(customer.addressId, options.total),
      expect: 201,
    });
    orders.push({ id: placed.id, customer });
  }
  const { chave } = await call<{ chave: string }>(
    base,
    'POST',
    `/api/dev/operador/chave?lojaId=${OPEN_STORE}`,
    {
      expect: 201,
    },
  );
  let closed = false;
  let reconnections = 0;
  let changes = 0;
  let storeRetries = 0;
  const streams: Stream[] = Array.from({ length: options.streams }, (_, i) => ({
    ...orders[i % orders.length]!,
    orderId: orders[i % orders.length]!.id,
    seen: new Set<string>(),
    last: '',
    lastEventId: '',
    retryMs: 3_000,
    request: null,
  }));

  const connect = (stream: Stream, opened?: () => void) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${stream.customer.jwt}`,
      accept: 'text/event-stream',
      ...(stream.lastEventId ? { 'last-event-id': stream.lastEventId } : {}),
    };
    let over = false;
    const dropped = () => {
      if (over) return;
      over = true;
      stream.request = null;
      if (closed) return;
      reconnections += 1;
      setTimeout(() => connect(stream), stream.retryMs);
    };
    const req = http.get(
      `${base}/api/pedido/eventos?pedidoId=${stream.orderId}`,
      { agent, headers },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', dropped);
          return;
        }
        readEvents(res, ({ event, data, id, retry }) => {
          if (id !== undefined) stream.lastEventId = id;
          if (retry !== undefined) stream.retryMs = retry;
          if (event === 'pedido') {
            const order = JSON.parse(data) as {
              status: string;
              historicoStatus: Array<{ status: string }>;
            };
            for (const entry of order.historicoStatus) stream.seen.add(entry.status);
            stream.last = order.status;
            opened?.();
          } else if (event === 'status') {
            const change = JSON.parse(data) as { status: string };
            stream.seen.add(change.status);
            stream.last = change.status;
          }
        });
        res.on('close', dropped);
      },
    );
    req.on('error', dropped);
    stream.request = req;
  };

  // opened 50 at a time, each waiting for its first event
  for (let i = 0; i < streams.length; i += 50)
    await Promise.all(
      streams.slice(i, i + 50).map((stream) => new Promise<void>((resolve) => connect(stream, resolve))),
    );

  const database = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  const statusOf = async (orderId: number) =>
    (await database.query<{ status: string }>('select status from orders where id = $1', [orderId])).rows[0]
      ?.status;
  /**
   * One status change, sent again until the order is in that status: a try that failed may still have been
   * applied (its answer lost or late), which the order's status in the database tells.
   */
  const move = async (orderId: number, status: string) => {
    for (const deadline = Date.now() + 60_000; ; ) {
      if (Date.now() > deadline) throw new Error(`order ${orderId} never reached ${status}`);
      const res = await fetch(`${base}/api/operador/pedido/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-key': chave },
        body: JSON.stringify({ pedidoId: orderId, status }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (res?.ok) return;
      const now = await statusOf(orderId).catch(() => undefined);
      if (now === status) return;
      if (res && res.status < 500 && res.status !== 429 && res.status !== 409)
        throw new Error(`status ${status} of order ${orderId}: ${res.status}`);
      storeRetries += 1;
      await sleep(300);
    }
  };

  return {
    async walk(stepMs) {
      for (const status of WALK) {
        const step = sleep(stepMs);
        await Promise.all(orders.map((order) => move(order.id, status)));
        changes += orders.length;
        await step;
      }
    },
    async check(databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const history = new Map<number, string[]>();
      try {
        const rows = await client.query<{ order_id: number; status: string }>(
          'select order_id, status from order_status_history where order_id = any($1) order by id',
          [orders.map((o) => o.id)],
        );
        for (const row of rows.rows)
          history.set(row.order_id, [...(history.get(row.order_id) ?? []), row.status]);
      } finally {
        await client.end();
      }
      const lastOf = (stream: Stream) => history.get(stream.orderId)?.at(-1);
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && streams.some((s) => s.last !== lastOf(s))) await sleep(200);
      const missed = streams.filter(
        (s) => s.last !== lastOf(s) || (history.get(s.orderId) ?? []).some((status) => !s.seen.has(status)),
      ).length;
      return { streams: streams.length, changes, reconnections, missed, storeRetries };
    },
    close() {
      closed = true;
      void database.end();
      for (const stream of streams) stream.request?.destroy();
      agent.destroy();
    },
  };
}
