import { validateGiftCardNumber, validateGiftCardPassword } from '@comanda/domain';
import { z } from 'zod';
import { ruleCheck } from '../../ui/form/form-schema.ts';

/**
 * tabs/gift-card's form: the domain rules of `giftCardFormRules`, as a schema for `useZodForm`. The bag's section
 * checks the same fields with `giftCardFormRules` itself: zod stays out of the bag's chunk (ADR 0101, ADR 0140).
 */
export const giftCardFormSchema = z.object({
  numero: z.string().superRefine(ruleCheck(validateGiftCardNumber)),
  senha: z.string().superRefine(ruleCheck(validateGiftCardPassword)),
});
