import { canTransition, type OrderStatus } from '@comanda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import { type OrderPaymentRow, ordersRepository as repo } from './repository.ts';

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
export function paymentSettlement({ db, clock, log }: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  /** Moves a locked order to `to` when the table allows it; false (and nothing written) otherwise. */
  async function move(tx: Db, orderId: number, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    if (!canTransition(from, to, 'system')) return false;
    const now = clock();
    await repo.setStatus(tx, orderId, to, now);
    await repo.addHistory(tx, orderId, to, 'system', now);
    return true;
  }

  return {
    /**
     * The provider confirmed the payment: 'Aguardando pagamento' → 'Pendente'. Answers 'late' when the order was
     * already cancelled (a Pix paid after its expiry): the caller must return that money.
     */
    async paid(orderId: number, outcome: PaymentOutcome = {}): Promise<'paid' | 'already' | 'late'> {
      return db.transaction(async (tx) => {
        const order = await repo.lock(tx, orderId);
        if (!order) return 'already';
        const payment = await repo.payment(tx, orderId);
        if (payment?.status === 'aprovado' || payment?.status === 'estornado') return 'already';
        await repo.updatePayment(
          tx,
          orderId,
          { status: 'aprovado', ...(outcome.chargeId ? { chargeId: outcome.chargeId } : {}) },
          clock(),
        );
        if (await move(tx, orderId, order.status, 'Pendente')) return 'paid';
        return order.status === 'Cancelado' ? 'late' : 'already';
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
      return db.transaction(async (tx) => {
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
        await move(tx, orderId, order.status, 'Cancelado');
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
