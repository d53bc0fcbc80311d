import { parseBRL, validateDonationAmount } from '@comanda/domain';
import { z } from 'zod';

/** modal-doacao's choice: one of the offered amounts in centavos, 'Outro valor', or none yet. */
const choice = z.union([z.number(), z.literal('outro'), z.null()]);

/**
 * modal-doacao (§2): the amount chosen or typed (money mask), checked by the domain's rule. The message goes under
 * 'Valor da doação' when that is the choice, else to the form (`escolha`); the form gives the amount in centavos.
 */
export const donationAmountSchema = z
  .object({ escolha: choice, outro: z.string() })
  .transform(({ escolha, outro }) => ({
    escolha,
    valor: escolha === 'outro' ? (parseBRL(outro) ?? 0) : (escolha ?? 0),
  }))
  .superRefine(({ escolha, valor }, ctx) => {
    const message = validateDonationAmount(valor);
    if (message) ctx.addIssue({ code: 'custom', path: [escolha === 'outro' ? 'outro' : 'escolha'], message });
  });

export type DonationAmountValues = z.input<typeof donationAmountSchema>;

export const NO_DONATION_AMOUNT: DonationAmountValues = { escolha: null, outro: '' };
