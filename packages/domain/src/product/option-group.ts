import type { Centavos } from '../money/money.ts';

/** The option-group kinds (§3): quantity extras, optional choices, required choices. */
export type OptionGroupKind = 'Adicional' | 'Opcional' | 'Obrigatório';

/** The part of a wire price the rules read: the unit value in centavos. */
export interface UnitPrice {
  unitario: Centavos;
}

/** An extra of an 'Adicional' group: chosen by quantity `qtd` (units); `sem_escolha` marks the "none" option. */
export interface ExtraOption {
  cod: number;
  opcional: string;
  qtd: number;
  preco: UnitPrice;
  sem_escolha: boolean;
}

/** A choice of an 'Opcional' or 'Obrigatório' group, on or off. */
export interface ChoiceOption {
  cod: number;
  opcional: string;
  selecionado: boolean;
  preco: UnitPrice;
}

/** An option group (§3), structurally the wire shape; `regra`, `min`, `max` count units or choices. */
export interface OptionGroup {
  id: number;
  nome: string;
  tipo_opcional: OptionGroupKind;
  tipo_preco: 'preco' | 'sem_preco';
  regra: number;
  min: number;
  max: number;
  adicionais: readonly ExtraOption[];
  opcionais: readonly ChoiceOption[];
  obrigatorios: readonly ChoiceOption[];
}

/** The choice list a choice group keeps its options in: `opcionais` or `obrigatorios`. */
export function choiceList(kind: Exclude<OptionGroupKind, 'Adicional'>): 'opcionais' | 'obrigatorios' {
  switch (kind) {
    case 'Opcional':
      return 'opcionais';
    case 'Obrigatório':
      return 'obrigatorios';
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown option group kind ${String(unreachable)}`);
    }
  }
}

/**
 * Most units (extras) or choices a group takes: `max`, narrowed by `regra` ("max choices") when that is a smaller
 * positive number; unlimited (Infinity) when neither is positive.
 */
export function groupLimit(group: Pick<OptionGroup, 'max' | 'regra'>): number {
  const limits = [group.max, group.regra].filter((limit) => limit > 0);
  return limits.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...limits);
}

/** Units chosen in an 'Adicional' group (sum of `qtd`) or choices selected in a choice group. */
export function groupSelectedCount(group: OptionGroup): number {
  if (group.tipo_opcional === 'Adicional') return group.adicionais.reduce((sum, extra) => sum + extra.qtd, 0);
  return group[choiceList(group.tipo_opcional)].filter((choice) => choice.selecionado).length;
}
