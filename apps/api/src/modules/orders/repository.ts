import type { OrderActor, OrderStatus } from '@comanda/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { releaseCouponForOrder } from '../coupons/index.ts';
import { releaseGiftCardsForOrder } from '../gift-cards/index.ts';
import type { PaymentRow } from '../payments/index.ts';
import { runStatement } from './statements.ts';

export type OrderRow = typeof t.orders.$inferSelect;
export type NewOrderLine = Omit<typeof t.orderLines.$inferInsert, 'orderId'>;

/** An order's payment (kind 'pedido'), joined to it. */
const orderPayment = and(eq(t.payments.payableKind, 'pedido'), eq(t.payments.payableId, t.orders.id));

/** What `insertPlaced` writes: the rows of a new order as they will read back. */
export interface PlacedOrder {
  order: OrderRow;
  payment: PaymentRow;
  lines: readonly NewOrderLine[];
  history: { status: OrderStatus; actor: OrderActor; at: Date };
  notification: { titulo: string; mensagem: string };
}

/** Everything GET pedido shows of one order. */
export interface OrderRecord {
  order: OrderRow;
  payment: PaymentRow;
  lines: Array<typeof t.orderLines.$inferSelect>;
  history: Array<{ status: OrderStatus; at: Date }>;
  giftCards: Array<{ numero: string; valor: number }>;
  store: { id: number; nome: string; tempoEntrega: number };
}

/**
 * The new order's rows in one statement: $1–$19 and $37 the order, $20–$22 its first history entry, $23–$24 the
 * notification, $25 the lines (a JSON array), $26–$36 the payment.
 */
const INSERT_PLACED = `
  with o as (
    insert into orders (id, customer_id, brand_id, store_id, canal, status, idempotency_key, request_hash,
      valor_itens, frete, desconto, valor_gift_cards, total, coupon_id, cupom, endereco, cpf_nota, resposta,
      created_at, updated_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18::jsonb,
      $19::timestamptz, $37::timestamptz)
    on conflict (customer_id, idempotency_key) do nothing
    returning id, customer_id
  ),
  h as (
    insert into order_status_history (order_id, status, actor, at)
    select id, $20, $21, $22::timestamptz from o
    returning id
  ),
  n as (
    insert into notifications (customer_id, titulo, mensagem, created_at)
    select customer_id, $23, $24, $22::timestamptz from o
  ),
  l as (
    insert into order_lines (order_id, posicao, produto_cod, nome, qtd, preco_unitario, preco_total,
      desconto_total, linha)
    select o.id, l.posicao, l.produto_cod, l.nome, l.qtd, l.preco_unitario, l.preco_total, l.desconto_total, l.linha
    from o, jsonb_to_recordset($25::jsonb) as l(posicao int, produto_cod int, nome text, qtd int,
      preco_unitario int, preco_total int, desconto_total int, linha jsonb)
  ),
  p as (
    insert into payments (payable_kind, payable_id, customer_id, tipo, forma, bandeira, card_id, final, provider,
      valor, troco_para, status, chave, updated_at)
    select 'pedido', id, customer_id, $26, $27, $28, $29::int, $30, $31, $32::int, $33::int, $34, $35,
      $36::timestamptz from o
  )
  select id as seq from h
`;

/** Queries on orders, their lines, status history and payment. Every function takes the handle first. */
export const ordersRepository = {
  async byKey(db: Db, customerId: number, key: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.customerId, customerId), eq(t.orders.idempotencyKey, key)));
    return row ?? null;
  },

  /**
   * A new order in one statement (atomic on its own, or part of the caller's transaction): the order row, its first
   * status history entry, the customer's notification of it, its lines and its payment. Answers the history entry's
   * id (the event sequence), or null when the customer already used the key (nothing written: the first request
   * owns it; a concurrent one with the key waits on the unique index, then writes nothing).
   */
  async insertPlaced(tx: Db, placed: PlacedOrder): Promise<number | null> {
    const { order, payment, history, notification } = placed;
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    const lines = placed.lines.map((line) => ({
      posicao: line.posicao,
      produto_cod: line.produtoCod,
      nome: line.nome,
      qtd: line.qtd,
      preco_unitario: line.precoUnitario,
      preco_total: line.precoTotal,
      desconto_total: line.descontoTotal,
      linha: line.linha,
    }));
    const [row] = await runStatement<{ seq: number | string }>(tx, 'orders_insert_placed', INSERT_PLACED, [
      order.id,
      order.customerId,
      order.brandId,
      order.storeId,
      order.canal,
      order.status,
      order.idempotencyKey,
      order.requestHash,
      order.valorItens,
      order.frete,
      order.desconto,
      order.valorGiftCards,
      order.total,
      order.couponId,
      order.cupom,
      json(order.endereco),
      order.cpfNota,
      json(order.resposta),
      order.createdAt.toISOString(),
      history.status,
      history.actor,
      history.at.toISOString(),
      notification.titulo,
      notification.mensagem,
      JSON.stringify(lines),
      payment.tipo,
      payment.forma,
      payment.bandeira,
      payment.cardId,
      payment.final,
      payment.provider,
      payment.valor,
      payment.trocoPara,
      payment.status,
      payment.chave,
      payment.updatedAt.toISOString(),
      order.updatedAt.toISOString(),
    ]);
    return row ? Number(row.seq) : null;
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
