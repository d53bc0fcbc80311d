import { z } from 'zod';
import { queryId } from '../http/envelope.ts';

/** The back office's gift cards (docs/backoffice.md, "Gift cards"): amounts in centavos, dates Brasília days. */

/** The most one card can be issued with: R$ 5.000,00. */
export const GIFT_CARD_MAX_ISSUE = 5_000_00;

/** POST /api/gestao/gift-cards: a new card's balance and last valid day. */
export const giftCardIssueBody = z.object({
  saldo: z
    .number({ error: 'O campo saldo deve ser um valor em centavos.' })
    .int({ error: 'O campo saldo deve ser um valor em centavos (inteiro).' })
    .min(100, { error: 'O saldo deve ser de pelo menos R$ 1,00.' })
    .max(GIFT_CARD_MAX_ISSUE, { error: 'O saldo deve ser de no máximo R$ 5.000,00.' }),
  validade: z.iso.date({ error: 'O campo validade deve ser uma data no formato AAAA-MM-DD.' }),
});
export type GiftCardIssueBody = z.infer<typeof giftCardIssueBody>;

/** A gift card as admins see it: its number masked (the whole number is shown once, when issued). */
export const giftCardAdmin = z.object({
  id: z.number().int(),
  numeroMascarado: z.string(),
  /** What is left, in centavos. */
  saldo: z.number().int(),
  /** What it was issued with: the balance plus every debit not given back. */
  saldoInicial: z.number().int(),
  validade: z.string(),
  /** Voided (or blocked): refused at the bag. */
  bloqueado: z.boolean(),
  criadoEm: z.string(),
});
export type GiftCardAdmin = z.infer<typeof giftCardAdmin>;

/** A card just issued: its number and password, shown this once. */
export const giftCardIssued = z.object({ cartao: giftCardAdmin, numero: z.string(), senha: z.string() });
export type GiftCardIssued = z.infer<typeof giftCardIssued>;

/** GET /api/gestao/gift-cards/{id}: the card and its statement, newest first. */
export const giftCardStatement = z.object({
  cartao: giftCardAdmin,
  debitos: z.array(
    z.object({
      id: z.number().int(),
      valor: z.number().int(),
      pedidoId: z.number().int().nullable(),
      em: z.string(),
      /** Given back (the order was cancelled unpaid or refused). */
      estornadoEm: z.string().nullable(),
    }),
  ),
});
export type GiftCardStatement = z.infer<typeof giftCardStatement>;

/** GET /api/gestao/gift-cards: the brand's cards, newest first; `numero` finds one card by its whole number. */
export const giftCardListQuery = z.object({
  /** The store whose brand's cards are listed (as on every store-scoped back-office route). */
  lojaId: queryId('lojaId').optional(),
  numero: z
    .string()
    .trim()
    .regex(/^\d{12,19}$/, { error: 'Número do Gift Card: 12 a 19 dígitos.' })
    .optional(),
});

export const giftCardIdParams = z.object({ id: queryId('id') });
