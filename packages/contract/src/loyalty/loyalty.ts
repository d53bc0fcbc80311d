import { LOYALTY_BRAND_ID } from '@comanda/domain';
import { z } from 'zod';
import { ignoredJwt } from '../account/fields.ts';
import { queryId } from '../http/envelope.ts';

const level = z.number().int().min(0).max(4);

/** PUT /api/cliente with `shinguru: true` (§7): the logged-in customer accepts the Shinguru terms and joins. */
export const joinLoyaltyBody = z.object({ jwt: ignoredJwt, shinguru: z.literal(true) });
export type JoinLoyaltyBody = z.infer<typeof joinLoyaltyBody>;

/** How a level is drawn (§3 Loyalty presentation); the top level swaps background and text colours. */
export const loyaltyLevelLook = z.object({
  background: z.string(),
  border_color: z.string(),
  logo: z.string(),
  icone: z.string(),
  classe: z.string(),
});

/**
 * GET /api/fidelidade (§3 Loyalty): membership, level and points. A customer without a loyalty record gets Areia
 * with `shinguru: false` (§4).
 */
export const loyaltyStatus = loyaltyLevelLook.extend({
  shinguru: z.boolean(),
  mostrar_shinguru: z.boolean(),
  nivel: level,
  nome: z.string(),
  /** Whole points: the sum of the customer's ledger entries. */
  saldo_pontos: z.number().int().min(0),
  /** Points still missing for the next level; null at the top. */
  pontos_proximo_nivel: z.number().int().nullable(),
  proximo_nivel: z.string().nullable(),
  /** Whole percent of the way through the current level (100 at the top). */
  progresso: z.number().int().min(0).max(100),
  /** Points the member's orders under way at participating stores will earn once completed (0 for a non-member). */
  pontos_pendentes: z.number().int().min(0),
});
export type LoyaltyStatusData = z.infer<typeof loyaltyStatus>;

/** A benefit as the club lists it (§3 Loyalty benefits). */
export const loyaltyBenefit = z.object({
  id: z.number().int(),
  categoria: z.enum(['delivery', 'restaurante']),
  icone: z.string(),
  nome: z.string(),
  descricao: z.string(),
});
export type LoyaltyBenefitData = z.infer<typeof loyaltyBenefit>;

/** GET /api/buscar_beneficios: every level with its points range and the benefits it unlocks. */
export const loyaltyBenefitsByLevel = z.object({
  niveis: z.array(
    loyaltyLevelLook.extend({
      nivel: level,
      nome: z.string(),
      pontos_min: z.number().int(),
      /** Null for the top level (no upper bound). */
      pontos_max: z.number().int().nullable(),
      /** Reached by the customer (a non-member has reached none). */
      desbloqueado: z.boolean(),
      benefits: z.array(loyaltyBenefit),
    }),
  ),
});
export type LoyaltyBenefitsByLevel = z.infer<typeof loyaltyBenefitsByLevel>;

/** The programme a loyalty query names: only the brand's (§9 loyalty brand id). */
export const loyaltyBrandField = queryId('id_marca').default(LOYALTY_BRAND_ID);

/** GET /api/fidelidade_extrato query: the months to show, counting the current one (default 3, §9). */
export const loyaltyStatementQuery = z.object({
  id_marca: loyaltyBrandField,
  meses: z.coerce
    .number({ error: 'O campo meses deve ser um número.' })
    .int({ error: 'O campo meses deve ser um número inteiro.' })
    .min(1, { error: 'O campo meses deve ser de 1 a 12.' })
    .max(12, { error: 'O campo meses deve ser de 1 a 12.' })
    .default(3),
});
export type LoyaltyStatementQuery = z.infer<typeof loyaltyStatementQuery>;

/** One line of the statement: a credit, a reversal or an adjustment of points, a benefit received or used. */
export const loyaltyStatementEntry = z.object({
  /** 'dd/MM/yyyy' and 'HH:mm', São Paulo time. */
  data: z.string(),
  hora: z.string(),
  tipo: z.enum(['credito', 'estorno', 'ajuste', 'beneficio_concedido', 'beneficio_utilizado']),
  descricao: z.string(),
  /** Signed whole points. */
  pontos: z.number().int(),
  pedido_id: z.number().int().nullable(),
});

/** GET /api/fidelidade_extrato: the entries grouped by São Paulo month, newest first, with each month's sum. */
export const loyaltyStatement = z.object({
  saldo_pontos: z.number().int().min(0),
  meses: z.array(
    z.object({
      /** 'yyyy-MM'. */
      mes: z.string(),
      /** 'novembro de 2026'. */
      titulo: z.string(),
      pontos: z.number().int(),
      entradas: z.array(loyaltyStatementEntry),
    }),
  ),
});
export type LoyaltyStatement = z.infer<typeof loyaltyStatement>;

