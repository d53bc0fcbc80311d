import { isValidObservation, OBSERVATION_MESSAGE, QUANTITY_MESSAGE } from '@comanda/domain';
import { z } from 'zod';
import { money } from '../http/envelope.ts';
import { loyaltyBenefitQuery } from '../loyalty/loyalty.ts';
import { price } from '../menu/menu.ts';

const cod = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número.` })
    .int({ error: `O campo ${label} deve ser um número inteiro.` })
    .positive({ error: `O campo ${label} deve ser positivo.` })
    .max(2_147_483_647, { error: `O campo ${label} é grande demais.` });

/** A price the client believes in (ignored for pricing, compared to flag changed prices). */
const clientAmount = z.object({ valor: z.number().int() });

/** A bag line as the client sends it: product, quantity, chosen extras and choices, observation. */
export const bagLineInput = z.object({
  cod: cod('cod'),
  qtd: z
    .number({ error: QUANTITY_MESSAGE })
    .int({ error: QUANTITY_MESSAGE })
    .min(1, { error: QUANTITY_MESSAGE })
    .max(999, { error: 'A quantidade máxima por item é 999.' }),
  adicionais: z
    .array(z.object({ cod: cod('cod'), qtd: z.number().int().min(0).max(999) }))
    .max(100)
    .default([]),
  opcionais: z
    .array(z.object({ cod: cod('cod') }))
    .max(100)
    .default([]),
  obrigatorios: z
    .array(z.object({ cod: cod('cod') }))
    .max(100)
    .default([]),
  observacao: z
    .string()
    .max(1000, { error: OBSERVATION_MESSAGE })
    .refine(isValidObservation, { error: OBSERVATION_MESSAGE })
    .default(''),
  /** What the client showed; never used to price, only compared. */
  preco: z.object({ unitario: clientAmount.optional(), total: clientAmount.optional() }).optional(),
  /**
   * A Shinguru product benefit: the stored query of the wallet item reserved for this bag (POST fidelidade_cupom).
   * The line is then the benefit's product, one unit, given free (docs/loyalty.md).
   */
  beneficio: loyaltyBenefitQuery.optional(),
});

/** A gift card for the bag: its number and password, or the token a previous validation returned. */
export const bagGiftCardInput = z.union([
  z.object({ token: z.string().min(20).max(200) }),
  z.object({ numero_cartao: z.string().min(1).max(40), senha_cartao: z.string().min(1).max(64) }),
]);

/** POST /api/carrinho/calcular body. Without lat/lng the store's first fee band is used (docs/bag.md). */
export const bagPriceBody = z.object({
  lojaId: cod('lojaId'),
  itens: z.array(bagLineInput).max(50, { error: 'A sacola aceita no máximo 50 itens.' }),
  cupom: z.string().max(40).nullish(),
  gift_cards: z.array(bagGiftCardInput).max(5, { error: 'Use no máximo 5 Gift Cards.' }).default([]),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  /** The total the client showed; compared, never trusted. */
  total: clientAmount.optional(),
});

const extraOption = z.object({
  cod: z.number().int(),
  opcional: z.string(),
  qtd: z.number().int(),
  preco: price,
});
const choiceOption = z.object({
  cod: z.number().int(),
  opcional: z.string(),
  selecionado: z.boolean(),
  preco: price,
});
const lineAmounts = z.object({ unitario: money, total: money });

/** §3 Cart line, priced by the server. */
export const pricedBagLine = z.object({
  tipo: z.literal('Individual'),
  cod: z.number().int(),
  id: z.number().int(),
  produto: z.string(),
  nome: z.string(),
  imagem: z.string(),
  alt: z.string(),
  categoria: z.string(),
  categoriaId: z.number().int(),
  kit_delivery: z.boolean(),
  promocional: z.boolean(),
  preco: lineAmounts,
  desconto: lineAmounts,
  qtd: z.number().int(),
  adicionais: z.array(extraOption),
  opcionais: z.array(choiceOption),
  obrigatorios: z.array(choiceOption),
  observacao: z.string(),
  beneficio: z.boolean(),
});

/** §3 Discount as the coupon endpoint grants it, plus what it takes off this bag's items. */
export const discount = z.object({
  tipo: z.enum(['fixo', 'porcentagem', 'produto', 'beneficio']),
  /** Centavos for 'fixo' and 'produto', a percentage for 'porcentagem' (texto '10%'), 0 for 'beneficio'. */
  desconto: z.object({ valor: z.number(), texto: z.string() }),
  /** Percentage off the delivery fee (100 = free delivery). */
  frete: z.number().nullable(),
  cupom: z.string(),
  cupomId: z.number().int(),
  categoriaId: z.number().int().nullable(),
  codProduto: z.number().int().nullable(),
  descricao: z.string(),
  /** What the coupon takes off this bag's items. */
  valor_desconto: money,
});

/** A gift card's share of the bag (§3 Cart totals gifts_cards) and a token to send instead of the password. */
export const bagGiftCardDebit = z.object({
  numero_cartao_mascarado: z.string(),
  valor_debitado: money,
  valor_restante: money,
  token: z.string(),
});

/** §3 Cart totals, every amount in centavos. */
export const bagTotals = z.object({
  qtd: z.number().int(),
  valor_itens: money,
  valor_frete: money,
  valor_desconto_porc: money,
  frete: money,
  desconto: money,
  total: money,
  gifts_cards: z.array(bagGiftCardDebit),
});

/** The server's answer for a bag: priced lines, totals and what changed. */
export const pricedBag = z.object({
  loja: z.object({ id: z.number().int(), nome: z.string() }),
  itens: z.array(pricedBagLine),
  totais: bagTotals,
  cupom: discount.nullable(),
  /** Why the coupon sent was not applied (the totals are without it). */
  aviso_cupom: z.string().nullable(),
  /** True when no coordinates were sent and the fee is the store's first band. */
  frete_estimado: z.boolean(),
  distancia_km: z.number().nullable(),
  /** True when a price or total the client sent differs from the server's. */
  precos_alterados: z.boolean(),
});

export type BagLineInput = z.infer<typeof bagLineInput>;
export type BagGiftCardInput = z.infer<typeof bagGiftCardInput>;
export type BagPriceBody = z.infer<typeof bagPriceBody>;
export type PricedBagLine = z.infer<typeof pricedBagLine>;
export type WireDiscount = z.infer<typeof discount>;
export type WireBagTotals = z.infer<typeof bagTotals>;
export type PricedBag = z.infer<typeof pricedBag>;
