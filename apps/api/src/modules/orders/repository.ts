import type { OrderActor, OrderStatus } from '@comanda/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { releaseCouponForOrder } from '../coupons/index.ts';
import { releaseGiftCardsForOrder } from '../gift-cards/index.ts';
import type { PaymentRow } from '../payments/index.ts';
import { insertPlaced, type OrderRow } from './insert-placed.ts';

export type { NewOrderLine, OrderRow, PlacedOrder } from './insert-placed.ts';

/** An order's payment (kind 'pedido'), joined to it. */
const orderPayment = and(eq(t.payments.payableKind, 'pedido'), eq(t.payments.payableId, t.orders.id));

/** Everything GET pedido shows of one order. */
export interface OrderRecord {
  order: OrderRow;
  payment: PaymentRow;
  lines: Array<typeof t.orderLines.$inferSelect>;
  history: Array<{ status: OrderStatus; at: Date }>;
  giftCards: Array<{ numero: string; valor: number }>;
  store: { id: number; nome: string; tempoEntrega: number };
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
    const [row] = await db
      .select({
        order: t.orders,
        payment: t.payments,
        store: { id: t.stores.id, nome: t.stores.nome, tempoEntrega: t.stores.tempoEntrega },
      })
      .from(t.orders)
      .innerJoin(t.payments, orderPayment)
      .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
      .where(
        customerId === null
          ? eq(t.orders.id, orderId)
          : and(eq(t.orders.id, orderId), eq(t.orders.customerId, customerId)),
      );
    if (!row) return null;
    const [lines, history, giftCards] = await Promise.all([
      db
        .select()
        .from(t.orderLines)
        .where(eq(t.orderLines.orderId, orderId))
        .orderBy(asc(t.orderLines.posicao)),
      db
        .select({ status: t.orderStatusHistory.status, at: t.orderStatusHistory.at })
        .from(t.orderStatusHistory)
        .where(eq(t.orderStatusHistory.orderId, orderId))
        .orderBy(asc(t.orderStatusHistory.id)),
      db
        .select({ numero: t.giftCards.numero, valor: t.giftCardDebits.valor })
        .from(t.giftCardDebits)
        .innerJoin(t.giftCards, eq(t.giftCards.id, t.giftCardDebits.cardId))
        .where(eq(t.giftCardDebits.orderId, orderId))
        .orderBy(asc(t.giftCardDebits.id)),
    ]);
    return { ...row, lines, history, giftCards };
  },

  /** Gift cards locked in id order (so concurrent orders never deadlock), with their balances now. */
  async lockGiftCards(tx: Db, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: t.giftCards.id, numero: t.giftCards.numero, saldo: t.giftCards.saldo })
      .from(t.giftCards)
      .where(inArray(t.giftCards.id, [...ids]))
      .orderBy(asc(t.giftCards.id))
      .for('update');
  },

  /** The coupon row locked (`for update`): concurrent orders with the coupon queue here, before anything else. */
  async lockCoupon(tx: Db, couponId: number): Promise<void> {
    await tx.select({ id: t.coupons.id }).from(t.coupons).where(eq(t.coupons.id, couponId)).for('update');
  },

  /**
   * Gives back what an unpaid order held: each gift-card debit not yet returned is credited to its card and marked
   * `estornado_em`; the coupon use is deleted and the coupon's `usos` decremented. Runs in the caller's transaction
   * with the order locked, so it happens once.
   */
  async release(tx: Db, orderId: number, at: Date): Promise<void> {
    await releaseGiftCardsForOrder(tx, orderId, at);
    await releaseCouponForOrder(tx, orderId);
  },
};

/** The customer's orders, newest first, with what the history list shows. */
export async function orderHistory(db: Db, customerId: number, limit: number) {
  const rows = await db
    .select({
      id: t.orders.id,
      status: t.orders.status,
      createdAt: t.orders.createdAt,
      total: t.orders.total,
      valorGiftCards: t.orders.valorGiftCards,
      storeId: t.stores.id,
      storeName: t.stores.nome,
    })
    .from(t.orders)
    .innerJoin(t.stores, eq(t.stores.id, t.orders.storeId))
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
export async function boardOrders(db: Db, storeId: number, isoDate: string) {
  const rows = await db
    .select({ order: t.orders, payment: t.payments, cliente: t.customers.nome })
    .from(t.orders)
    .innerJoin(t.payments, orderPayment)
    .innerJoin(t.customers, eq(t.customers.id, t.orders.customerId))
    .where(
      and(
        eq(t.orders.storeId, storeId),
        sql`(${t.orders.createdAt} at time zone 'America/Sao_Paulo')::date = ${isoDate}::date`,
      ),
    )
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
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.order.id) }));
}
