import { z } from 'zod';
import { requiredText, wholeNumber } from '../catalog/fields.ts';
import { queryId } from '../http/envelope.ts';

/** The Shinguru programme in the back office (docs/loyalty.md, "In the back office"): which level unlocks each benefit. */

export const loyaltyAdminBenefit = z.object({
  id: z.number().int(),
  slug: z.string(),
  nome: z.string(),
  descricao: z.string(),
  icone: z.string(),
  categoria: z.enum(['delivery', 'restaurante']),
  uso: z.enum(['produto', 'cupom', 'restaurante']),
  /** The level that unlocks it: 1 Areia, 2 Onda, 3 Coral, 4 Pérola. */
  nivel: z.number().int(),
  recorrencia: z.enum(['mensal', 'aniversario', 'nivel', 'permanente']),
  produtoCod: z.number().int().nullable(),
  validadeDias: z.number().int().nullable(),
  ativo: z.boolean(),
});
export type LoyaltyAdminBenefit = z.infer<typeof loyaltyAdminBenefit>;

/** GET /api/gestao/fidelidade: the levels (the domain's names and point ranges) and every benefit of the brand. */
export const loyaltyAdminView = z.object({
  niveis: z.array(
    z.object({
      nivel: z.number().int(),
      nome: z.string(),
      pontosMin: z.number().int(),
      pontosMax: z.number().int().nullable(),
    }),
  ),
  beneficios: z.array(loyaltyAdminBenefit),
});
export type LoyaltyAdminView = z.infer<typeof loyaltyAdminView>;

/** PATCH /api/gestao/fidelidade/beneficios/{id}: the level that unlocks it, whether it is offered, its texts. */
export const loyaltyBenefitPatch = z
  .object({
    nivel: wholeNumber('nível', 1, 4).optional(),
    ativo: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }).optional(),
    nome: requiredText('nome', 80).optional(),
    descricao: requiredText('descrição', 300).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Informe o que muda no benefício.',
    path: ['nivel'],
  });
export type LoyaltyBenefitPatch = z.infer<typeof loyaltyBenefitPatch>;
export const loyaltyBenefitParams = z.object({ id: queryId('id') });
