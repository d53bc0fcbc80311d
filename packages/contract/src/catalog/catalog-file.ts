import { CARD_BRAND_FORMATS } from '@comanda/domain';
import { z } from 'zod';
import { CARD_FORMAS, cardBrand } from '../payments/payment-options.ts';

const cents = (label: string) =>
  z
    .number()
    .int({ error: `${label} deve estar em centavos (inteiro).` })
    .min(0, { error: `${label} não pode ser negativo.` });
const id = z.number().int().positive();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Horário deve estar no formato HH:mm.' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data deve estar no formato AAAA-MM-DD.' });
const assetPath = z
  .string()
  .regex(/^\/(img|docs)\/[\w\-/.]+$/, { error: 'Imagem deve ser um caminho local (/img/…).' });

export const catalogOption = z.object({
  cod: id,
  nome: z.string().min(1),
  preco: cents('preco').default(0),
});

export const catalogOptionGroup = z
  .object({
    id: id,
    nome: z.string().min(1),
    tipo_opcional: z.enum(['Adicional', 'Opcional', 'Obrigatório']),
    tipo_preco: z.enum(['preco', 'sem_preco']),
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    regra: z.number().int().min(1).optional(),
    opcoes: z.array(catalogOption).min(1),
  })
  .refine((g) => g.min <= g.max, { error: 'min não pode ser maior que max.', path: ['min'] });

export const catalogAllergen = z.object({
  codigo: z.string().min(1),
  nome: z.string().min(1),
  icone: assetPath,
});

export const catalogNutrition = z.object({
  porcao: z.string().min(1),
  imagem: assetPath.optional(),
  pdf: z.string().min(1).optional(),
  itens: z.array(
    z.object({ nome: z.string().min(1), quantidade: z.string().min(1), vd: z.string().optional() }),
  ),
});

export const catalogProduct = z.object({
  cod: id,
  nome: z.string().min(1),
  descricao: z.string(),
  imagem: assetPath,
  alt: z.string().min(1),
  categoriaId: id,
  preco: cents('preco'),
  precoOriginal: cents('precoOriginal').optional(),
  precoObs: z.string().optional(),
  visivelCardapio: z.boolean().default(true),
  kitDelivery: z.boolean().default(false),
  ordem: z.number().int().default(0),
  alergenicos: z
    .array(
      z.object({
        codigo: z.string(),
        visibilidade: z.enum(['cardapio', 'detalhe', 'todos']).default('todos'),
      }),
    )
    .default([]),
  tabelaNutricional: catalogNutrition.optional(),
  grupos: z.array(catalogOptionGroup).default([]),
  kit: z.array(z.object({ cod: id, qtd: z.number().int().min(1) })).optional(),
  lojas: z
    .array(z.object({ lojaId: id, disponivel: z.boolean().default(true), preco: cents('preco').optional() }))
    .default([]),
});

/**
 * How a store takes table reservations (docs/reservations.md). A store without it uses the defaults
 * (DEFAULT_RESERVATION_SETTINGS); `ativa: false` takes it out of the reservations screen.
 */
export const catalogReservations = z
  .object({
    ativa: z.boolean().default(true),
    lugaresPorHorario: z.number().int().min(1).max(999),
    intervaloMinutos: z.number().int().min(5).max(240),
    ultimaEntradaMinutos: z.number().int().min(0).max(600),
    maxPessoas: z.number().int().min(1).max(999),
    diasAntecedencia: z.number().int().min(0).max(365),
    antecedenciaMinutos: z.number().int().min(0).max(10080),
  })
  .refine((r) => r.maxPessoas <= r.lugaresPorHorario, {
    error: 'maxPessoas não pode ser maior que lugaresPorHorario.',
    path: ['maxPessoas'],
  });

const brandList = z.array(cardBrand).default([]);

/**
 * Card brands a store accepts per `forma` (§7 pagamentos). MEAL_VOUCHER lists only meal-voucher brands (Alelo,
 * Sodexo, Ticket Restaurante, Visa Refeição, VR), CREDIT and DEBIT only the others; no brand twice in a list.
 */
