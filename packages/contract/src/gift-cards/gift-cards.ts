import {
  requiredFieldMessage,
  type ValidationMessage,
  validateGiftCardNumber,
  validateGiftCardPassword,
} from '@comanda/domain';
import { z } from 'zod';
import { errorEnvelope, money } from '../http/envelope.ts';

function ruled(label: string, maxLength: number, rule: (value: string) => ValidationMessage) {
  return z
    .string({ error: requiredFieldMessage(label) })
    .max(maxLength)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

const giftCardNumber = ruled('número', 40, validateGiftCardNumber);
const giftCardPassword = ruled('senha', 64, validateGiftCardPassword);

/** POST /api/consultar_saldo_todo body (§7 plus the card's password, docs/bag.md). */
export const giftCardBalanceBody = z.object({
  numero_cartao: giftCardNumber,
  senha_cartao: giftCardPassword,
});

/** Why a gift card cannot pay (§8 'card_blocked'), or 'invalid_card' for an unknown number or wrong password. */
export const giftCardErrorCode = z.enum(['card_blocked', 'card_expired', 'zero_balance', 'invalid_card']);

/** §7 consultar_saldo_todo data: balance in centavos, masked number, last valid date, error code. */
export const giftCardBalance = z.object({
  balance: z.object({ value: z.number().int(), texto: z.string() }),
  card_number: z.string(),
  /** Last valid day, 'YYYY-MM-DD' (São Paulo). */
  expire_date: z.string(),
  error_code: giftCardErrorCode.nullable(),
});

/** POST /api/validar_gift_card body: number and password (minimum 6 characters). */
export const giftCardValidateBody = giftCardBalanceBody;

/** A gift card accepted for the bag: a token to send to /carrinho/calcular instead of the password. */
export const validatedGiftCard = z.object({
  token: z.string(),
  numero_cartao_mascarado: z.string(),
  valor_resgatado: money,
  data_expiracao: z.string(),
  /** Seconds the token stays valid. */
  expira_em: z.number().int(),
});

/** A refused gift card: the §8 message and its error code. */
export const giftCardErrorEnvelope = errorEnvelope.extend({
  data: z.object({ error_code: giftCardErrorCode }).optional(),
});

export type GiftCardBalance = z.infer<typeof giftCardBalance>;
export type GiftCardErrorCodeWire = z.infer<typeof giftCardErrorCode>;
export type ValidatedGiftCard = z.infer<typeof validatedGiftCard>;
