import { CARD_BRANDS } from '@comanda/domain';
import { z } from 'zod';
import { queryId } from '../http/envelope.ts';
import { cardMethod } from './cards.ts';

/** One of the §9 card brands, spelled as there. */
export const cardBrand = z.enum(CARD_BRANDS);

/** The `forma`s a card pays as (§3 Payment method choice, §7 pagamentos). */
export const CARD_FORMAS = ['CREDIT', 'DEBIT', 'MEAL_VOUCHER'] as const;
export type CardForma = (typeof CARD_FORMAS)[number];

/** Brands accepted per `forma`, the shape of `data.online.cartao` and `data.entrega.cartao` (§7 pagamentos). */
export const brandsByForma = z.object({
  CREDIT: z.array(z.string()),
  DEBIT: z.array(z.string()),
  MEAL_VOUCHER: z.array(z.string()),
});
export type BrandsByForma = z.infer<typeof brandsByForma>;

/** GET /api/pagamentos query (§7). */
export const paymentOptionsQuery = z.object({ lojaId: queryId('lojaId') });
export type PaymentOptionsQuery = z.infer<typeof paymentOptionsQuery>;

/**
 * GET /api/pagamentos data (§7, §4 Payment options): what one store accepts, from the brand's catalogue.
 * `online.cartao` lists the brands a saved card may have to pay in the app; it is empty when no card gateway is
 * configured for the store's `metodo_pagamento`. `opcoes` and `padrao` are §4's options and default, computed with
 * the `@comanda/domain` payment-options rules. `tokenizacao` is set when the store's provider lets the browser
 * tokenize a card itself (send the token as `token_cartao` to POST cartao instead of `numero` and `cvv`).
 */
export const paymentOptionsData = z.object({
  lojaId: z.number().int(),
  metodo_pagamento: cardMethod,
  online: z.object({ cartao: brandsByForma, pix: z.boolean() }),
  entrega: z.object({ cartao: brandsByForma, dinheiro: z.boolean() }),
  opcoes: z.array(
    z.object({
      tipo_forma_pgto: z.enum(['pix', 'online', 'entrega']),
      label: z.enum(['PAGUE VIA PIX', 'PAGUE PELO APP', 'PAGUE NA ENTREGA']),
    }),
  ),
  padrao: z.enum(['pix', 'online', 'entrega']),
  tokenizacao: z
    .object({
      provedor: z.literal('pagarme'),
      /** POST here, without Authorization: `{ type: 'card', card: { number, holder_name, exp_month, exp_year, cvv } }`. */
      url: z.string(),
      chave_publica: z.string(),
    })
    .nullable(),
});
export type PaymentOptionsData = z.infer<typeof paymentOptionsData>;
