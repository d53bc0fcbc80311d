import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../providers/clock.ts';
import type { CardProviderName, ChargeResult, QueryChargeResult } from '../../providers/payments/index.ts';
import type { PixCharge, PixChargeResult, PixProvider } from '../../providers/pix/index.ts';
import type { CardsService, ChargeableCard } from '../cards/index.ts';
import type { GiveBack } from '../payments/index.ts';
import { type OrderPaymentRow, ordersRepository as repo } from './repository.ts';
import type { PaymentSettlement } from './settle.ts';
import { ORDER_MESSAGES } from './texts.ts';

/** How long a charge the provider does not know may still be in flight before it counts as never made. */
const IN_FLIGHT_GRACE_MS = 120_000;

/** What the placing request learns of the payment it started. */
export type PaymentStart =
  | { outcome: 'paid' }
  | { outcome: 'waiting' }
  | { outcome: 'refused'; code: string; message: string }
  | { outcome: 'failed'; code: string; message: string };

/**
 * Starts and settles card and Pix payments through the payment interfaces. Every call to a provider carries the
 * payment's own key (`chave`), so a retry, a reconciliation query or a second process never charges twice; any
 * outcome that is not final leaves the payment 'aguardando' for reconciliation.
 */
export function paymentRunner({
  db,
  cards,
  pix,
  giveBack,
  settle,
  clock,
  log,
  pixExpirySeconds,
}: {
  db: Parameters<typeof repo.payment>[0];
  cards: Pick<CardsService, 'gatewayOf' | 'recordRefusal'>;
  pix: PixProvider;
  giveBack: GiveBack;
  settle: PaymentSettlement;
  clock: Clock;
  log: FastifyBaseLogger;
  pixExpirySeconds: number;
}) {
  /** Applies a card charge's (or query's) result to the order. */
  async function settleCard(
    payment: OrderPaymentRow,
    result: ChargeResult | QueryChargeResult,
    customerId: number,
  ): Promise<PaymentStart> {
    switch (result.outcome) {
      case 'approved': {
        const settled = await settle.paid(payment.orderId, { chargeId: result.charge.chargeId });
        if (settled !== 'late') return { outcome: 'paid' };
        // A round gave up on this charge and cancelled the order before the provider approved it.
        await refundLate(payment.orderId);
        return { outcome: 'refused', code: 'card_processing_error', message: ORDER_MESSAGES.notCompleted };
      }
      case 'refused':
        await settle.failed(payment.orderId, 'recusado', {
          motivo: result.refusal.message,
          motivoCodigo: result.refusal.code,
          chargeId: result.reference.chargeId,
        });
        if (payment.cardId !== null) await cards.recordRefusal(customerId, payment.cardId, result.refusal);
        return { outcome: 'refused', code: result.refusal.code, message: result.refusal.message };
      case 'not_found':
        if (clock().getTime() - payment.updatedAt.getTime() > IN_FLIGHT_GRACE_MS) {
          await settle.failed(payment.orderId, 'recusado', { motivo: ORDER_MESSAGES.notCompleted });
          return { outcome: 'refused', code: 'card_processing_error', message: ORDER_MESSAGES.notCompleted };
        }
        return { outcome: 'waiting' };
      case 'pending':
      case 'failed':
        if (result.outcome === 'failed')
          log.warn(
            { orderId: payment.orderId, code: result.failure.code },
            'card charge failed; will reconcile',
          );
        await settle.touch(
          payment.orderId,
          result.reference.chargeId ? { chargeId: result.reference.chargeId } : {},
        );
        return { outcome: 'waiting' };
    }
  }

  /** Applies a Pix charge as the PSP reports it. */
  async function settlePix(payment: OrderPaymentRow, charge: PixCharge): Promise<PaymentStart> {
    const received = charge.payments.reduce((sum, p) => sum + p.amount, 0);
    if (received >= payment.valor && charge.payments.length > 0) {
      const result = await settle.paid(payment.orderId, { chargeId: charge.payments[0]!.endToEndId });
      if (result === 'late') await refundLate(payment.orderId);
      return { outcome: 'paid' };
    }
    if (charge.status === 'expired' || charge.status === 'removed' || clock() >= charge.expiresAt) {
      await settle.failed(payment.orderId, 'expirado', { motivo: ORDER_MESSAGES.pixExpired });
      return { outcome: 'refused', code: 'pix_expired', message: ORDER_MESSAGES.pixExpired };
    }
    await settle.touch(payment.orderId);
    return { outcome: 'waiting' };
  }

  /**
   * Gives a paid payment back in full through its provider, keyed by the payment so a retry never refunds twice:
   * 'estornado' once the provider accepts, else 'estorno_pendente' with the attempt counted (retried by
   * reconciliation with back-off). Answers whether it is done.
   */
  async function refund(payment: OrderPaymentRow): Promise<boolean> {
    if (payment.status !== 'aprovado' && payment.status !== 'estorno_pendente') return false;
    if (!payment.chargeId || !payment.chave || (payment.tipo !== 'cartao' && payment.tipo !== 'pix'))
      return false;
    const accepted = await giveBack({
      tipo: payment.tipo,
      provider: payment.provider,
      chargeId: payment.chargeId,
      amount: payment.valor - payment.valorEstornado,
      refundedBefore: payment.valorEstornado,
      idempotencyKey: `${payment.chave}-estorno`,
      description: 'Pedido cancelado',
    });
    await repo.refundAttempted(db, payment, accepted, clock());
    if (!accepted) log.warn({ orderId: payment.orderId }, 'refund pending; reconciliation will retry');
    return accepted;
  }

  /** Money confirmed for an order already cancelled: it goes back now, or is retried until it does. */
  async function refundLate(orderId: number): Promise<void> {
    const payment = await repo.payment(db, orderId);
    if (payment) await refund(payment);
  }

  async function recordPixCharge(payment: OrderPaymentRow, result: PixChargeResult): Promise<PaymentStart> {
    if (result.outcome === 'created') {
      await repo.updatePayment(
        db,
        payment.orderId,
        {
          pixTxid: result.charge.txid,
          pixBrCode: result.charge.brCode,
          pixExpiraEm: result.charge.expiresAt,
        },
        clock(),
      );
      return { outcome: 'waiting' };
    }
    if (result.outcome === 'pending') {
      await settle.touch(payment.orderId, { pixTxid: result.txid });
      return { outcome: 'waiting' };
    }
    log.warn({ orderId: payment.orderId, code: result.failure.code }, 'Pix charge could not be created');
    await settle.failed(payment.orderId, 'recusado', { motivo: ORDER_MESSAGES.pixUnavailable });
    return { outcome: 'failed', code: result.failure.code, message: ORDER_MESSAGES.pixUnavailable };
  }

  return {
    /** Charges the saved card for the order (capture at once) and settles what the provider answers. */
    async chargeCard(payment: OrderPaymentRow, chargeable: ChargeableCard, customerId: number) {
      const result = await chargeable.gateway.charge({
        idempotencyKey: payment.chave!,
        customer: chargeable.customer,
        card: chargeable.card,
        amount: payment.valor,
        capture: true,
        description: `Pedido ${payment.orderId}`,
        statementDescriptor: 'HANAMI SUSHI',
      });
      return settleCard(payment, result, customerId);
    },

    /** Creates the order's Pix charge; the customer pays its BR Code before it expires. */
    async createPix(payment: OrderPaymentRow, payer?: { name: string; cpf: string }) {
      const result = await pix.createCharge({
        idempotencyKey: payment.chave!,
        amount: payment.valor,
        expiresInSeconds: pixExpirySeconds,
        description: `Pedido ${payment.orderId}`,
        payer,
      });
      return recordPixCharge(payment, result);
    },

    settlePix,

    /** Returns a paid card or Pix payment in full (the order was cancelled after payment); see `refund`. */
    refund,

    /** One reconciliation step for a waiting payment: asks its provider and settles what it says. */
    async reconcile(payment: OrderPaymentRow, customerId: number): Promise<PaymentStart> {
      if (payment.tipo === 'cartao') {
        const gateway = cards.gatewayOf(payment.provider as CardProviderName);
        if (!gateway) {
          log.error(
            { orderId: payment.orderId, provider: payment.provider },
            'card provider no longer configured',
          );
          return { outcome: 'waiting' };
        }
        const result = await gateway.queryCharge({
          idempotencyKey: payment.chave!,
          chargeId: payment.chargeId,
        });
        return settleCard(payment, result, customerId);
      }
      if (payment.tipo !== 'pix') return { outcome: 'waiting' };
      if (!payment.pixTxid) return this.createPix(payment);
      const lookup = await pix.getCharge(payment.pixTxid);
      if (lookup.outcome === 'found') return settlePix(payment, lookup.charge);
      // Its creation timed out and never reached the PSP: create it now, with the same key (the same txid).
      if (lookup.outcome === 'not_found' && !payment.pixBrCode) return this.createPix(payment);
      if (lookup.outcome === 'not_found' && payment.pixExpiraEm && clock() >= payment.pixExpiraEm) {
        await settle.failed(payment.orderId, 'expirado', { motivo: ORDER_MESSAGES.pixExpired });
        return { outcome: 'refused', code: 'pix_expired', message: ORDER_MESSAGES.pixExpired };
      }
      await settle.touch(payment.orderId);
      return { outcome: 'waiting' };
    },
  };
}

export type PaymentRunner = ReturnType<typeof paymentRunner>;
