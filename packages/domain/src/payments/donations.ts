import type { Centavos } from '../money/money.ts';

/** The amounts the donation screen offers (modal-doacao), in centavos. */
export const DONATION_AMOUNTS: readonly Centavos[] = [200, 500, 1000, 2000];

/** The smallest and the largest donation accepted, in centavos. */
export const DONATION_MIN = 100;
export const DONATION_MAX = 50_000;

export const DONATION_AMOUNT_MESSAGE = 'Escolha um valor de doação entre R$ 1,00 e R$ 500,00.';

/** Null when `amount` (centavos) can be donated, else the message to show. */
export function validateDonationAmount(amount: number): string | null {
  return Number.isSafeInteger(amount) && amount >= DONATION_MIN && amount <= DONATION_MAX
    ? null
    : DONATION_AMOUNT_MESSAGE;
}
