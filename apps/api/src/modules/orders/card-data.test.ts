import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { simulatePixPayment } from '../../providers/pix/index.ts';
import { queryRows } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import {
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  paymentOf,
  placer,
  reader,
  saveCard,
} from './testing.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const { app, api, database, db } = await orderingApp(
  { LOG_LEVEL: 'trace', AUTH_RATE_LIMIT_MAX: '1000' },
  { logStream },
);
const place = placer(app);
const read = reader(app);

/** Every card number and CVV the flows below type; each CVV is one no other data of the test holds. */
const typed = [
  { numero: '4000 0000 0000 0010', cvv: '737', outcome: 201 }, // approved
  { numero: '4000 0000 0000 1042', cvv: '291', outcome: 422 }, // declined
  { numero: '4000 0000 0000 1083', cvv: '583', outcome: 422 }, // expired: flagged unusable
  { numero: '4000 0000 0000 1067', cvv: '472', outcome: 422 }, // cancelled: flagged unusable
  { numero: '4000 0000 0000 1075', cvv: '265', outcome: 422 }, // blocked
  { numero: '4000 0000 0000 1018', cvv: '904', outcome: 422 }, // card problem
  { numero: '4000 0000 0000 0036', cvv: '619', outcome: 201 }, // processing, then approved
  { numero: '4000 0000 0000 0044', cvv: '947', outcome: 201 }, // processing, then refused
  { numero: '4000 0000 0000 1026', cvv: '358', outcome: 201 }, // time-out, then refused
  { numero: '3782 822463 10005', cvv: '8164', outcome: 422 }, // Amex, declined (last digit 5)
];
const digitsOf = (numero: string) => numero.replace(/\D/g, '');

/** A CVV as a whole value: not inside a longer number, a time's fraction or a hex token. */
const cvvPattern = (cvv: string) => `(^|[^0-9A-Za-z.])${cvv}($|[^0-9A-Za-z.])`;
/** A field or word named cvv — not the three letters inside random key material (the Web Push key pair). */
const CVV_FIELD = '(^|[^0-9A-Za-z])cvv($|[^0-9A-Za-z])';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every row of every table, cast to text, by table: a full dump of the test's database. */
async function dump(target: Db): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ table_schema: string; table_name: string }>(
    target,
    sql`select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const rows = new Map<string, string[]>();
  for (const t of tables) {
    const found = await queryRows<{ row: string }>(
      target,
      sql`select r::text as row from ${sql.identifier(t.table_schema)}.${sql.identifier(t.table_name)} r`,
    );
    rows.set(
      `${t.table_schema}.${t.table_name}`,
      found.map((r) => r.row),
    );
  }
  return rows;
}

/** Tables of the dump with a row matching `pattern` (case-insensitive). */
function tablesMatching(rows: Map<string, string[]>, pattern: string): string[] {
  const regex = new RegExp(pattern, 'i');
  return [...rows].filter(([, texts]) => texts.some((text) => regex.test(text))).map(([table]) => table);
}

async function leaks(): Promise<Record<string, string[]>> {
  const rows = await dump(db);
  const found: Record<string, string[]> = {};
  const patterns = [
    ...typed.flatMap((c) => [digitsOf(c.numero), literal(c.numero)]),
    ...typed.map((c) => cvvPattern(c.cvv)),
    CVV_FIELD,
  ];
  for (const pattern of new Set(patterns)) {
    const tables = tablesMatching(rows, pattern);
    if (tables.length) found[pattern] = tables;
  }
  return found;
}

function logLeaks(): string[] {
  const output = lines.join('');
  const found: string[] = [];
  for (const card of typed) {
    for (const number of [digitsOf(card.numero), card.numero])
      if (output.includes(number)) found.push(number);
    if (new RegExp(cvvPattern(card.cvv)).test(output)) found.push(`cvv ${card.cvv}`);
  }
  for (const match of output.matchAll(/"cvv"\s*:\s*("[^"]*"|[^,}\s]+)/gi))
    if (match[1] !== '"[redacted]"') found.push(match[0]);
  return found;
}

describe('card numbers and CVVs in order placement', () => {
  it('are found in no table of a full dump and no log line after every payment flow', async () => {
    const bodies: string[] = [];
    const orderIds: number[] = [];
    for (const card of typed) {
      const me = await orderingCustomer(app, database);
      const id = await saveCard(app, me.token, card.numero, { cvv: card.cvv });
      const body = orderBody(me.addressId, { tipo: 'cartao', cartao_id: id }, ONE_NIGUIRI_TOTAL);
      const key = randomUUID();
      const res = await place(me.token, body, key);
      expect(res.statusCode, `${card.numero}: ${res.body}`).toBe(card.outcome);
      const orderId = res.json().data.id ?? res.json().data.pedidoId;
      orderIds.push(orderId);
      bodies.push(res.body, (await place(me.token, body, key)).body, (await read(me.token, orderId)).body);
    }
    await api.payments.reconcile();
    const pix = await orderingCustomer(app, database);
    const pixOrder = await place(pix.token, orderBody(pix.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL));
    const paid = await simulatePixPayment(api.pix, (await paymentOf(db, pixOrder.json().data.id)).pixTxid!);
    if (paid.outcome !== 'paid') throw new Error(paid.outcome);
    const notified = await app.inject({
      method: 'POST',
      url: '/api/pix/notificacao',
      remoteAddress: uniqueIp(),
      headers: paid.notification.headers,
      payload: paid.notification.rawBody,
    });
    expect(notified.statusCode).toBe(200);

    // The flows ran: the processing cards settled, and orders were logged.
    const statuses = await queryRows<{ status: string }>(
      db,
      sql`select status from orders where id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    );
    expect(statuses.map((r) => r.status)).toEqual([
      'Pendente',
      'Cancelado',
      'Cancelado',
      'Cancelado',
      'Cancelado',
      'Cancelado',
      'Pendente',
      'Cancelado',
      'Cancelado',
      'Cancelado',
    ]);
    expect(lines.some((line) => line.includes('/api/pedido'))).toBe(true);

    expect(await leaks()).toEqual({});
    expect(logLeaks()).toEqual([]);
    for (const body of bodies) for (const card of typed) expect(body).not.toContain(digitsOf(card.numero));
    // The check itself finds what it looks for: the last four digits are kept, on purpose.
    expect(tablesMatching(await dump(db), '0005')).toContain('public.payments');
  }, 60_000); // Ten card flows, a Pix and a full dump: seconds, with room for a loaded machine.
});
