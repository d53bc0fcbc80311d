import { MESSAGES, validateCouponCode } from '@comanda/domain';
import { z } from 'zod';
import { bagLineInput } from '../bag/bag.ts';

/** POST /api/cupom body (§7): code, store, bag; modalidade, plataforma and pwa as the app sends them. */
export const couponBody = z.object({
  cupom: z
    .string({ error: MESSAGES.couponRequired })
    .max(40, { error: 'Cupom inválido ou inexistente.' })
    .superRefine((value, ctx) => {
      const message = validateCouponCode(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  lojaId: z.number({ error: 'O campo lojaId deve ser um número.' }).int().positive().max(2_147_483_647),
  carrinho: z.array(bagLineInput).max(50, { error: 'A sacola aceita no máximo 50 itens.' }),
  modalidade: z.literal('DLV', { error: "O campo modalidade deve ser 'DLV'." }).default('DLV'),
  plataforma: z.enum(['PWA', 'APP']).default('PWA'),
  pwa: z.boolean().optional(),
  /** Accepted and ignored: identity comes from the bearer token. */
  jwt: z.string().max(4096).optional(),
});

export type CouponBody = z.infer<typeof couponBody>;
