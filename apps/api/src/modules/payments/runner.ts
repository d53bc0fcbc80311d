import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import type { CardProviderName, ChargeResult, QueryChargeResult } from '../../providers/payments/index.ts';
import type { PixCharge, PixChargeResult, PixProvider } from '../../providers/pix/index.ts';
import type { CardsService, ChargeableCard } from '../cards/index.ts';
import type { Payable } from './payables.ts';
import { type PaymentRow, paymentRecords as records } from './records.ts';
import type { GiveBack } from './refunds.ts';
import type { PaymentSettlement } from './settlement.ts';

/** How long a charge the provider does not know may still be in flight before it counts as never made. */
const IN_FLIGHT_GRACE_MS = 120_000;

/** What the request that started a payment learns of it. */
export type PaymentStart =
  | { outcome: 'paid' }
  | { outcome: 'waiting' }
  | { outcome: 'refused'; code: string; message: string }
  | { outcome: 'failed'; code: string; message: string };

/**
 * Starts and settles card and Pix payments of every payable through the payment interfaces. Every call to a
 * provider carries the payment's own key (`chave`), so a retry, a reconciliation query or a second process never
 * charges twice; any outcome that is not final leaves the payment 'aguardando' for reconciliation.
 */
export function paymentRunner({
  db,
  cards,
  pix,
  giveBack,
  settle,
  payableOf,
  clock,
  log,
  pixExpirySeconds,
}: {
  db: Db;
  cards: Pick<CardsService, 'gatewayOf' | 'recordRefusal'>;
  pix: PixProvider;
  giveBack: GiveBack;
  settle: PaymentSettlement;
  payableOf: (payment: PaymentRow) => Payable;
  clock: Clock;
  log: FastifyBaseLogger;
  pixExpirySeconds: number;
}) {
  const refusedAs = (code: string, message: string): PaymentStart => ({ outcome: 'refused', code, message });

  /** Applies a card charge's (or query's) result to the payment. */
  async function settleCard(
    payment: PaymentRow,
    result: ChargeResult | QueryChargeResult,
  ): Promise<PaymentStart> {
    const texts = payableOf(payment).texts;
    switch (result.outcome) {
      case 'approved': {
        const settled = await settle.paid(payment, { chargeId: result.charge.chargeId });
        if (settled !== 'late') return { outcome: 'paid' };
        // A round gave up on this charge (and its payable) before the provider approved it.
        await refundLate(payment);
        return refusedAs('card_processing_error', texts.notCompleted);
      }
      case 'refused':
        await settle.failed(payment, 'recusado', {
          motivo: result.refusal.message,
          motivoCodigo: result.refusal.code,
          chargeId: result.reference.chargeId,
        });
        if (payment.cardId !== null)
          await cards.recordRefusal(payment.customerId, payment.cardId, result.refusal);
        return refusedAs(result.refusal.code, result.refusal.message);
      case 'not_found':
        if (clock().getTime() - payment.updatedAt.getTime() > IN_FLIGHT_GRACE_MS) {
          await settle.failed(payment, 'recusado', { motivo: texts.notCompleted });
          return refusedAs('card_processing_error', texts.notCompleted);
        }
        return { outcome: 'waiting' };
      case 'pending':
      case 'failed':
        if (result.outcome === 'failed')
          log.warn(
            { payable: payment.payableKind, id: payment.payableId, code: result.failure.code },
            'card charge failed; will reconcile',
          );
        await settle.touch(payment, result.reference.chargeId ? { chargeId: result.reference.chargeId } : {});
        return { outcome: 'waiting' };
    }
  }

  /** Applies a Pix charge as the PSP reports it; paid after its payable was given up on, the money goes back. */
  async function settlePix(payment: PaymentRow, charge: PixCharge): Promise<PaymentStart> {
    const received = charge.payments.reduce((sum, p) => sum + p.amount, 0);
    if (received >= payment.valor && charge.payments.length > 0) {
      const result = await settle.paid(payment, { chargeId: charge.payments[0]!.endToEndId });
      if (result === 'late') await refundLate(payment);
      return { outcome: 'paid' };
    }
    if (charge.status === 'expired' || charge.status === 'removed' || clock() >= charge.expiresAt)
      return pixExpired(payment);
    await settle.touch(payment);
    return { outcome: 'waiting' };
  }

  async function pixExpired(payment: PaymentRow): Promise<PaymentStart> {
    const texts = payableOf(payment).texts;
    await settle.failed(payment, 'expirado', { motivo: texts.pixExpired });
    return refusedAs('pix_expired', texts.pixExpired);
  }

  /**
   * Gives a paid payment back in full through its provider, keyed by the payment so a retry never refunds twice:
   * 'estornado' once the provider accepts, else 'estorno_pendente' with the attempt counted (retried by
   * reconciliation with back-off). Answers whether it is done.
   */
  async function refund(payment: PaymentRow): Promise<boolean> {
    if (payment.status !== 'aprovado' && payment.status !== 'estorno_pendente') return false;
    if (!payment.chargeId || !payment.chave || (payment.tipo !== 'cartao' && payment.tipo !== 'pix'))
      return false;
    const payable = payableOf(payment);
    const accepted = await giveBack({
      tipo: payment.tipo,
      provider: payment.provider,
      chargeId: payment.chargeId,
      amount: payment.valor - payment.valorEstornado,
      refundedBefore: payment.valorEstornado,
      idempotencyKey: `${payment.chave}-estorno`,
      description: payable.refundDescription,
    });
    await records.refundAttempted(db, payment, accepted, clock(), payable.refundMotivo?.(accepted));
    if (!accepted)
      log.warn({ payable: payment.payableKind, id: payment.payableId }, 'refund pending; will be retried');
    return accepted;
  }

  /** Money confirmed for a payable already given up on: it goes back now, or is retried until it does. */
  async function refundLate(payment: PaymentRow): Promise<void> {
    const now = await records.find(db, payment);
    if (now) await refund(now);
  }

  async function recordPixCharge(payment: PaymentRow, result: PixChargeResult): Promise<PaymentStart> {
    if (result.outcome === 'created') {
      const { txid, brCode, expiresAt } = result.charge;
      await records.update(
        db,
        payment,
        { pixTxid: txid, pixBrCode: brCode, pixExpiraEm: expiresAt },
        clock(),
      );
      return { outcome: 'waiting' };
    }
    if (result.outcome === 'pending') {
      await settle.touch(payment, { pixTxid: result.txid });
      return { outcome: 'waiting' };
    }
    const texts = payableOf(payment).texts;
    log.warn(
      { payable: payment.payableKind, id: payment.payableId, code: result.failure.code },
      'Pix not created',
    );
    await settle.failed(payment, 'recusado', { motivo: texts.pixUnavailable });
    return { outcome: 'failed', code: result.failure.code, message: texts.pixUnavailable };
  }

  /** Creates the payment's Pix charge; the customer pays its BR Code before it expires. */
  async function createPix(payment: PaymentRow, payer?: { name: string; cpf: string }) {
    const result = await pix.createCharge({
      idempotencyKey: payment.chave!,
      amount: payment.valor,
      expiresInSeconds: pixExpirySeconds,
      description: payableOf(payment).description(payment.payableId),
      payer,
    });
    return recordPixCharge(payment, result);
  }

  return {
    /** Charges the saved card (capture at once) and settles what the provider answers. */
    async chargeCard(payment: PaymentRow, chargeable: ChargeableCard): Promise<PaymentStart> {
      const payable = payableOf(payment);
      const result = await chargeable.gateway.charge({
        idempotencyKey: payment.chave!,
        customer: chargeable.customer,
        card: chargeable.card,
        amount: payment.valor,
        capture: true,
        description: payable.description(payment.payableId),
        statementDescriptor: payable.statementDescriptor,
      });
      return settleCard(payment, result);
    },

    createPix,
    settlePix,
    refund,

    /** One reconciliation step for a waiting payment: asks its provider and settles what it says. */
    async reconcile(payment: PaymentRow): Promise<PaymentStart> {
      if (payment.tipo === 'cartao') {
        const gateway = cards.gatewayOf(payment.provider as CardProviderName);
        if (!gateway) {
          log.error({ provider: payment.provider }, 'card provider no longer configured');
          return { outcome: 'waiting' };
        }
        const result = await gateway.queryCharge({
          idempotencyKey: payment.chave!,
          chargeId: payment.chargeId,
        });
        return settleCard(payment, result);
      }
      if (payment.tipo !== 'pix') return { outcome: 'waiting' };
      if (!payment.pixTxid) return createPix(payment);
      const lookup = await pix.getCharge(payment.pixTxid);
      if (lookup.outcome === 'found') return settlePix(payment, lookup.charge);
      // Its creation timed out and never reached the PSP: create it now, with the same key (the same txid).
      if (lookup.outcome === 'not_found' && !payment.pixBrCode) return createPix(payment);
      if (lookup.outcome === 'not_found' && payment.pixExpiraEm && clock() >= payment.pixExpiraEm)
        return pixExpired(payment);
      await settle.touch(payment);
      return { outcome: 'waiting' };
    },
  };
}

export type PaymentRunner = ReturnType<typeof paymentRunner>;
