import type { DonationWire } from '@comanda/contract';
import { DONATION_CONFIRMING_MESSAGE, DONATION_THANKS_MESSAGE } from '@comanda/domain';
import { type CardPaymentStep, type CardPaymentTexts, cardPaymentStep } from '../payments/index.ts';
import type { DonationAnswer } from './api/give-donation.ts';

export { DONATION_THANKS_MESSAGE };

/** The donation's words for a card result the server did not word (the API's own, docs/payments.md). */
export const DONATION_CARD_TEXTS: CardPaymentTexts = {
  paid: DONATION_THANKS_MESSAGE,
  confirming: DONATION_CONFIRMING_MESSAGE,
  refused: 'Não foi possível concluir a doação. Tente novamente.',
};

/**
 * What the screen does with POST doacao's answer: a Pix to pay opens its screen; anything else is a card result,
 * read by payments' `cardPaymentStep` as an order's is (paid, still confirming, refused, unanswered). `doacaoId`
 * names the donation to follow while its card is being confirmed.
 */
export type DonationOutcome =
  | { kind: 'pix'; doacaoId: number }
  | { kind: 'card'; step: CardPaymentStep; doacaoId: number | null };

export function donationOutcome(answer: DonationAnswer): DonationOutcome {
  if (!answer.ok) return { kind: 'card', step: cardPaymentStep(answer, DONATION_CARD_TEXTS), doacaoId: null };
  const { donation } = answer;
  if (donation.status === 'aguardando' && donation.pix) return { kind: 'pix', doacaoId: donation.id };
  return { kind: 'card', step: donationCardStep(donation, answer.message), doacaoId: donation.id };
}

/** A donation's card result as it stands (after POST doacao, or read again while it was being confirmed). */
export function donationCardStep(
  donation: Pick<DonationWire, 'status' | 'motivo'>,
  message?: string,
): CardPaymentStep {
  return cardPaymentStep(
    { ok: true, payment: donation.status, message, reason: donation.motivo },
    DONATION_CARD_TEXTS,
  );
}
