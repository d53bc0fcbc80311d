import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, canApplyAdjustment, type LedgerEntry, reversalOf } from './ledger.ts';

const credit = (id: number, pontos: number): LedgerEntry => ({ id, tipo: 'credito', pontos });

describe('ledger', () => {
  it.each([
    [[], 0],
    [[{ pontos: 50 }], 50],
    [[{ pontos: 50 }, { pontos: -50 }, { pontos: 12 }], 12],
  ])('balance of %j = %i', (entries, balance) => {
    expect(balanceOf(entries)).toBe(balance);
  });

  const ledger: LedgerEntry[] = [
    credit(1, 40),
    credit(2, 30),
    { id: 3, tipo: 'estorno', pontos: -40, estornaId: 1 },
    { id: 4, tipo: 'ajuste', pontos: 5, estornaId: null },
  ];

  it('reverses a credit once', () => {
    expect(reversalOf(ledger[1] as LedgerEntry, ledger)).toEqual({
      tipo: 'estorno',
      pontos: -30,
      estornaId: 2,
    });
  });

  it.each([
    [0, 'ledger_already_reversed'],
    [2, 'ledger_not_a_credit'],
    [3, 'ledger_not_a_credit'],
  ])('entry #%i → %s', (index, code) => {
    expect(reversalOf(ledger[index] as LedgerEntry, ledger)).toBe(code);
  });

  it('refuses a reversal that would take the balance below zero', () => {
    const entries: LedgerEntry[] = [credit(1, 100), { id: 2, tipo: 'ajuste', pontos: -60 }];
    expect(reversalOf(entries[0] as LedgerEntry, entries)).toBe('ledger_balance_negative');
  });

  it.each([
    [0, 10, true],
    [10, -10, true],
    [10, -11, false],
    [10, 0, false],
    [10, 1.5, false],
    [1.5, 1, false],
  ])('balance %s, adjustment %s → allowed %s', (balance, pontos, allowed) => {
    expect(canApplyAdjustment(balance, pontos)).toBe(allowed);
  });

  type Op =
    | { kind: 'credit'; pontos: number }
    | { kind: 'reverse'; pick: number }
    | { kind: 'adjust'; pontos: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('credit' as const), pontos: fc.integer({ min: 1, max: 500 }) }),
    fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('adjust' as const), pontos: fc.integer({ min: -600, max: 600 }) }),
  );

  it('any sequence of credits, reversals and allowed adjustments keeps balance = Σ ≥ 0, each credit reversed once at most (property)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const entries: LedgerEntry[] = [];
        let cached = 0;
        const append = (entry: Omit<LedgerEntry, 'id'>) => {
          entries.push({ ...entry, id: entries.length + 1 });
          cached += entry.pontos;
        };
        for (const step of ops) {
          if (step.kind === 'credit') append({ tipo: 'credito', pontos: step.pontos });
          else if (step.kind === 'adjust') {
            if (canApplyAdjustment(cached, step.pontos)) append({ tipo: 'ajuste', pontos: step.pontos });
          } else if (entries.length > 0) {
            const target = entries[step.pick % entries.length] as LedgerEntry;
            const reversal = reversalOf(target, entries);
            if (typeof reversal !== 'string') append(reversal);
          }
          if (cached !== balanceOf(entries) || cached < 0) return false;
        }
        const reversed = entries.flatMap((entry) => (entry.tipo === 'estorno' ? [entry.estornaId] : []));
        const credits = new Set(entries.filter((entry) => entry.tipo === 'credito').map((entry) => entry.id));
        return (
          new Set(reversed).size === reversed.length && reversed.every((id) => credits.has(id as number))
        );
      }),
    );
  });
});
