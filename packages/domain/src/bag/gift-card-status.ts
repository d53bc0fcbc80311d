import { toStoreTime } from '../format/zoned-time.ts';
import type { Centavos } from '../money/money.ts';
import { giftCardFailureMessage } from '../validators/gift-card.ts';
import { MESSAGES } from '../validators/messages.ts';

/** A stored gift card as the rules read it: blocked flag, last valid São Paulo date 'YYYY-MM-DD', balance. */
export interface GiftCardState {
  bloqueado: boolean;
  validade: string;
  saldo: Centavos;
}

/** Why a gift card cannot pay: blocked (§8 code 'card_blocked'), past its expiry date, or without balance. */
export type GiftCardErrorCode = 'card_blocked' | 'card_expired' | 'zero_balance';

/** The card's error code at an instant (checked in that order), or null when it can pay; valid through `validade`. */
export function giftCardErrorCode(card: GiftCardState, now: Date | number): GiftCardErrorCode | null {
  if (card.bloqueado) return 'card_blocked';
  if (toStoreTime(now).isoDate > card.validade) return 'card_expired';
  return card.saldo > 0 ? null : 'zero_balance';
}

/** §8 message for a gift-card error code: blocked, zero balance, or the generic failure for anything else. */
export function giftCardErrorMessage(code: string | null | undefined): string {
  return code === 'zero_balance' ? MESSAGES.giftCardZeroBalance : giftCardFailureMessage(code);
}
