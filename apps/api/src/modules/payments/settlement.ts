import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import type { AfterCommit, Payable } from './payables.ts';
import {
  type PaymentChanges,
  type PaymentRef,
  type PaymentRow,
  paymentRecords as records,
} from './records.ts';

/** What a settled payment records: the provider's charge id, and why it was refused or expired. */
export interface PaymentOutcome {
  chargeId?: string | null;
  motivo?: string | null;
  motivoCodigo?: string | null;
}

/** Statuses from which money confirmed by the provider is still taken in (or, given up on, given back). */
const UNSETTLED = new Set<PaymentRow['status']>(['aguardando', 'recusado', 'expirado']);

/**
 * The only way a payment's status moves, for every payable: each change locks the payable, then the payment, in
 * one transaction, and tells the payable in it — so a notification, a reconciliation round and the request that
 * started the payment, racing on one payment, settle it once.
 */
export function paymentSettlement({
  db,
  clock,
  log,
  payableOf,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  payableOf: (payment: PaymentRef) => Payable;
}) {
  async function settling<T>(
    ref: PaymentRef,
    work: (tx: Db, payment: PaymentRow, waiting: boolean, payable: Payable) => Promise<[T, AfterCommit?]>,
    otherwise: T,
  ): Promise<T> {
    const payable = payableOf(ref);
    let after: AfterCommit;
    const result = await db.transaction(async (tx) => {
      const waiting = await payable.lock(tx, ref.payableId);
      const payment = waiting === null ? null : await records.lock(tx, ref);
      if (!payment) return otherwise;
      const [answer, then] = await work(tx, payment, waiting === true, payable);
      after = then;
      return answer;
    });
    after?.();
    return result;
  }

  return {
    /**
     * The provider confirmed the money. A payable still waiting is paid ('paid'). One given up on (its payment
     * refused or expired by us, or the order cancelled) gets its payment 'estorno_pendente' in the same
     * transaction and the answer is 'late': the caller asks the provider for the refund, and reconciliation
     * retries it until the provider confirms.
     */
    async paid(ref: PaymentRef, outcome: PaymentOutcome = {}): Promise<'paid' | 'already' | 'late'> {
      return settling(
        ref,
        async (tx, payment, waiting, payable) => {
          if (!UNSETTLED.has(payment.status)) return ['already'];
          const charge = outcome.chargeId ? { chargeId: outcome.chargeId } : {};
          const now = clock();
          if (payment.status !== 'aguardando' || !waiting) {
            await records.update(tx, ref, { status: 'estorno_pendente', ...charge }, now);
            log.warn(
              { payable: ref.payableKind, id: ref.payableId },
              'payment confirmed after its payable was given up on: its money goes back',
            );
            return ['late'];
          }
          await records.update(tx, ref, { status: 'aprovado', ...charge }, now);
          return ['paid', await payable.paid(tx, { ...payment, status: 'aprovado' }, now)];
        },
        'already',
      );
    },

    /**
     * The payment will not happen (refused, expired, never reached the provider): it records why, and a payable
     * still waiting is told (an order is cancelled and what it held given back), once.
     */
    async failed(
      ref: PaymentRef,
      status: Extract<PaymentRow['status'], 'recusado' | 'expirado'>,
      outcome: PaymentOutcome = {},
    ): Promise<boolean> {
      return settling(
        ref,
        async (tx, payment, waiting, payable) => {
          if (payment.status !== 'aguardando') return [false];
          const now = clock();
          const changes: PaymentChanges = {
            status,
            motivo: outcome.motivo ?? null,
            motivoCodigo: outcome.motivoCodigo ?? null,
            ...(outcome.chargeId ? { chargeId: outcome.chargeId } : {}),
          };
          await records.update(tx, ref, changes, now);
          log.info({ payable: ref.payableKind, id: ref.payableId, status }, 'payment will not happen');
          return [true, waiting ? await payable.failed(tx, { ...payment, status }, now) : undefined];
        },
        false,
      );
    },

    /**
     * A paid payable given up on after its payment (a store cancelling a paid order), in the caller's
     * transaction with the payable locked: its payment becomes 'estorno_pendente', so the refund asked right after
     * the commit — or by reconciliation, after a crash — happens. Answers the centavos to give back (null: none).
     */
    async refundLater(tx: Db, ref: PaymentRef): Promise<number | null> {
      const payment = await records.lock(tx, ref);
      if (payment?.status !== 'aprovado' || (payment.tipo !== 'cartao' && payment.tipo !== 'pix'))
        return null;
      await records.update(tx, ref, { status: 'estorno_pendente' }, clock());
      return payment.valor - payment.valorEstornado;
    },

    /** Nothing settled yet: the payment goes to the back of the reconciliation queue. */
    async touch(ref: PaymentRef, values: Pick<PaymentChanges, 'chargeId' | 'pixTxid'> = {}) {
      await records.update(db, ref, values, clock());
    },
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