/** POST /api/operador/pedido/estorno-pontos: the store team takes back the points a completed order earned. */
export const operatorPointsReversalBody = z.object({
  pedidoId: z.number({ error: 'O campo pedidoId deve ser um número.' }).int().positive(),
  motivo: z
    .string({ error: 'Informe o motivo do estorno.' })
    .trim()
    .min(3, { error: 'Informe o motivo do estorno.' })
    .max(200, { error: 'O motivo deve ter no máximo 200 caracteres.' }),
});
export type OperatorPointsReversalBody = z.infer<typeof operatorPointsReversalBody>;

/** What the reversal answers: the points taken back (negative). */
export const operatorPointsReversal = z.object({ pedidoId: z.number().int(), pontos: z.number().int() });

/** GET /api/fidelidade_carteira query: `filtro_utilizado` 0 lists Disponível and Reservado, 1 the used ones. */
export const loyaltyWalletQuery = z.object({
  id_marca: loyaltyBrandField,
  filtro_utilizado: z.coerce
    .number({ error: 'O campo filtro_utilizado deve ser 0 ou 1.' })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'O campo filtro_utilizado deve ser 0 ou 1.' }))
    .default(0),
});
export type LoyaltyWalletQuery = z.infer<typeof loyaltyWalletQuery>;

/**
 * §3 coupon reservation: the stored benefit query (`beneficio-shinguru`) that GET and DELETE fidelidade_cupom take,
 * in the query string.
 */
export const loyaltyBenefitQuery = z.object({
  loja_id: z.coerce.number({ error: 'O campo loja_id deve ser um número.' }).int().min(0),
  id_empresa_cupom: z.coerce
    .number({ error: 'O campo id_empresa_cupom deve ser um número.' })
    .int()
    .positive(),
  id_cupom: z.coerce.number({ error: 'O campo id_cupom deve ser um número.' }).int().positive(),
  versao_cupom: z.coerce.number({ error: 'O campo versao_cupom deve ser um número.' }).int().positive(),
  sequencial: z.coerce.number({ error: 'O campo sequencial deve ser um número.' }).int().positive(),
});
export type LoyaltyBenefitQuery = z.infer<typeof loyaltyBenefitQuery>;

/** §3 Wallet item: a benefit granted to the member, with its flags and §4 status. */
export const loyaltyWalletItem = z.object({
  /** The item's number (the coupon reservation's `sequencial`). */
  sequencial: z.number().int(),
  id_beneficio: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  icone: z.string(),
  categoria: z.enum(['delivery', 'restaurante']),
  uso: z.enum(['produto', 'cupom', 'restaurante']),
  disponivel: z.boolean(),
  reservado: z.boolean(),
  utilizado: z.boolean(),
  status: z.enum(['Disponível', 'Reservado', 'Utilizado']),
  /** ISO instant after which it can no longer be used; null: no expiry. */
  valido_ate: z.string().nullable(),
  /** The order that used it. */
  pedido_id: z.number().int().nullable(),
  /** When it was used (ISO instant); null while unused or when it expired unused. */
  utilizado_em: z.string().nullable(),
  /** A product benefit's product (its cod in the menu); null for a coupon or restaurant benefit. */
  produto_cod: z.number().int().nullable(),
  /** A Reservado item's live hold: the stored query (to check or release it) and until when it holds. */
  reserva: z.object({ consulta: loyaltyBenefitQuery, expira_em: z.string() }).nullable(),
});
export type LoyaltyWalletItemData = z.infer<typeof loyaltyWalletItem>;

/** POST /api/fidelidade_cupom: reserve a wallet item for the bag of a store (a restaurant benefit: no store). */
export const loyaltyReserveBody = z.object({
  jwt: ignoredJwt,
  sequencial: z.number({ error: 'O campo sequencial deve ser um número.' }).int().positive(),
  loja_id: z
    .number({ error: 'O campo loja_id deve ser um número.' })
    .int()
    .positive()
    .nullable()
    .default(null),
});
export type LoyaltyReserveBody = z.infer<typeof loyaltyReserveBody>;

/** What a reservation answers: the query to store, the product it puts in the bag free, and until when it holds. */
export const loyaltyReservation = z.object({
  consulta: loyaltyBenefitQuery,
  /** For a product benefit: the product given (its cod); null for a restaurant benefit. */
  produto_cod: z.number().int().nullable(),
  expira_em: z.string(),
});
export type LoyaltyReservationData = z.infer<typeof loyaltyReservation>;

/** GET /api/fidelidade_cupom: the stored query still holds its item (the hold is renewed). */
export const loyaltyReservationCheck = z.object({ valido: z.literal(true), expira_em: z.string() });
