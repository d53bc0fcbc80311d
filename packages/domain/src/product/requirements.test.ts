import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choice, extra, group } from '../testing/option-groups.ts';
import { groupLimit, type OptionGroup, type OptionGroupKind } from './option-group.ts';
import { groupMinimum, isGroupMinimumReachable, isGroupRequired, mustSelectMessage } from './requirements.ts';
import { incrementExtra, toggleChoice } from './selection.ts';
import { validateProductSelection } from './validate-product.ts';

/** A group the catalogue accepts: options 1–6, a limit, and a minimum it can reach (isGroupMinimumReachable). */
const catalogueGroup = (id: number): fc.Arbitrary<OptionGroup> =>
  fc
    .record({
      kind: fc.constantFrom<OptionGroupKind>('Adicional', 'Opcional', 'Obrigatório'),
      options: fc.integer({ min: 1, max: 6 }),
      max: fc.integer({ min: 1, max: 8 }),
      narrower: fc.integer({ min: 0, max: 8 }),
      min: fc.integer({ min: 0, max: 8 }),
    })
    .map(({ kind, options, max: rawMax, narrower, min: rawMin }) => {
      const max = kind === 'Adicional' ? rawMax : Math.min(rawMax, options);
      const regra = narrower > 0 ? Math.min(narrower, max) : max;
      const min = Math.min(rawMin, regra);
      const cods = Array.from({ length: options }, (_, i) => id * 10 + i);
      const g =
        kind === 'Adicional'
          ? group(kind, { min, max, regra }, { adicionais: cods.map((cod) => extra(cod)) })
          : group(kind, { min, max, regra }, { choices: cods.map((cod) => choice(cod)) });
      return { ...g, id };
    });

const productGroups = fc
  .integer({ min: 0, max: 5 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => catalogueGroup(i + 1))));

/** What the customer taps to meet a group's minimum and nothing more: the first options, one tap each. */
function tapMinimum(g: OptionGroup): OptionGroup {
  let current = g;
  const taps = groupMinimum(g);
  for (let i = 0; i < taps; i++) {
    const change =
      g.tipo_opcional === 'Adicional'
        ? incrementExtra(current, g.adicionais[i % g.adicionais.length]?.cod ?? -1)
        : toggleChoice(
            current,
            (g.tipo_opcional === 'Opcional' ? g.opcionais : g.obrigatorios)[i]?.cod ?? -1,
          );
    expect(change.message).toBeNull();
    current = change.group;
  }
  return current;
}

describe('what a group demands (ADR 0146)', () => {
  it('a dish as it comes is accepted exactly when none of its groups is required', () => {
    fc.assert(
      fc.property(productGroups, (groups) => {
        const result = validateProductSelection({ groups, qtd: 1, observacao: '' });
        const required = groups.filter((g) => g.tipo_opcional === 'Obrigatório' || g.min > 0);
        if (required.length === 0) expect(result).toEqual({ ok: true });
        else
          expect(result).toEqual({
            ok: false,
            message: 'Por favor preencha todos os campos.',
            groups: Object.fromEntries(required.map((g) => [g.id, mustSelectMessage(Math.max(1, g.min))])),
          });
      }),
    );
  });

  it('only an Obrigatório group or a group whose min is at least 1 is required', () => {
    fc.assert(
      fc.property(catalogueGroup(1), (g) => {
        expect(isGroupRequired(g)).toBe(g.tipo_opcional === 'Obrigatório' || g.min >= 1);
        expect(groupMinimum(g)).toBe(g.tipo_opcional === 'Obrigatório' ? Math.max(1, g.min) : g.min);
      }),
    );
  });

  it('tapping just what the required groups demand always makes the dish addable', () => {
    fc.assert(
      fc.property(productGroups, (groups) => {
        const tapped = groups.map(tapMinimum);
        expect(validateProductSelection({ groups: tapped, qtd: 1, observacao: '' })).toEqual({ ok: true });
      }),
    );
  });

  it('one unit or choice short of the minimum is refused with the group’s hint', () => {
    fc.assert(
      fc.property(catalogueGroup(1).filter(isGroupRequired), (g) => {
        const chosen = groupMinimum(g) - 1;
        const short: OptionGroup =
          g.tipo_opcional === 'Adicional'
            ? { ...g, adicionais: g.adicionais.map((e, i) => ({ ...e, qtd: i === 0 ? chosen : 0 })) }
            : {
                ...g,
                opcionais: g.opcionais.map((c, i) => ({ ...c, selecionado: i < chosen })),
                obrigatorios: g.obrigatorios.map((c, i) => ({ ...c, selecionado: i < chosen })),
              };
        expect(validateProductSelection({ groups: [short], qtd: 1, observacao: '' })).toEqual({
          ok: false,
          message: 'Por favor preencha todos os campos.',
          groups: { 1: mustSelectMessage(groupMinimum(g)) },
        });
      }),
    );
  });
});

describe('isGroupMinimumReachable (the catalogue’s check)', () => {
  it.each([
    ['Opcional', 0, 3, 3, 3, true],
    ['Opcional', 2, 3, 3, 3, true],
    ['Opcional', 3, 3, 2, 3, false], // regra narrows the limit below min
    ['Obrigatório', 0, 1, 1, 1, true], // needs 1 of 1
    ['Obrigatório', 2, 3, 3, 1, false], // more choices demanded than offered
    ['Adicional', 4, 4, 4, 1, true], // one extra, four units
    ['Adicional', 5, 4, 4, 2, false],
  ] as const)(
    '%s min %i max %i regra %i with %i options → %s',
    (tipo_opcional, min, max, regra, count, ok) => {
      expect(isGroupMinimumReachable({ tipo_opcional, min, max, regra }, count)).toBe(ok);
    },
  );

  it('every generated catalogue group is reachable and its limit is at least its minimum', () => {
    fc.assert(
      fc.property(catalogueGroup(1), (g) => {
        const count =
          g.tipo_opcional === 'Adicional' ? g.adicionais.length : g.opcionais.length + g.obrigatorios.length;
        expect(isGroupMinimumReachable(g, count)).toBe(true);
        expect(groupLimit(g)).toBeGreaterThanOrEqual(groupMinimum(g));
      }),
    );
  });
});