export const catalogBrandsByForma = z
  .object({ CREDIT: brandList, DEBIT: brandList, MEAL_VOUCHER: brandList })
  .superRefine((lists, ctx) => {
    for (const forma of CARD_FORMAS) {
      const brands = lists[forma];
      brands.forEach((brand, index) => {
        if (brands.indexOf(brand) !== index)
          ctx.addIssue({
            code: 'custom',
            path: [forma, index],
            message: `${brand} aparece mais de uma vez.`,
          });
        if (CARD_BRAND_FORMATS[brand].mealVoucher !== (forma === 'MEAL_VOUCHER'))
          ctx.addIssue({
            code: 'custom',
            path: [forma, index],
            message:
              forma === 'MEAL_VOUCHER'
                ? `${brand} não é bandeira de vale-refeição.`
                : `${brand} é vale-refeição: liste-a em MEAL_VOUCHER.`,
          });
      });
    }
  });

/**
 * What a store accepts (§7 pagamentos, docs/payments.md): in the app (`online`: saved cards by brand, Pix) and on
 * delivery (`entrega`: card machine brands, cash). A store without `pagamentos` offers no payment and GET
 * pagamentos answers 404 for it.
 */
export const catalogStorePayments = z.object({
  online: z
    .object({ cartao: catalogBrandsByForma.prefault({}), pix: z.boolean().default(false) })
    .prefault({}),
  entrega: z
    .object({ cartao: catalogBrandsByForma.prefault({}), dinheiro: z.boolean().default(false) })
    .prefault({}),
});

export const catalogStore = z.object({
  id: id,
  nome: z.string().min(1),
  telefone: z.string().min(8),
  endereco: z.object({
    logradouro: z.string().min(1),
    numero: z.string().min(1),
    complemento: z.string().optional(),
    bairro: z.string().min(1),
    cidade: z.string().min(1),
    estado: z.string().length(2),
    cep: z.string().regex(/^\d{5}-\d{3}$/, { error: 'CEP deve estar no formato 00000-000.' }),
  }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  tempoEntrega: z.number().int().min(1),
  raioEntregaKm: z.number().positive(),
  faixasFrete: z.array(z.object({ ateKm: z.number().positive(), valor: cents('valor') })).min(1),
  horarios: z.array(z.object({ dia: z.number().int().min(0).max(6), abre: hhmm, fecha: hhmm })),
  feriados: z.array(isoDate).default([]),
  habilitadoShinguru: z.boolean(),
  metodoPagamento: z.enum(['mundipagg', 'braspag']),
  ativo: z.boolean().default(true),
  reservas: catalogReservations.optional(),
  pagamentos: catalogStorePayments.optional(),
});

export const catalogBanner = z.object({
  id: id,
  nome: z.string().min(1),
  imagem: assetPath,
  tipo: z.enum(['produto', 'categoria', 'link', 'informativo']),
  produto_id: id.optional(),
  categoria_id: id.optional(),
  link: z.string().url().optional(),
  plataforma: z.enum(['Todas', 'PWA', 'APP']),
  padrao: z.boolean().default(false),
  ordem: z.number().int().default(0),
  lojas: z.array(id).default([]),
});

/**
 * A coupon the brand publishes (docs/bag.md). `valor`: centavos for 'fixo' and 'produto', a whole percentage
 * for 'porcentagem', 0 for 'beneficio'. `frete`: percentage off the delivery fee. Dates are São Paulo calendar
 * dates, both inclusive. Empty `lojas`: every store.
 */
export const catalogCoupon = z.object({
  codigo: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: 'Código do cupom: 3 a 40 letras, dígitos, - ou _.' }),
  descricao: z.string().min(1),
  tipo: z.enum(['fixo', 'porcentagem', 'produto', 'beneficio']),
  valor: z.number().int().min(0),
  frete: z.number().int().min(0).max(100).optional(),
  categoriaId: id.optional(),
  produtoCod: id.optional(),
  valorMinimo: cents('valorMinimo').default(0),
  validoDe: isoDate.optional(),
  validoAte: isoDate.optional(),
  lojas: z.array(id).default([]),
  limiteTotal: z.number().int().min(1).optional(),
  limitePorCliente: z.number().int().min(1).optional(),
  primeiroPedido: z.boolean().default(false),
  ativo: z.boolean().default(true),
  /** For 'beneficio': the loyalty benefit (`loyalty.benefits[].id`) a member must hold in the wallet to use it. */
  beneficioId: id.optional(),
});

