import { z } from 'zod';
import { catalogCoupon } from '../catalog/catalog-file.ts';
import { queryId } from '../http/envelope.ts';

/** The back office's coupons (docs/backoffice.md, "Coupons"); amounts in centavos, dates Brasília days. */

/** POST /api/gestao/cupons: a new coupon, validated exactly as the catalogue file's coupons are. */
export const COUPON_RULE_MESSAGES = {
  datesReversed: 'A data inicial deve vir antes da final.',
  percentage: 'A porcentagem deve estar entre 1 e 100.',
  productMissing: 'Escolha o produto do desconto.',
  benefitMissing: 'Escolha o benefício do Shinguru.',
  benefitPercentage: 'O desconto de um benefício é uma porcentagem de 0 a 100.',
  benefitOnly: 'Só cupons de benefício têm benefício.',
} as const;

/** POST /api/gestao/cupons: a coupon as the catalogue file gives one, with the file validator's rules between fields. */
export const couponCreateBody = catalogCoupon.superRefine((c, ctx) => {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (c.validoDe && c.validoAte && c.validoDe > c.validoAte)
    problem('validoDe', COUPON_RULE_MESSAGES.datesReversed);
  if (c.tipo === 'porcentagem' && (c.valor < 1 || c.valor > 100))
    problem('valor', COUPON_RULE_MESSAGES.percentage);
  if (c.tipo === 'produto' && c.produtoCod === undefined)
    problem('produtoCod', COUPON_RULE_MESSAGES.productMissing);
  if (c.tipo === 'beneficio' && c.beneficioId === undefined)
    problem('beneficioId', COUPON_RULE_MESSAGES.benefitMissing);
  if (c.tipo === 'beneficio' && c.valor > 100) problem('valor', COUPON_RULE_MESSAGES.benefitPercentage);
  if (c.tipo !== 'beneficio' && c.beneficioId !== undefined)
    problem('beneficioId', COUPON_RULE_MESSAGES.benefitOnly);
});
export type CouponCreateBody = z.infer<typeof couponCreateBody>;

/** A coupon as admins see it: its definition, its uses so far and whether it is on. */
export const couponAdmin = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  tipo: z.enum(['fixo', 'porcentagem', 'produto', 'beneficio']),
  valor: z.number().int(),
  frete: z.number().int().nullable(),
  categoriaId: z.number().int().nullable(),
  produtoCod: z.number().int().nullable(),
  valorMinimo: z.number().int(),
  validoDe: z.string().nullable(),
  validoAte: z.string().nullable(),
  lojas: z.array(z.number().int()),
  limiteTotal: z.number().int().nullable(),
  limitePorCliente: z.number().int().nullable(),
  primeiroPedido: z.boolean(),
  ativo: z.boolean(),
  usos: z.number().int(),
  beneficioId: z.number().int().nullable(),
});
export type CouponAdmin = z.infer<typeof couponAdmin>;

const day = z.iso.date({ error: 'Data deve estar no formato AAAA-MM-DD.' });
const limit = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número inteiro.` })
    .int({ error: `O campo ${label} deve ser um número inteiro.` })
    .min(1, { error: `O campo ${label} deve ser pelo menos 1.` })
    .nullable();

/** PATCH /api/gestao/cupons/{id}: turn it on or off, change its text, dates or limits (null: none). */
export const couponPatchBody = z
  .object({
    ativo: z.boolean().optional(),
    descricao: z.string().trim().min(1, { error: 'O campo descricao é obrigatório!' }).max(200).optional(),
    validoDe: day.nullable().optional(),
    validoAte: day.nullable().optional(),
    limiteTotal: limit('limiteTotal').optional(),
    limitePorCliente: limit('limitePorCliente').optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    error: 'Informe o que muda no cupom.',
    path: ['ativo'],
  });
export type CouponPatchBody = z.infer<typeof couponPatchBody>;

export const couponIdParams = z.object({ id: queryId('id') });
