import type { OrderActor, OrderStatus } from '@comanda/domain';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export type OrderRow = typeof t.orders.$inferSelect;
export type NewOrder = typeof t.orders.$inferInsert;
export type OrderPaymentRow = typeof t.orderPayments.$inferSelect;
export type NewOrderPayment = typeof t.orderPayments.$inferInsert;
export type NewOrderLine = Omit<typeof t.orderLines.$inferInsert, 'orderId'>;

/** Everything GET pedido shows of one order. */
export interface OrderRecord {
  order: OrderRow;
  payment: OrderPaymentRow;
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

  /** Inserts the order unless the customer already used the key: null then (the first request owns it). */
  async insert(tx: Db, values: NewOrder): Promise<OrderRow | null> {
    const [row] = await tx
      .insert(t.orders)
      .values(values)
      .onConflictDoNothing({ target: [t.orders.customerId, t.orders.idempotencyKey] })
      .returning();
    return row ?? null;
  },

  async insertLines(tx: Db, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
    if (lines.length > 0) await tx.insert(t.orderLines).values(lines.map((line) => ({ ...line, orderId })));
  },

  async insertPayment(tx: Db, values: NewOrderPayment): Promise<void> {
    await tx.insert(t.orderPayments).values(values);
  },

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

  async payment(db: Db, orderId: number): Promise<OrderPaymentRow | null> {
    const [row] = await db.select().from(t.orderPayments).where(eq(t.orderPayments.orderId, orderId));
    return row ?? null;
  },

  async updatePayment(
    tx: Db,
    orderId: number,
    values: Partial<Omit<NewOrderPayment, 'orderId'>>,
    at: Date,
  ): Promise<void> {
    await tx
      .update(t.orderPayments)
      .set({ ...values, updatedAt: at })
      .where(eq(t.orderPayments.orderId, orderId));
  },

  async saveAnswer(db: Db, orderId: number, answer: NonNullable<OrderRow['resposta']>): Promise<void> {
    await db.update(t.orders).set({ resposta: answer }).where(eq(t.orders.id, orderId));
  },

  async byPixTxid(db: Db, txid: string): Promise<OrderPaymentRow | null> {
    const [row] = await db.select().from(t.orderPayments).where(eq(t.orderPayments.pixTxid, txid));
    return row ?? null;
  },

  /** Payments still waiting for the provider or the customer, last touched before `before`, oldest first. */
  async waiting(db: Db, before: Date, limit: number): Promise<OrderPaymentRow[]> {
    return db
      .select()
      .from(t.orderPayments)
      .where(and(eq(t.orderPayments.status, 'aguardando'), lte(t.orderPayments.updatedAt, before)))
      .orderBy(asc(t.orderPayments.updatedAt))
      .limit(limit);
  },

  /** One of the customer's orders with everything GET pedido shows; another customer's order is null. */
  async record(db: Db, customerId: number | null, orderId: number): Promise<OrderRecord | null> {
    const [row] = await db
      .select({
        order: t.orders,
        payment: t.orderPayments,
        store: { id: t.stores.id, nome: t.stores.nome, tempoEntrega: t.stores.tempoEntrega },
      })
      .from(t.orders)
      .innerJoin(t.orderPayments, eq(t.orderPayments.orderId, t.orders.id))
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
    const debits = await tx
      .update(t.giftCardDebits)
      .set({ estornadoEm: at })
      .where(and(eq(t.giftCardDebits.orderId, orderId), isNull(t.giftCardDebits.estornadoEm)))
      .returning({ cardId: t.giftCardDebits.cardId, valor: t.giftCardDebits.valor });
    for (const debit of debits.sort((a, b) => a.cardId - b.cardId))
      await tx
        .update(t.giftCards)
        .set({ saldo: sql`${t.giftCards.saldo} + ${debit.valor}` })
        .where(eq(t.giftCards.id, debit.cardId));
    const uses = await tx
      .delete(t.couponUses)
      .where(eq(t.couponUses.orderId, orderId))
      .returning({ couponId: t.couponUses.couponId });
    for (const use of uses)
      await tx
        .update(t.coupons)
        .set({ usos: sql`greatest(${t.coupons.usos} - 1, 0)` })
        .where(eq(t.coupons.id, use.couponId));
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
    .select({ order: t.orders, payment: t.orderPayments, cliente: t.customers.nome })
    .from(t.orders)
    .innerJoin(t.orderPayments, eq(t.orderPayments.orderId, t.orders.id))
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

/** Paid card or Pix payments of cancelled orders that still wait for their refund. */
export async function refundsDue(db: Db, limit: number): Promise<OrderPaymentRow[]> {
  return db
    .select({ payment: t.orderPayments })
    .from(t.orderPayments)
    .innerJoin(t.orders, eq(t.orders.id, t.orderPayments.orderId))
    .where(
      and(
        eq(t.orders.status, 'Cancelado'),
        eq(t.orderPayments.status, 'aprovado'),
        inArray(t.orderPayments.tipo, ['cartao', 'pix']),
      ),
    )
    .limit(limit)
    .then((rows) => rows.map((row) => row.payment));
}
