import type { OperatorOrderWire, OrderSummaryWire, OrderWire } from '@comanda/contract';
import { type OrderStatus, toMoney, toStoreTime } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { OrderEvent, OrderEventBus } from '../../platform/order-events.ts';
import type { Clock } from '../../providers/clock.ts';
import type { BagService } from '../bag/index.ts';
import type { CardsService } from '../cards/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { type AuditActor, audit } from '../staff/index.ts';
import { orderPayable } from './payable.ts';
import { orderPlacing } from './placing.ts';
import { boardOrders, lastStatusSeq, orderHistory, ordersRepository as repo } from './repository.ts';
import { moveOrder } from './status.ts';
import { ORDER_MESSAGES } from './texts.ts';
import { toOperatorOrder, toOrderWire } from './wire.ts';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  bag: Pick<BagService, 'quote'>;
  cards: Pick<CardsService, 'forCharge'>;
  payments: PaymentsService;
  events: Pick<OrderEventBus, 'publish'>;
  /** The loyalty programme: credits a completed order, reverses it, tells what an order earned. */
  loyalty: Pick<LoyaltyService, 'creditCompletedOrder' | 'reverseOrderCredit' | 'pointsOfOrder'>;
}

/**
 * Orders (§3 Order): placing one from a bag exactly once, reading it, and settling its payment from the
 * provider's answer, a Pix notification or reconciliation (docs/orders.md).
 */
export function ordersService(deps: OrdersDeps) {
  const { db, clock } = deps;
  const publish = (event: OrderEvent) => deps.events.publish(event);
  deps.payments.register(orderPayable({ clock, publish }));

  async function wire(orderId: number): Promise<OrderWire> {
    const record = await repo.record(db, null, orderId);
    if (!record) throw new Error(`order ${orderId} vanished`);
    return toOrderWire(record);
  }

  const placing = orderPlacing({
    db,
    clock,
    bag: deps.bag,
    cards: deps.cards,
    payments: deps.payments,
    publish,
    wire,
  });

  return {
    /**
     * POST pedido: places the bag as an order exactly once per Idempotency-Key. A replay gets the first answer;
     * the same key with another body is a 409. Refusals before anything is held place nothing.
     */
    place: placing.place,

    /** The order and the id of its last status change, for a stream's first event. */
    async snapshot(customerId: number, orderId: number) {
      const [order, seq] = await Promise.all([this.get(customerId, orderId), lastStatusSeq(db, orderId)]);
      return { order, seq };
    },

    /** GET pedidos: the customer's orders, newest first (the last 50). */
    async history(customerId: number): Promise<OrderSummaryWire[]> {
      const rows = await orderHistory(db, customerId, 50);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        criado_em: row.createdAt.toISOString(),
        total: toMoney(row.total + row.valorGiftCards),
        loja: { id: row.storeId, nome: row.storeName },
        resumo: row.lines.map((line) => `${line.qtd}x ${line.nome}`).join(', '),
        qtd: row.lines.reduce((sum, line) => sum + line.qtd, 0),
      }));
    },

    /** The store team's board: the store's orders of today (São Paulo), newest first. */
    async board(storeId: number): Promise<OperatorOrderWire[]> {
      const rows = await boardOrders(db, storeId, { isoDate: toStoreTime(clock()).isoDate });
      return rows.map(toOperatorOrder);
    },

    /**
     * The store team moves one of its orders (transition table, actor 'store'); another store's order is a 404 and
     * a move the table does not allow a 409. Cancelling gives back the gift cards and the coupon, and refunds a paid
     * card or Pix through the payment interface ('estorno_pendente' until the provider confirms; reconciliation
     * retries it). A move made with a staff session (`staff`) is also written to the audit log, in the same
     * transaction; a kiosk key's is in the order's status history only.
     */
    async storeMove(
      storeId: number,
      orderId: number,
      to: OrderStatus,
      motivo?: string,
      staff?: AuditActor,
    ): Promise<OperatorOrderWire> {
      const changed = await db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (order?.storeId !== storeId) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
        const now = clock();
        const ref = { payableKind: 'pedido', payableId: orderId } as const;
        // Marked to go back before the move, which says how much goes back; a refused move rolls it back.
        const estorno = to === 'Cancelado' ? await deps.payments.refundLater(tx, ref) : null;
        const moved = await moveOrder(tx, order, to, 'store', now, { motivo: motivo || null, estorno });
        if (!moved)
          throw new HttpError(
            409,
            'order_transition_invalid',
            ORDER_MESSAGES.transitionInvalid(order.status, to),
          );
        if (to === 'Cancelado') {
          await repo.release(tx, orderId, now);
          if (motivo) await repo.setCancelReason(tx, orderId, motivo);
        }
        // Completed: its points, once (the order row is locked, and the ledger entry's key is the order's).
        if (to === 'Concluído') await deps.loyalty.creditCompletedOrder(tx, order, now);
        if (staff)
          await audit(
            tx,
            staff,
            'pedido.status',
            'pedido',
            orderId,
            { status: order.status },
            {
              status: to,
              ...(motivo ? { motivo } : {}),
            },
          );
        return { moved, refund: estorno !== null };
      });
      publish(changed.moved);
      if (changed.refund) await deps.payments.refundNow({ payableKind: 'pedido', payableId: orderId });
      const [row] = await boardOrders(db, storeId, { orderId });
      if (!row) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
      return toOperatorOrder(row);
    },

    /** GET pedido: one of the customer's orders; anyone else's is a 404. */
    async get(customerId: number, orderId: number): Promise<OrderWire> {
      const record = await repo.record(db, customerId, orderId);
      if (!record) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
      const pontosShinguru =
        record.order.status === 'Concluído' ? await deps.loyalty.pointsOfOrder(db, orderId) : null;
      return toOrderWire({ ...record, pontosShinguru });
    },

    /**
     * The store team takes back the points one of its completed orders earned (a refund after completion, or a
     * correction): a reversing ledger entry, under the order's lock. Answers the points taken back (negative).
     */
    async reversePoints(
      storeId: number,
      orderId: number,
      motivo: string,
      staff?: AuditActor,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (order?.storeId !== storeId) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
        const pontos = await deps.loyalty.reverseOrderCredit(tx, orderId, motivo, clock());
        if (staff)
          await audit(tx, staff, 'pedido.estorno_pontos', 'pedido', orderId, null, { pontos, motivo });
        return pontos;
      });
    },

    /** The order's Pix charge id, for the dev-only payment simulation. */
    async pixTxid(customerId: number, orderId: number): Promise<string | null> {
      const record = await repo.record(db, customerId, orderId);
      if (!record) throw new HttpError(404, 'order_not_found', ORDER_MESSAGES.notFound);
      return record.payment.tipo === 'pix' && record.payment.status === 'aguardando'
        ? record.payment.pixTxid
        : null;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
