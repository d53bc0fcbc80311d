import { groupSelectedCount, type OptionGroup } from './option-group.ts';

/** §5 / §8: shown when a product is added with an incomplete group. */
export const INCOMPLETE_PRODUCT_MESSAGE = 'Por favor preencha todos os campos.';

/** 'Você deve selecionar {n} item' (n = 1) or '… {n} itens' (n ≠ 1), §5. */
export function mustSelectMessage(count: number): string {
  return `Você deve selecionar ${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** Fewest units or choices a group needs: `min` for 'Adicional'; at least 1 (or `min` if larger) for choice groups. */
export function groupMinimum(group: OptionGroup): number {
  const min = Math.max(0, group.min);
  return group.tipo_opcional === 'Adicional' ? min : Math.max(1, min);
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
