/** Kind of a points ledger entry: a credit for a completed order, its reversal, or an operator adjustment. */
export type LedgerEntryKind = 'credito' | 'estorno' | 'ajuste';

/**
 * One row of the append-only points ledger (whole points; credit > 0, reversal < 0, adjustment ≠ 0). `estornaId`
 * is the id of the credit a reversal cancels (only on 'estorno').
 */
export interface LedgerEntry {
  id: number;
  tipo: LedgerEntryKind;
  pontos: number;
  estornaId?: number | null;
}

/** The entry that reverses a credit (its id is given by the store that appends it). */
export interface ReversalEntry {
  tipo: 'estorno';
  /** Whole points, the credit's points negated (< 0). */
  pontos: number;
  /** Id of the reversed credit. */
  estornaId: number;
}

/** Why a reversal is refused: not a credit, already reversed, or the balance would fall below 0 points. */
export type LedgerRefusalCode = 'ledger_not_a_credit' | 'ledger_already_reversed' | 'ledger_balance_negative';

/** A customer's balance in whole points: Σ pontos of the ledger entries (the cache must always equal it). */
export function balanceOf(entries: readonly Pick<LedgerEntry, 'pontos'>[]): number {
  return entries.reduce((sum, entry) => sum + entry.pontos, 0);
}

/**
 * The entry reversing `entry` within the customer's ledger `entries` (points), or a refusal code: only a
 * 'credito' can be reversed, at most once (an 'estorno' in `entries` with `estornaId` = its id), and never below a
 * balance of 0 points (possible only after a negative adjustment; the operator adjusts first).
 */
export function reversalOf(
  entry: LedgerEntry,
  entries: readonly LedgerEntry[],
): ReversalEntry | LedgerRefusalCode {
  if (entry.tipo !== 'credito') return 'ledger_not_a_credit';
  if (entries.some((other) => other.tipo === 'estorno' && other.estornaId === entry.id))
    return 'ledger_already_reversed';
  if (balanceOf(entries) - entry.pontos < 0) return 'ledger_balance_negative';
  return { tipo: 'estorno', pontos: -entry.pontos, estornaId: entry.id };
}

/**
 * True when an operator adjustment of `pontos` (whole, ≠ 0) may be appended to a balance of `balance` points: the
 * balance must stay ≥ 0.
 */
export function canApplyAdjustment(balance: number, pontos: number): boolean {
  return (
    Number.isSafeInteger(balance) && Number.isSafeInteger(pontos) && pontos !== 0 && balance + pontos >= 0
  );
}
