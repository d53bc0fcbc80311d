import { choiceList, groupLimit, groupSelectedCount, type OptionGroup } from './option-group.ts';

/** §5: shown when adding more extras than the group's maximum (with final period). */
export const EXTRAS_LIMIT_MESSAGE = 'A quantidade máxima para essa opção já foi atingida.';
/** §5: shown when selecting more choices than a group's maximum above 1 (without final period, as the spec says). */
export const CHOICES_LIMIT_MESSAGE = 'A quantidade máxima para essa opção já foi atingida';

/** A group after a tap: the updated group (unchanged when refused) and the message to show, if any. */
export interface SelectionChange<G extends OptionGroup> {
  group: G;
  message: string | null;
}

/**
 * Adds one unit of extra `cod` to an 'Adicional' group. Refused with the extras-limit message once the group's
 * total units reach its limit. Choosing the "none" extra (`sem_escolha`) clears the others, and vice versa.
 */
export function incrementExtra<G extends OptionGroup>(group: G, cod: number): SelectionChange<G> {
  const target = group.adicionais.find((extra) => extra.cod === cod);
  if (!target) return { group, message: null };
  if (target.sem_escolha) {
    const adicionais = group.adicionais.map((extra) => ({ ...extra, qtd: extra.cod === cod ? 1 : 0 }));
    return { group: { ...group, adicionais }, message: null };
  }
  const others = group.adicionais.filter((extra) => !extra.sem_escolha && extra.cod !== cod);
  const used = others.reduce((sum, extra) => sum + extra.qtd, 0) + target.qtd;
  if (used >= groupLimit(group)) return { group, message: EXTRAS_LIMIT_MESSAGE };
  const adicionais = group.adicionais.map((extra) => {
    if (extra.cod === cod) return { ...extra, qtd: extra.qtd + 1 };
    return extra.sem_escolha ? { ...extra, qtd: 0 } : extra;
  });
  return { group: { ...group, adicionais }, message: null };
}

/** Removes one unit of extra `cod` from an 'Adicional' group; never below 0 units. */
export function decrementExtra<G extends OptionGroup>(group: G, cod: number): G {
  const adicionais = group.adicionais.map((extra) =>
    extra.cod === cod ? { ...extra, qtd: Math.max(0, extra.qtd - 1) } : extra,
  );
  return { ...group, adicionais };
}

/**
 * Taps choice `cod` of an 'Opcional' or 'Obrigatório' group. With a limit of 1 it behaves like a radio button
 * (picking one deselects the previous; tapping the picked one keeps it). Above 1 it toggles, and selecting past
 * the limit is refused with the choices-limit message (no final period, §5).
 */
export function toggleChoice<G extends OptionGroup>(group: G, cod: number): SelectionChange<G> {
  if (group.tipo_opcional === 'Adicional') return { group, message: null };
  const list = choiceList(group.tipo_opcional);
  const choices = group[list];
  const target = choices.find((choice) => choice.cod === cod);
  if (!target) return { group, message: null };
  const limit = groupLimit(group);
  if (limit === 1) {
    const updated = choices.map((choice) => ({ ...choice, selecionado: choice.cod === cod }));
    return { group: { ...group, [list]: updated }, message: null };
  }
  if (!target.selecionado && groupSelectedCount(group) >= limit)
    return { group, message: CHOICES_LIMIT_MESSAGE };
  const updated = choices.map((choice) =>
    choice.cod === cod ? { ...choice, selecionado: !choice.selecionado } : choice,
  );
  return { group: { ...group, [list]: updated }, message: null };
}
