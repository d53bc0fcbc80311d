import { z } from 'zod';
import { queryId } from '../http/envelope.ts';

/** The longest period one report covers, in days. */
export const REPORT_MAX_DAYS = 366;

const day = (label: string) =>
  z.iso.date({ error: `O campo ${label} deve ser uma data no formato AAAA-MM-DD.` });

const daysBetween = (de: string, ate: string) => (Date.parse(ate) - Date.parse(de)) / 86_400_000 + 1;

/**
 * GET /api/gestao/relatorios (and .csv): a period of Brasília days, both ends included, and optionally one store
 * (without it: every store the member may see).
 */
export const reportQuery = z
  .object({ de: day('de'), ate: day('ate'), lojaId: queryId('lojaId').optional() })
  .refine((q) => q.de <= q.ate, { error: 'A data inicial deve vir antes da final.', path: ['de'] })
  .refine((q) => daysBetween(q.de, q.ate) <= REPORT_MAX_DAYS, {
    error: `O período deve ter no máximo ${REPORT_MAX_DAYS} dias.`,
    path: ['ate'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** Sales figures of a set of orders; money in centavos. */
export const reportFigures = z.object({
  /** Orders placed and not cancelled (an unpaid Pix still waiting is not counted). */
  pedidos: z.number().int(),
  /** What those orders were sold for: items + delivery − discounts (what was paid, gift cards included). */
  receita: z.number().int(),
  /** receita / pedidos, rounded to the centavo (0 without orders). */
  ticketMedio: z.number().int(),
  cancelados: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const salesReport = z.object({
  de: z.string(),
  ate: z.string(),
  lojas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  resumo: reportFigures,
  /** Every day of the period, in order, days without orders included. */
  dias: z.array(reportFigures.extend({ dia: z.string() })),
  porLoja: z.array(reportFigures.extend({ loja: z.object({ id: z.number().int(), nome: z.string() }) })),
  /** Cancelled orders by the reason given, most frequent first. */
  cancelamentos: z.array(z.object({ motivo: z.string(), pedidos: z.number().int() })),
  /** Counted orders by how they were paid, largest first. */
  pagamentos: z.array(z.object({ tipo: z.string(), pedidos: z.number().int(), valor: z.number().int() })),
  /** The ten products sold most (units), with what they sold for. */
  produtos: z.array(
    z.object({
      cod: z.number().int(),
      nome: z.string(),
      quantidade: z.number().int(),
      valor: z.number().int(),
    }),
  ),
});
export type SalesReport = z.infer<typeof salesReport>;
