import type { OrderActor, OrderStatus } from '@comanda/domain';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/orders.ts';
import { fieldsOf } from '../../db/subquery.ts';
import { customerNamesQuery } from '../account/index.ts';
import { lockCoupon, releaseCouponForOrder } from '../coupons/index.ts';
import { giftCardDebitsOfOrder, lockGiftCards, releaseGiftCardsForOrder } from '../gift-cards/index.ts';
import { releaseBenefitsForOrder } from '../loyalty/index.ts';
import { type PaymentRow, paymentsOfKind } from '../payments/index.ts';
import { storeNamesQuery } from '../stores/index.ts';
import { insertPlaced, type OrderRow } from './insert-placed.ts';

export type { NewOrderLine, OrderRow, PlacedOrder } from './insert-placed.ts';

/** Everything GET pedido shows of one order. */
export interface OrderRecord {
  order: OrderRow;
  payment: PaymentRow;
  lines: Array<typeof t.orderLines.$inferSelect>;
  history: Array<{ status: OrderStatus; at: Date }>;
  giftCards: Array<{ numero: string; valor: number }>;
  store: { id: number; nome: string; tempoEntrega: number };
}

/** The orders `where` selects, newest first, each with everything GET pedido shows. */
async function recordsWhere(db: Db, where: SQL | undefined): Promise<OrderRecord[]> {
  const payment = paymentsOfKind(db, 'pedido');
  const store = storeNamesQuery(db);
  const rows = await db
    .select({ order: t.orders, payment: fieldsOf(payment), store: fieldsOf(store) })
    .from(t.orders)
    .innerJoin(payment, eq(payment.payableId, t.orders.id))
    .innerJoin(store, eq(store.id, t.orders.storeId))
    .where(where)
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, history, giftCards] = await Promise.all([
    db
      .select()
      .from(t.orderLines)
      .where(inArray(t.orderLines.orderId, ids))
      .orderBy(asc(t.orderLines.orderId), asc(t.orderLines.posicao)),
    db
      .select({
        orderId: t.orderStatusHistory.orderId,
        status: t.orderStatusHistory.status,
        at: t.orderStatusHistory.at,
      })
      .from(t.orderStatusHistory)
      .where(inArray(t.orderStatusHistory.orderId, ids))
      .orderBy(asc(t.orderStatusHistory.id)),
    // Only an order gift cards paid part of has debits to read.
    Promise.all(
      rows.map(({ order }) => (order.valorGiftCards > 0 ? giftCardDebitsOfOrder(db, order.id) : [])),
    ),
  ]);
  return rows.map((row, index) => ({
    ...row,
    lines: lines.filter((line) => line.orderId === row.order.id),
    history: history.filter((entry) => entry.orderId === row.order.id),
    giftCards: giftCards[index] ?? [],
  }));
}

/** Queries on orders, their lines, status history and payment. Every function takes the handle first. */
export const ordersRepository = {
  async byKey(db: Db, customerId: number, key: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.customerId, customerId), eq(t.orders.idempotencyKey, key)));
    return row ?? null;
  },

  /** A new order in one statement (see `insert-placed.ts`); null when the customer already used the key. */
  insertPlaced,

  /** Appends a status to the order's history; answers the entry's id (the event sequence). */
  async addHistory(
    tx: Db,
    orderId: number,
    status: OrderStatus,
    actor: OrderActor,
    at: Date,
  ): Promise<number> {
    const [row] = await tx
      .insert(t.orderStatusHistory)
      .values({ orderId, status, actor, at })
      .returning({ id: t.orderStatusHistory.id });
    return row!.id;
  },

  /** The order row locked for a status change (`for update`): concurrent changes queue behind it. */
  async lock(tx: Db, orderId: number): Promise<OrderRow | null> {
    const [row] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
    return row ?? null;
  },

  async setStatus(tx: Db, orderId: number, status: OrderStatus, at: Date): Promise<void> {
    await tx.update(t.orders).set({ status, updatedAt: at }).where(eq(t.orders.id, orderId));
  },

  /** The reason the store team gave for cancelling, kept for the customer to read. */
  async setCancelReason(tx: Db, orderId: number, motivo: string): Promise<void> {
    await tx.update(t.orders).set({ motivoCancelamento: motivo }).where(eq(t.orders.id, orderId));
  },

  async saveAnswer(db: Db, orderId: number, answer: NonNullable<OrderRow['resposta']>): Promise<void> {
    await db.update(t.orders).set({ resposta: answer }).where(eq(t.orders.id, orderId));
  },

  /** One of the customer's orders with everything GET pedido shows; another customer's order is null. */
  async record(db: Db, customerId: number | null, orderId: number): Promise<OrderRecord | null> {
    const [found] = await recordsWhere(
      db,
      customerId === null
        ? eq(t.orders.id, orderId)
        : and(eq(t.orders.id, orderId), eq(t.orders.customerId, customerId)),
    );
    return found ?? null;
  },

  /** Every order of the customer with everything GET pedido shows, newest first (the data export). */
  ofCustomer(db: Db, customerId: number): Promise<OrderRecord[]> {
    return recordsWhere(db, eq(t.orders.customerId, customerId));
  },

  lockGiftCards,
  lockCoupon,

  /**
   * Gives back what an unpaid order held: each gift-card debit not yet returned is credited to its card and marked
   * `estornado_em`; the coupon use is deleted and the coupon's `usos` decremented. Runs in the caller's transaction
   * with the order locked, so it happens once.
   */
  async release(tx: Db, orderId: number, at: Date): Promise<void> {
    await releaseGiftCardsForOrder(tx, orderId, at);
    await releaseCouponForOrder(tx, orderId);
    await releaseBenefitsForOrder(tx, orderId, at);
  },
};

