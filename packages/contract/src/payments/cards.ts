import { z } from 'zod';
import { ignoredJwt } from '../account/fields.ts';
import { queryId } from '../http/envelope.ts';

/** The spec's `metodo` of a saved card (§3, §7): the payment provider it was saved with. */
export const cardMethod = z.enum(['mundipagg', 'braspag']);
export type CardMethod = z.infer<typeof cardMethod>;

/**
 * §3 Card as GET carteira, POST cartao and POST cartao_cielo answer it. Never the number or the CVV: only what
 * the app shows. `falha_transacao` 1: the provider can no longer charge the card, which must be registered again
 * (§4 card selection, §9). Donation cards (`doacao`) are in the list; the app hides them outside donation mode.
 */
export const savedCard = z.object({
  id: z.number().int(),
  /** Meal-voucher cards pay as MEAL_VOUCHER whatever this says; their brand tells them apart. */
  tipo: z.enum(['Crédito', 'Débito']),
  /** One of the §9 brands, spelled as there ('Visa', 'Ticket Restaurante' …). */
  bandeira: z.string(),
  /** The last four digits. */
  final: z.string(),
  apelido: z.string().nullable(),
  metodo: cardMethod,
  falha_transacao: z.union([z.literal(0), z.literal(1)]),
  doacao: z.boolean(),
  /** 'MM/YY'. */
  validade: z.string(),
});
export type SavedCardWire = z.infer<typeof savedCard>;

/** A form field as typed: absent and null read as '' so that the §5 required-field message names it. */
const typed = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

/**
 * POST /api/cartao and /api/cartao_cielo body: the §3 card form. The number and the CVV are handed to the payment
 * provider within the request and never stored or logged. §5's rules (every field required, validade not expired,
 * CPF check digits, the brand's length and Luhn, the CVV's length) are checked by the API with the
 * `@comanda/domain` card-form rules, so the answer carries the spec's messages.
 *
 * `token_cartao` replaces `numero` and `cvv` where the provider tokenizes in the browser (Pagar.me `POST /tokens`
 * with the public key that GET /api/pagamentos gives in `tokenizacao`): the card data then never reaches the API.
 * `cliente_id` (§7) is not read: the customer is the one of the bearer token.
 */
export const cardFormBody = z.object({
  apelido: typed(40),
  numero: typed(23),
  validade: typed(7),
  cvv: typed(8),
  titular: typed(80),
  cpf: typed(20),
  tipo: z.enum(['Crédito', 'Débito']).default('Crédito'),
  doacao: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .default(false)
    .transform((value) => value === true || value === 1),
  metodo: cardMethod.optional(),
  token_cartao: z
    .string()
    .regex(/^token_[A-Za-z0-9]{1,64}$/)
    .optional(),
  jwt: ignoredJwt,
});
export type CardFormBody = z.infer<typeof cardFormBody>;

/** DELETE /api/cartao and /api/cartao_cielo query (§7): the card to delete. */
export const deleteCardQuery = z.object({ cartao_id: queryId('cartao_id') });
export type DeleteCardQuery = z.infer<typeof deleteCardQuery>;
