import type { DonationWire } from '@comanda/contract';
import { type PixPaymentModel, pixPaymentState } from '../payments/index.ts';
import { PIX_EXPIRED_MESSAGE } from './donation-texts.ts';

/** A donation's Pix as the Pix payment shows it: its status is its payment's (payments' `pixPaymentState`). */
export function donationPixPayment(
  donation: Pick<DonationWire, 'status' | 'pix'>,
  secondsLeft: number,
): PixPaymentModel {
  return { state: pixPaymentState(donation.status, donation.pix, secondsLeft), pix: donation.pix };
}

/**
 * Why a donation's Pix was not paid: the code expired (also when the countdown ran out before the server said so),
 * or the server's reason (a Pix paid late and given back).
 */
export function donationPixFailure(donation: Pick<DonationWire, 'status' | 'motivo'>): string {
  if (donation.status === 'aguardando' || donation.status === 'expirado') return PIX_EXPIRED_MESSAGE;
  return donation.motivo ?? 'A doação não foi concluída.';
}
