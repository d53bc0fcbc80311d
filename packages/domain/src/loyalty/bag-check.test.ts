import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BagBenefitLine, checkBagBenefits, LOYALTY_MESSAGES } from './bag-check.ts';

describe('LOYALTY_MESSAGES', () => {
  it('holds T1 and T2 verbatim (§8)', () => {
    expect(LOYALTY_MESSAGES.checkFailed).toBe(
      'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..',
    );
    expect(LOYALTY_MESSAGES.itemWithoutRecord).toBe(
      'Houve um problema ao resgatar seu benefício. Por favor, adicione-o ao carrinho novamente.',
    );
  });

  it.each([
    ['joined', 'Agora você faz parte do Shinguru!'],
    [
      'unavailable',
      'Este benefício já foi utilizado ou não está mais disponível. Remova-o da sacola e tente novamente.',
    ],
    ['storeDisabled', 'Esta loja não participa do Shinguru.'],
    ['notMember', 'Participe do Shinguru para usar seus benefícios.'],
    ['notFound', 'Benefício não encontrado.'],
    ['programmeNotFound', 'Programa não encontrado.'],
    ['membersOnlyCoupon', 'Este cupom é um benefício exclusivo do Shinguru.'],
    ['couponBenefitMissing', 'Você não tem este benefício disponível na sua carteira.'],
  ] as const)('%s', (key, text) => {
    expect(LOYALTY_MESSAGES[key]).toBe(text);
  });

  it('levelLocked names the level', () => {
    expect(LOYALTY_MESSAGES.levelLocked('Coral')).toBe('Este benefício é liberado a partir do nível Coral.');
  });
});

describe('checkBagBenefits', () => {
  const sushi: BagBenefitLine = { key: 'sushi', beneficio: false };
  const coffee: BagBenefitLine = { key: 'coffee', beneficio: true, sequencial: 7 };
  const kit: BagBenefitLine = { key: 'kit', beneficio: true, sequencial: 9 };
  const bare: BagBenefitLine = { key: 'bare', beneficio: true };
  const keys = (lines: BagBenefitLine[]) => lines.map((line) => line.key);

  it.each([
    ['no benefits', [sushi], [], [], ['sushi'], [], null],
    [
      'all checked',
      [sushi, coffee, kit],
      [7, 9],
      [
        [7, true],
        [9, true],
      ],
      ['sushi', 'coffee', 'kit'],
      [],
      null,
    ],
    [
      'line without a stored query',
      [sushi, coffee, kit],
      [7],
      [[7, true]],
      ['sushi', 'coffee'],
      ['kit'],
      LOYALTY_MESSAGES.itemWithoutRecord,
    ],
    [
      'line without sequencial',
      [bare, sushi],
      [],
      [],
      ['sushi'],
      ['bare'],
      LOYALTY_MESSAGES.itemWithoutRecord,
    ],
    [
      'a failed query removes every benefit line',
      [sushi, coffee, kit],
      [7, 9],
      [
        [7, true],
        [9, false],
      ],
      ['sushi'],
      ['coffee', 'kit'],
      LOYALTY_MESSAGES.checkFailed,
    ],
    [
      'failure wins over a missing record',
      [coffee, bare, sushi],
      [7],
      [[7, false]],
      ['sushi'],
      ['coffee', 'bare'],
      LOYALTY_MESSAGES.checkFailed,
    ],
    [
      'a query without verdict counts as failed',
      [coffee],
      [7],
      [],
      [],
      ['coffee'],
      LOYALTY_MESSAGES.checkFailed,
    ],
    [
      'a failed query with no benefit line left',
      [sushi],
      [7],
      [[7, false]],
      ['sushi'],
      [],
      LOYALTY_MESSAGES.checkFailed,
    ],
  ] as [string, BagBenefitLine[], number[], [number, boolean][], string[], string[], string | null][])(
    '%s',
    (_name, lines, queries, verdicts, keep, remove, message) => {
      const result = checkBagBenefits(
        lines,
        queries.map((sequencial) => ({ sequencial })),
        new Map(verdicts),
      );
      expect({ keep: keys(result.keep), remove: keys(result.remove), message: result.message }).toEqual({
        keep,
        remove,
        message,
      });
    },
  );

  it('keeps every non-benefit line, partitions the bag, and speaks only when something failed (property)', () => {
    const line = fc.record({
      key: fc.string(),
      beneficio: fc.boolean(),
      sequencial: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()), { maxLength: 6 }),
        (lines, queries, verdicts) => {
          const result = checkBagBenefits(
            lines,
            queries.map((sequencial) => ({ sequencial })),
            new Map(verdicts),
          );
          const nonBenefit = lines.filter((l) => !l.beneficio);
          return (
            result.keep.length + result.remove.length === lines.length &&
            nonBenefit.every((l) => result.keep.includes(l)) &&
            result.remove.every((l) => l.beneficio) &&
            (result.message !== null || result.remove.length === 0) &&
            (result.message !== LOYALTY_MESSAGES.itemWithoutRecord || result.remove.length > 0)
          );
        },
      ),
    );
  });
});
