import type { DonationAnswer } from './api/give-donation.ts';

export const DONATION_THANKS_MESSAGE = 'Obrigado pela sua doação!';

/** What the screen does with POST doacao's answer. */
export type DonationOutcome =
  | { kind: 'thanks'; message: string }
  | { kind: 'pix'; doacaoId: number }
  | { kind: 'refused'; message: string; retrySameKey: boolean };

/**
 * An approved card says thanks (the server's words); a Pix to pay opens its screen; anything else is refused with
 * its reason. Only a request that got no answer (status 0) may go again with the same Idempotency-Key.
 */
export function donationOutcome(answer: DonationAnswer): DonationOutcome {
  if (!answer.ok) return { kind: 'refused', message: answer.message, retrySameKey: answer.status === 0 };
  const { donation } = answer;
  if (donation.status === 'aprovado')
    return { kind: 'thanks', message: answer.message ?? DONATION_THANKS_MESSAGE };
  if (donation.status === 'aguardando' && donation.pix) return { kind: 'pix', doacaoId: donation.id };
  return {
    kind: 'refused',
    message: donation.motivo ?? 'Não foi possível concluir a doação. Tente novamente.',
    retrySameKey: false,
  };
}
