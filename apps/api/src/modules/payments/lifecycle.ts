import { isRefundDue, type PayableKind } from '@comanda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import type { PixNotificationInput, PixProvider } from '../../providers/pix/index.ts';
import type { CardsService } from '../cards/index.ts';
import type { Payable } from './payables.ts';
import { type NewPayment, type PaymentRef, type PaymentRow, paymentRecords as records } from './records.ts';
import { moneyReturns } from './refunds.ts';
import { paymentRunner } from './runner.ts';
import { paymentSettlement } from './settlement.ts';

export interface PaymentLifecycleDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  cards: Pick<CardsService, 'gatewayOf' | 'recordRefusal'>;
  pix: PixProvider;
  pixExpirySeconds: number;
}

/**
 * Every payment's life, whatever it pays for (docs/payments.md): charge, Pix charge, the PSP's notifications,
 * settlement, reconciliation and refunds. Payables (orders, donations) register their callbacks and never talk to
 * a provider or write a payment.
 */
export function paymentLifecycle(deps: PaymentLifecycleDeps) {
  const { db, clock, log } = deps;
  const payables = new Map<PayableKind, Payable>();
  function payableOf(ref: PaymentRef): Payable {
    const payable = payables.get(ref.payableKind);
    if (!payable) throw new Error(`no payable registered for '${ref.payableKind}'`);
    return payable;
  }
  const settle = paymentSettlement({ db, clock, log, payableOf });
  const giveBack = moneyReturns({ gatewayOf: (name) => deps.cards.gatewayOf(name), pix: deps.pix, log });
  const runner = paymentRunner({ ...deps, settle, giveBack, payableOf });

  return {
    /** A payable's callbacks; one per kind. */
    register(payable: Payable): void {
      if (payables.has(payable.kind)) throw new Error(`payable '${payable.kind}' registered twice`);
      payables.set(payable.kind, payable);
    },

    /** A new payment, in the caller's transaction when it is given one (an order's, with its rows). */
    open: (db: Db, values: NewPayment) => records.insert(db, values),
    find: (ref: PaymentRef) => records.find(db, ref),
    chargeCard: runner.chargeCard,
    createPix: runner.createPix,
    refundLater: settle.refundLater,

    /**
     * Gives back a payment marked 'estorno_pendente' (or still 'aprovado') now; failures stay pending for the
     * reconciliation rounds. Never throws.
     */
    async refundNow(ref: PaymentRef): Promise<void> {
      const payment = await records.find(db, ref);
      if (!payment) return;
      await runner.refund(payment).catch((error: unknown) => {
        log.error({ err: error, payable: ref.payableKind, id: ref.payableId }, 'refund failed; will retry');
      });
    },

    /**
     * A PSP notification: verified by signature, then each Pix it reports is read back from the PSP and settles
     * the payment it belongs to, whatever its payable. The same notification twice settles once. False for a bad
     * signature.
     */
    async pixNotification(input: PixNotificationInput): Promise<boolean> {
      const verified = await deps.pix.verifyNotification(input);
      if (verified.outcome === 'rejected') {
        log.warn({ reason: verified.reason }, 'Pix notification rejected');
        return false;
      }
      for (const event of verified.events) {
        if (!event.txid) continue;
        const payment = await records.byPixTxid(db, event.txid);
        if (!payment) continue;
        const lookup = await deps.pix.getCharge(event.txid);
        if (lookup.outcome === 'found') await runner.settlePix(payment, lookup.charge);
      }
      return true;
    },

    /**
     * One reconciliation round: refunds still pending whose back-off has passed are asked again, and every payment
     * waiting longer than `olderThanMs` is asked about once. Answers how many waited.
     */
    async reconcile(olderThanMs = 0, limit = 200): Promise<number> {
      for (const payment of await records.refundsPending(db, limit))
        if (isRefundDue(payment.updatedAt, payment.estornoTentativas, clock()))
          await runner.refund(payment).catch((error: unknown) => failed(error, payment, 'refund'));
      const waiting = await records.waiting(db, new Date(clock().getTime() - olderThanMs), limit);
      for (const payment of waiting)
        await runner.reconcile(payment).catch((error: unknown) => failed(error, payment, 'reconciliation'));
      return waiting.length;
    },
  };

  function failed(error: unknown, payment: PaymentRow, what: string) {
    log.error({ err: error, payable: payment.payableKind, id: payment.payableId }, `payment ${what} failed`);
  }
}

export type PaymentLifecycle = ReturnType<typeof paymentLifecycle>;
