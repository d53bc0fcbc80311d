import type { FastifyBaseLogger } from 'fastify';
import type { CardGateway, CardProviderName } from '../../providers/payments/index.ts';
import type { PixProvider } from '../../providers/pix/index.ts';

/** A paid card charge or Pix to give back, as any payable (an order, a donation) records it. */
export interface MoneyToReturn {
  tipo: 'cartao' | 'pix';
  /** The card provider that charged it (card payments). */
  provider: string | null;
  /** The card charge id, or the Pix's end-to-end id. */
  chargeId: string;
  /** Centavos to give back now, and centavos already given back before. */
  amount: number;
  refundedBefore: number;
  /** One key per refund: a retry is the same refund at the provider, never a second one. */
  idempotencyKey: string;
  /** Shown to the payer by a PSP that forwards it (Pix devolução). */
  description: string;
}

/**
 * Gives money back through the provider that took it. Answers true only when the provider accepted the refund;
 * anything else (refused, failed, provider gone) is false, and the payable keeps it 'estorno_pendente' for the
 * next retry, so money is never marked returned before it is.
 */
export function moneyReturns({
  gatewayOf,
  pix,
  log,
}: {
  gatewayOf: (provider: CardProviderName) => CardGateway | null;
  pix: PixProvider;
  log: FastifyBaseLogger;
}) {
  return async function giveBack(money: MoneyToReturn): Promise<boolean> {
    try {
      if (money.tipo === 'pix') {
        const result = await pix.refund({
          endToEndId: money.chargeId,
          idempotencyKey: money.idempotencyKey,
          amount: money.amount,
          description: money.description,
        });
        if (result.outcome === 'accepted') return true;
        log.warn({ key: money.idempotencyKey, outcome: result.outcome }, 'Pix devolução not accepted yet');
        return false;
      }
      const gateway = gatewayOf(money.provider as CardProviderName);
      if (!gateway) {
        log.error({ provider: money.provider }, 'card provider no longer configured: refund pending');
        return false;
      }
      const result = await gateway.refund({
        chargeId: money.chargeId,
        idempotencyKey: money.idempotencyKey,
        amount: money.amount,
        refundedBefore: money.refundedBefore,
      });
      if (result.outcome === 'approved') return true;
      log.warn({ key: money.idempotencyKey, outcome: result.outcome }, 'card refund not approved yet');
      return false;
    } catch (error) {
      log.error({ err: error, key: money.idempotencyKey }, 'refund call failed: refund pending');
      return false;
    }
  };
}

export type GiveBack = ReturnType<typeof moneyReturns>;