/**
 * A gift card the brand issues. The password is given in clear (hashed with argon2id on import, for demo data)
 * or already hashed (`senhaHash`, an argon2id PHC string). `saldo` is the balance at issue, in centavos.
 */
export const catalogGiftCard = z
  .object({
    numero: z.string().regex(/^\d{12,19}$/, { error: 'Número do Gift Card: 12 a 19 dígitos.' }),
    senha: z.string().min(6).max(64).optional(),
    senhaHash: z.string().startsWith('$argon2id$').optional(),
    saldo: cents('saldo'),
    validade: isoDate,
    bloqueado: z.boolean().default(false),
  })
  .refine((g) => (g.senha === undefined) !== (g.senhaHash === undefined), {
    error: 'Informe senha ou senhaHash (apenas um).',
    path: ['senha'],
  });

/** How a Shinguru level is drawn (§3 Loyalty presentation); names and points ranges are the domain's. */
export const catalogLoyaltyLevel = z.object({
  nivel: z.number().int().min(1).max(4),
  background: z.string().min(1),
  borderColor: z.string().min(1),
  logo: assetPath,
  icone: assetPath,
  classe: z.string().min(1),
});

/**
 * One of the Shinguru benefits (§9) and the level that unlocks it (docs/loyalty.md). `uso`: 'produto' puts the
 * product `produtoCod` in the bag free, 'cupom' is spent by the coupon that names it, 'restaurante' is shown at
 * the table. `recorrencia`: 'mensal' and 'aniversario' put one wallet item per month or birthday month, 'nivel'
 * one when the level is reached, 'permanente' is a perk never held in the wallet. `versao` changes with the
 * benefit's terms (the reservation's versao_cupom).
 */
export const catalogLoyaltyBenefit = z.object({
  id: id,
  slug: z.string().regex(/^[a-z0-9-]{3,60}$/),
  nome: z.string().min(1),
  descricao: z.string().min(1),
  icone: assetPath,
  categoria: z.enum(['delivery', 'restaurante']),
  uso: z.enum(['produto', 'cupom', 'restaurante']),
  nivel: z.number().int().min(1).max(4),
  recorrencia: z.enum(['mensal', 'aniversario', 'nivel', 'permanente']),
  produtoCod: id.optional(),
  validadeDias: z.number().int().min(1).optional(),
  versao: z.number().int().min(1).default(1),
  ativo: z.boolean().default(true),
});

/** A brand's catalogue file: what `npm run catalog:import FILE` publishes. */
export const catalogFile = z.object({
  brand: z.object({
    id: id,
    nome: z.string().min(1),
    loyaltyBrandId: id,
    loyaltyName: z.string().min(1),
    defaultStoreId: id,
  }),
  stores: z.array(catalogStore).min(1),
  categories: z.array(
    z.object({ id: id, nome: z.string().min(1), ordem: z.number().int(), icone: assetPath.optional() }),
  ),
  allergens: z.array(catalogAllergen),
  products: z.array(catalogProduct),
  banners: z.array(catalogBanner),
  suggestions: z.array(z.object({ cod: id, ordem: z.number().int(), lojas: z.array(id).default([]) })),
  coupons: z.array(catalogCoupon).default([]),
  giftCards: z.array(catalogGiftCard).default([]),
  /** The Shinguru programme: how each of the four levels is drawn and the benefits they unlock. */
  loyalty: z
    .object({ levels: z.array(catalogLoyaltyLevel).length(4), benefits: z.array(catalogLoyaltyBenefit) })
    .optional(),
});

export type CatalogFile = z.infer<typeof catalogFile>;
export type CatalogFileInput = z.input<typeof catalogFile>;
export type CatalogProduct = z.infer<typeof catalogProduct>;
export type CatalogStore = z.infer<typeof catalogStore>;
export type CatalogStorePayments = z.infer<typeof catalogStorePayments>;
export type CatalogCoupon = z.infer<typeof catalogCoupon>;
export type CatalogGiftCard = z.infer<typeof catalogGiftCard>;
export type CatalogLoyaltyBenefit = z.infer<typeof catalogLoyaltyBenefit>;
