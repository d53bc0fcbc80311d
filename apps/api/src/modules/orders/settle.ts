import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderEvent } from '../../platform/order-events.ts';
import type { Clock } from '../../providers/clock.ts';
import { type OrderPaymentRow, ordersRepository as repo } from './repository.ts';
import { moveOrder } from './status.ts';

/** What a settled payment records: the provider's charge id, and why it was refused or expired. */
export interface PaymentOutcome {
  chargeId?: string | null;
  motivo?: string | null;
  motivoCodigo?: string | null;
}

/**
 * The only way a payment moves an order: each change locks the order row, checks the domain transition table for
 * the system actor and writes the status history in the same transaction — so a notification, a reconciliation
 * round and the placing request racing on one order change it once.
 */
export function paymentSettlement({
  db,
  clock,
  log,
  publish,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Called with each status change once its transaction has committed. */
  publish: (event: OrderEvent) => void;
}) {
  /** Runs `work` in a transaction and publishes the change it made, if any, after the commit. */
  async function changing<T>(work: (tx: Db, events: OrderEvent[]) => Promise<T>): Promise<T> {
    const events: OrderEvent[] = [];
    const result = await db.transaction((tx) => work(tx, events));
    for (const event of events) publish(event);
    return result;
  }

  return {
    /**
     * The provider confirmed the payment: 'Aguardando pagamento' → 'Pendente'. When the order was already cancelled
     * (a Pix paid after its expiry, a card approved after the round gave up on it) the payment becomes
     * 'estorno_pendente' in the same transaction and the answer is 'late': the caller asks the provider for the
     * refund, and reconciliation retries it until the provider confirms.
     */
    async paid(orderId: number, outcome: PaymentOutcome = {}): Promise<'paid' | 'already' | 'late'> {
      return changing(async (tx, events) => {
        const order = await repo.lock(tx, orderId);
        if (!order) return 'already';
        const payment = await repo.payment(tx, orderId);
        // Waiting, or given up on (refused, expired) by us before the provider's confirmation arrived.
        if (!payment || !['aguardando', 'recusado', 'expirado'].includes(payment.status)) return 'already';
        const charge = outcome.chargeId ? { chargeId: outcome.chargeId } : {};
        if (order.status === 'Cancelado') {
          await repo.updatePayment(tx, orderId, { status: 'estorno_pendente', ...charge }, clock());
          log.warn({ orderId }, 'payment confirmed for a cancelled order: its money goes back');
          return 'late';
        }
        await repo.updatePayment(tx, orderId, { status: 'aprovado', ...charge }, clock());
        const event = await moveOrder(tx, order, 'Pendente', 'system', clock());
        if (event) events.push(event);
        return event ? 'paid' : 'already';
      });
    },

    /**
     * The payment will not happen (refused, expired, never reached the provider): the order is cancelled and what
     * it held — gift-card debits, the coupon use — is given back, once.
     */
    async failed(
      orderId: number,
      status: Extract<OrderPaymentRow['status'], 'recusado' | 'expirado'>,
      outcome: PaymentOutcome = {},
    ): Promise<boolean> {
      return changing(async (tx, events) => {
        const order = await repo.lock(tx, orderId);
        if (order?.status !== 'Aguardando pagamento') return false;
        const now = clock();
        await repo.updatePayment(
          tx,
          orderId,
          {
            status,
            motivo: outcome.motivo ?? null,
            motivoCodigo: outcome.motivoCodigo ?? null,
            ...(outcome.chargeId ? { chargeId: outcome.chargeId } : {}),
          },
          now,
        );
        const event = await moveOrder(tx, order, 'Cancelado', 'system', now);
        if (event) events.push(event);
        await repo.release(tx, orderId, now);
        log.info({ orderId, status }, 'unpaid order cancelled and its gift cards and coupon released');
        return true;
      });
    },

    /** Nothing settled yet: the payment goes to the back of the reconciliation queue. */
    async touch(orderId: number, values: Partial<Pick<OrderPaymentRow, 'chargeId' | 'pixTxid'>> = {}) {
      await repo.updatePayment(db, orderId, values, clock());
    },
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