/** The customer's orders, newest first, with what the history list shows. */
export async function orderHistory(db: Db, customerId: number, limit: number) {
  const store = storeNamesQuery(db);
  const rows = await db
    .select({
      id: t.orders.id,
      status: t.orders.status,
      createdAt: t.orders.createdAt,
      total: t.orders.total,
      valorGiftCards: t.orders.valorGiftCards,
      storeId: store.id,
      storeName: store.nome,
    })
    .from(t.orders)
    .innerJoin(store, eq(store.id, t.orders.storeId))
    .where(eq(t.orders.customerId, customerId))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
    .limit(limit);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: t.orderLines.orderId, nome: t.orderLines.nome, qtd: t.orderLines.qtd })
          .from(t.orderLines)
          .where(
            inArray(
              t.orderLines.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(t.orderLines.orderId), asc(t.orderLines.posicao));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) }));
}

/** The last status history entry's id of an order (the stream's event id). */
export async function lastStatusSeq(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ id: t.orderStatusHistory.id })
    .from(t.orderStatusHistory)
    .where(eq(t.orderStatusHistory.orderId, orderId))
    .orderBy(desc(t.orderStatusHistory.id))
    .limit(1);
  return row?.id ?? 0;
}

/** A store's orders placed on `isoDate` (São Paulo), newest first, with the customer's name and the payment. */
/**
 * The store team's view of orders: a store's orders of one day (São Paulo) for its board, or one of its orders
 * (the answer to a move), with the payment, the customer's name and the lines.
 */
export async function boardOrders(db: Db, storeId: number, scope: { isoDate: string } | { orderId: number }) {
  const payment = paymentsOfKind(db, 'pedido');
  const customer = customerNamesQuery(db);
  // the day as a range of instants, so that the (store, created_at) index finds its orders
  const chosen =
    'orderId' in scope
      ? eq(t.orders.id, scope.orderId)
      : sql`${t.orders.createdAt} >= (${scope.isoDate}::date::timestamp at time zone 'America/Sao_Paulo')
          and ${t.orders.createdAt} < ((${scope.isoDate}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;
  const rows = await db
    .select({ order: t.orders, payment: fieldsOf(payment), cliente: customer.nome })
    .from(t.orders)
    .innerJoin(payment, eq(payment.payableId, t.orders.id))
    .innerJoin(customer, eq(customer.id, t.orders.customerId))
    .where(and(eq(t.orders.storeId, storeId), chosen))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: t.orderLines.orderId, linha: t.orderLines.linha })
          .from(t.orderLines)
          .where(
            inArray(
              t.orderLines.orderId,
              rows.map((r) => r.order.id),
            ),
          )
          .orderBy(asc(t.orderLines.orderId), asc(t.orderLines.posicao));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const ofOrder = linesOf.get(line.orderId);
    if (ofOrder) ofOrder.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  return rows.map((row) => ({ ...row, lines: linesOf.get(row.order.id) ?? [] }));
}

/** Whether the order is the customer's. */
export async function isCustomersOrder(db: Db, customerId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.customerId, customerId)));
  return Boolean(row);
}

/** The store of one of the customer's orders; null when the order is not theirs (or does not exist). */
export async function customersOrderStore(
  db: Db,
  customerId: number,
  orderId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ storeId: t.orders.storeId })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.customerId, customerId)));
  return row?.storeId ?? null;
}

/** The statuses of an order under way: paid (or paid on delivery), neither completed nor cancelled. */
const UNDER_WAY: OrderStatus[] = [
  'Pendente',
  'Confirmado',
  'Em preparo',
  'Saiu para entrega',
  'Pronto para retirar',
];

/** The customer's orders under way, with what their Shinguru points are computed from (pending points). */
export async function ordersUnderWay(
  db: Db,
  customerId: number,
): Promise<{ storeId: number; total: number; frete: number }[]> {
  return db
    .select({ storeId: t.orders.storeId, total: t.orders.total, frete: t.orders.frete })
    .from(t.orders)
    .where(and(eq(t.orders.customerId, customerId), inArray(t.orders.status, UNDER_WAY)));
}

/** How many orders the customer has placed and not cancelled (first-order coupons). */
export async function placedOrderCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.orders)
    .where(and(eq(t.orders.customerId, customerId), ne(t.orders.status, 'Cancelado')));
  return row?.n ?? 0;
}
