import { groupLimit, groupSelectedCount, type OptionGroup } from './option-group.ts';

/** §5 / §8: shown when a product is added with an incomplete group. */
export const INCOMPLETE_PRODUCT_MESSAGE = 'Por favor preencha todos os campos.';

/** 'Você deve selecionar {n} item' (n = 1) or '… {n} itens' (n ≠ 1), §5. */
export function mustSelectMessage(count: number): string {
  return `Você deve selecionar ${count} ${count === 1 ? 'item' : 'itens'}`;
}

/**
 * Fewest units or choices a group needs (ADR 0146): its `min` for 'Adicional' and 'Opcional' groups, so an
 * 'Opcional' group with `min` 0 ("Deseja remover algo?") may be left as it comes; at least 1 (or `min` if larger)
 * for an 'Obrigatório' group.
 */
export function groupMinimum(group: Pick<OptionGroup, 'tipo_opcional' | 'min'>): number {
  const min = Math.max(0, group.min);
  return group.tipo_opcional === 'Obrigatório' ? Math.max(1, min) : min;
}

/** True when the customer must pick something in the group before the product goes to the bag. */
export function isGroupRequired(group: Pick<OptionGroup, 'tipo_opcional' | 'min'>): boolean {
  return groupMinimum(group) > 0;
}

/** True when a group meets its minimum; picking the "none" extra (`sem_escolha`) also completes an extras group. */
export function isGroupComplete(group: OptionGroup): boolean {
  if (
    group.tipo_opcional === 'Adicional' &&
    group.adicionais.some((extra) => extra.sem_escolha && extra.qtd > 0)
  ) {
    return true;
  }
  return groupSelectedCount(group) >= groupMinimum(group);
}

/** The group's hint while short of its minimum: 'Você deve selecionar {n} item/itens' with n = the minimum; else null. */
export function groupShortfallMessage(group: OptionGroup): string | null {
  return isGroupComplete(group) ? null : mustSelectMessage(groupMinimum(group));
}

/**
 * True when a group as defined can be completed at all: its minimum within its limit and, for a choice group, no
 * more choices demanded than it offers (the catalogue refuses other groups, so every dish can be ordered).
 */
export function isGroupMinimumReachable(
  group: Pick<OptionGroup, 'tipo_opcional' | 'min' | 'max' | 'regra'>,
  optionCount: number,
): boolean {
  const minimum = groupMinimum(group);
  const reachable = group.tipo_opcional === 'Adicional' ? Number.POSITIVE_INFINITY : optionCount;
  return minimum <= Math.min(groupLimit(group), reachable);
}

/** What is wrong with a group as the brand defines it, if anything (the catalogue file and the back office). */
export type OptionGroupProblem = 'more_choices_than_options' | 'unreachable_minimum';

export function optionGroupProblem(
  group: Pick<OptionGroup, 'tipo_opcional' | 'min' | 'max' | 'regra'>,
  optionCount: number,
): OptionGroupProblem | null {
  if (group.tipo_opcional !== 'Adicional' && group.max > optionCount) return 'more_choices_than_options';
  if (!isGroupMinimumReachable(group, optionCount)) return 'unreachable_minimum';
  return null;
}
