import type { ChoiceOption, ExtraOption, OptionGroup } from '../product/option-group.ts';

const price = (unitario: number) => ({ valor: unitario, texto: '', unitario });

/** Test helper: an extra with unit price in centavos. */
export const extra = (cod: number, unitario = 0, qtd = 0, sem_escolha = false): ExtraOption => ({
  cod,
  opcional: `Extra ${cod}`,
  qtd,
  preco: price(unitario),
  sem_escolha,
});

/** Test helper: a choice with unit price in centavos. */
export const choice = (cod: number, unitario = 0, selecionado = false): ChoiceOption => ({
  cod,
  opcional: `Opção ${cod}`,
  selecionado,
  preco: price(unitario),
});

/** Test helper: an option group of the given kind with limits and options. */
export function group(
  tipo_opcional: OptionGroup['tipo_opcional'],
  limits: { min?: number; max?: number; regra?: number; priced?: boolean },
  options: { adicionais?: ExtraOption[]; choices?: ChoiceOption[] },
): OptionGroup {
  const max = limits.max ?? 1;
  return {
    id: 1,
    nome: 'Grupo',
    tipo_opcional,
    tipo_preco: limits.priced === false ? 'sem_preco' : 'preco',
    regra: limits.regra ?? max,
    min: limits.min ?? 0,
    max,
    adicionais: options.adicionais ?? [],
    opcionais: tipo_opcional === 'Opcional' ? (options.choices ?? []) : [],
    obrigatorios: tipo_opcional === 'Obrigatório' ? (options.choices ?? []) : [],
  };
}
