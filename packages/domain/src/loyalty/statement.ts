import { formatDate, formatTime } from '../format/date-time.ts';
import { toStoreTime } from '../format/zoned-time.ts';
import { saoPauloMonthStart } from './grants.ts';
import type { LedgerEntryKind } from './ledger.ts';

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** The statement's default period (§9): the current month and the two before it. */
export const DEFAULT_STATEMENT_MONTHS = 3;

/** What the statement lists: the ledger's entries, and the benefits the wallet received and used (0 points). */
export type StatementEntryKind = LedgerEntryKind | 'beneficio_concedido' | 'beneficio_utilizado';

/** A ledger entry, or a wallet event with its benefit's name in `motivo`, as the statement reads it. */
export interface StatementEntryInput {
  tipo: StatementEntryKind;
  pontos: number;
  createdAt: Date;
  orderId: number | null;
  motivo: string | null;
}

export interface StatementEntry {
  data: string;
  hora: string;
  tipo: StatementEntryKind;
  descricao: string;
  pontos: number;
  pedido_id: number | null;
}

export interface StatementMonth {
  /** 'yyyy-MM' in São Paulo. */
  mes: string;
  /** 'novembro de 2026'. */
  titulo: string;
  /** Σ points of the month's entries. */
  pontos: number;
  entradas: StatementEntry[];
}

/** The first instant of the statement's period: the start of the São Paulo month `meses − 1` months before now's. */
export function statementStart(now: Date, meses: number): Date {
  const today = toStoreTime(now);
  return saoPauloMonthStart(today.year, today.month - meses + 1);
}

/** How an entry reads in the statement. */
export function statementDescription(
  entry: Pick<StatementEntryInput, 'tipo' | 'orderId' | 'motivo'>,
): string {
  const order = entry.orderId === null ? '' : ` do pedido #${entry.orderId}`;
  switch (entry.tipo) {
    case 'credito':
      return `Pontos${order}`;
    case 'estorno':
      return `Estorno dos pontos${order}${entry.motivo ? ` (${entry.motivo})` : ''}`;
    case 'ajuste':
      return entry.motivo ? `Ajuste: ${entry.motivo}` : 'Ajuste de pontos';
    case 'beneficio_concedido':
      return `Benefício recebido: ${entry.motivo ?? ''}`;
    case 'beneficio_utilizado':
      return `Benefício usado${order}: ${entry.motivo ?? ''}`;
  }
}

/**
 * The statement (fidelidade_extrato): every month of the period, newest first, each with its entries (newest
 * first, whatever order they are given in) and their sum; months without entries are listed empty.
 */
export function statementMonths(
  entries: readonly StatementEntryInput[],
  now: Date,
  meses: number,
): StatementMonth[] {
  const today = toStoreTime(now);
  const months: StatementMonth[] = [];
  for (let back = 0; back < meses; back++) {
    const start = toStoreTime(saoPauloMonthStart(today.year, today.month - back));
    const mes = `${start.year}-${String(start.month).padStart(2, '0')}`;
    months.push({ mes, titulo: `${MONTH_NAMES[start.month - 1]} de ${start.year}`, pontos: 0, entradas: [] });
  }
  const newestFirst = [...entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const entry of newestFirst) {
    const at = toStoreTime(entry.createdAt);
    const month = months.find((m) => m.mes === `${at.year}-${String(at.month).padStart(2, '0')}`);
    if (!month) continue;
    month.pontos += entry.pontos;
    month.entradas.push({
      data: formatDate(entry.createdAt),
      hora: formatTime(entry.createdAt),
      tipo: entry.tipo,
      descricao: statementDescription(entry),
      pontos: entry.pontos,
      pedido_id: entry.orderId,
    });
  }
  return months;
}
