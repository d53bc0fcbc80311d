import { describe, expect, it } from 'vitest';
import { choice, extra, group } from '../testing/option-groups.ts';
import { choiceList, groupLimit, groupSelectedCount, type OptionGroupKind } from './option-group.ts';
import { groupShortfallMessage, isGroupComplete, mustSelectMessage } from './requirements.ts';
import { decrementExtra, incrementExtra, toggleChoice } from './selection.ts';

describe('extras (Adicional)', () => {
  const extras = group('Adicional', { min: 0, max: 3 }, { adicionais: [extra(1, 300), extra(2, 500)] });

  it('adds units up to the group max, then refuses with the message (with period)', () => {
    let current = extras;
    for (const cod of [1, 1, 2]) {
      const change = incrementExtra(current, cod);
      expect(change.message).toBeNull();
      current = change.group;
    }
    expect(groupSelectedCount(current)).toBe(3);
    const refused = incrementExtra(current, 2);
    expect(refused.message).toBe('A quantidade máxima para essa opção já foi atingida.');
    expect(refused.group).toBe(current);
  });

  it('removes units without going below zero and never mutates the input', () => {
    const one = incrementExtra(extras, 1).group;
    expect(decrementExtra(decrementExtra(one, 1), 1).adicionais[0]?.qtd).toBe(0);
    expect(extras.adicionais[0]?.qtd).toBe(0);
  });

  it('the "none" extra clears the others and is cleared by them', () => {
    const withNone = group(
      'Adicional',
      { min: 1, max: 2 },
      { adicionais: [extra(1, 300, 2), extra(9, 0, 0, true)] },
    );
    const none = incrementExtra(withNone, 9).group;
    expect(none.adicionais.map((e) => e.qtd)).toEqual([0, 1]);
    expect(isGroupComplete(none)).toBe(true);
    expect(incrementExtra(none, 1).group.adicionais.map((e) => e.qtd)).toEqual([1, 0]);
  });

  it('ignores an unknown code', () => {
    expect(incrementExtra(extras, 42)).toEqual({ group: extras, message: null });
  });
});

describe('choices (Opcional / Obrigatório)', () => {
  it.each(['Opcional', 'Obrigatório'] as const)('%s with max 1 behaves like a radio button', (kind) => {
    const radio = group(kind, { max: 1 }, { choices: [choice(1), choice(2)] });
    const first = toggleChoice(radio, 1).group;
    const second = toggleChoice(first, 2);
    expect(second.message).toBeNull();
    const list = kind === 'Opcional' ? second.group.opcionais : second.group.obrigatorios;
    expect(list.map((c) => c.selecionado)).toEqual([false, true]);
    expect(toggleChoice(second.group, 2).group).toEqual(second.group);
  });

  it('with max over 1 toggles and refuses past the max (message without period)', () => {
    const multi = group('Opcional', { max: 2 }, { choices: [choice(1), choice(2), choice(3)] });
    const two = toggleChoice(toggleChoice(multi, 1).group, 2).group;
    const refused = toggleChoice(two, 3);
    expect(refused.message).toBe('A quantidade máxima para essa opção já foi atingida');
    expect(refused.group).toBe(two);
    const off = toggleChoice(two, 1).group;
    expect(off.opcionais.map((c) => c.selecionado)).toEqual([false, true, false]);
  });

  it('ignores unknown codes and extras groups', () => {
    const multi = group('Obrigatório', { max: 2 }, { choices: [choice(1)] });
    expect(toggleChoice(multi, 7).group).toBe(multi);
    const extras = group('Adicional', { max: 2 }, { adicionais: [extra(1)] });
    expect(toggleChoice(extras, 1).group).toBe(extras);
  });
});

describe('limits and minimums', () => {
  it('maps choice kinds to their lists and refuses unknown kinds loudly', () => {
    expect(choiceList('Opcional')).toBe('opcionais');
    expect(choiceList('Obrigatório')).toBe('obrigatorios');
    expect(() => choiceList('Extra' as Exclude<OptionGroupKind, 'Adicional'>)).toThrow(
      'unknown option group kind',
    );
  });

  it.each([
    [{ max: 3, regra: 3 }, 3],
    [{ max: 3, regra: 2 }, 2],
    [{ max: 3, regra: 0 }, 3],
    [{ max: 0, regra: 0 }, Number.POSITIVE_INFINITY],
  ])('groupLimit(%j) = %s', (limits, expected) => {
    expect(groupLimit(limits)).toBe(expected);
  });

  it.each([
    [1, 'Você deve selecionar 1 item'],
    [2, 'Você deve selecionar 2 itens'],
    [0, 'Você deve selecionar 0 itens'],
  ])('mustSelectMessage(%i) = %j', (count, message) => {
    expect(mustSelectMessage(count)).toBe(message);
  });

  it.each([
    ['Adicional', 0, 0, null],
    ['Adicional', 2, 1, 'Você deve selecionar 2 itens'],
    ['Adicional', 1, 0, 'Você deve selecionar 1 item'],
    ['Adicional', 2, 2, null],
    ['Opcional', 0, 0, null], // an optional group with min 0 may stay empty (ADR 0146)
    ['Opcional', 1, 0, 'Você deve selecionar 1 item'], // min ≥ 1: §5's rule applies
    ['Opcional', 2, 1, 'Você deve selecionar 2 itens'],
    ['Obrigatório', 0, 0, 'Você deve selecionar 1 item'], // a required group needs a choice even with min 0 (§5)
    ['Obrigatório', 0, 1, null],
    ['Obrigatório', 2, 1, 'Você deve selecionar 2 itens'],
  ] as const)('%s with min %i and %i chosen → %j', (kind, min, chosen, message) => {
    const g =
      kind === 'Adicional'
        ? group(kind, { min, max: 5 }, { adicionais: [extra(1, 0, chosen)] })
        : group(kind, { min, max: 5 }, { choices: [choice(1, 0, chosen >= 1), choice(2, 0, chosen >= 2)] });
    expect(groupShortfallMessage(g)).toBe(message);
  });
});
