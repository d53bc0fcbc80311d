import { DONATION_AMOUNT_MESSAGE, DONATION_MAX, DONATION_MIN, DONATION_STATUSES } from '@comanda/domain';
import { z } from 'zod';
import { errorEnvelope, money, queryId } from '../http/envelope.ts';

const id = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número.` })
    .int({ error: `O campo ${label} deve ser um número inteiro.` })
    .positive({ error: `O campo ${label} deve ser positivo.` })
    .max(2_147_483_647, { error: `O campo ${label} é grande demais.` });

/**
 * POST /api/doacao body, sent with an `Idempotency-Key` header: the amount in centavos and how it is paid — a saved
 * card (donation mode, §4) or Pix. `pedidoId` names the order after which the customer chose to give; the donation
 * is never part of that order's totals.
 */
export const donationBody = z.object({
  valor: z
    .number({ error: DONATION_AMOUNT_MESSAGE })
    .int({ error: DONATION_AMOUNT_MESSAGE })
    .min(DONATION_MIN, { error: DONATION_AMOUNT_MESSAGE })
    .max(DONATION_MAX, { error: DONATION_AMOUNT_MESSAGE }),
  pagamento: z.discriminatedUnion(
    'tipo',
    [
      z.object({ tipo: z.literal('cartao'), cartao_id: id('cartao_id') }),
      z.object({ tipo: z.literal('pix') }),
    ],
    { error: 'Escolha como pagar a doação.' },
  ),
  pedidoId: id('pedidoId').nullish(),
});
export type DonationBody = z.infer<typeof donationBody>;

/** GET /api/doacao query. */
export const donationQuery = z.object({ doacaoId: queryId('doacaoId') });

/** A donation as POST and GET doacao answer it. */
export const donation = z.object({
  id: z.number().int(),
  valor: money,
  status: z.enum(DONATION_STATUSES),
  pagamento: z.object({
    tipo: z.enum(['cartao', 'pix']),
    label: z.string(),
    bandeira: z.string().nullable(),
    final: z.string().nullable(),
  }),
  pix: z.object({ copia_e_cola: z.string(), expira_em: z.string(), valor: money }).nullable(),
  motivo: z.string().nullable(),
  pedidoId: z.number().int().nullable(),
  criado_em: z.string(),
});
export type DonationWire = z.infer<typeof donation>;

/** A refused donation: the card's refusal code and reason, and the donation's id. */
export const donationErrorEnvelope = errorEnvelope.extend({
  data: z.object({ doacaoId: z.number().int() }).optional(),
});
