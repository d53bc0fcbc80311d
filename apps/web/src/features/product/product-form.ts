import type { MenuProduct, OptionGroup } from '@comanda/contract';
import {
  decrementExtra,
  decrementQuantity,
  groupShortfallMessage,
  incrementExtra,
  limitObservation,
  lineTotalPrice,
  type ProductSelectionResult,
  toggleChoice,
  validateProductSelection,
} from '@comanda/domain';

/** What the customer has chosen so far on the product screen. */
export interface ProductForm {
  groups: OptionGroup[];
  qtd: number;
  observacao: string;
  /** Hints of the groups still short of their minimum, shown after a refused add. */
  groupErrors: Readonly<Record<number, string>>;
}

/** The selections of a bag line, to reopen the product screen with them (§4 editing a bag line). */
export interface SavedSelections {
  qtd: number;
  observacao: string;
  adicionais: readonly { cod: number; qtd: number }[];
  opcionais: readonly { cod: number }[];
  obrigatorios: readonly { cod: number }[];
}

/** A tap's outcome: the form after it and the §5 message to show when it was refused. */
export interface FormChange {
  form: ProductForm;
  message: string | null;
}

/** The product's groups with nothing chosen (the menu may send defaults: they are kept), quantity 1. */
export function initialForm(product: Pick<MenuProduct, 'observacoes'>): ProductForm {
  return {
    groups: product.observacoes.map((group) => ({ ...group })),
    qtd: 1,
    observacao: '',
    groupErrors: {},
  };
}

/** The product's current groups with a bag line's saved extras and choices applied by option code. */
export function formFromSaved(
  product: Pick<MenuProduct, 'observacoes'>,
  saved: SavedSelections,
): ProductForm {
  const extras = new Map(saved.adicionais.map((extra) => [extra.cod, extra.qtd]));
  const choices = new Set([...saved.opcionais, ...saved.obrigatorios].map((choice) => choice.cod));
  const groups = product.observacoes.map((group) => ({
    ...group,
    adicionais: group.adicionais.map((extra) => ({ ...extra, qtd: extras.get(extra.cod) ?? 0 })),
    opcionais: group.opcionais.map((choice) => ({ ...choice, selecionado: choices.has(choice.cod) })),
    obrigatorios: group.obrigatorios.map((choice) => ({ ...choice, selecionado: choices.has(choice.cod) })),
  }));
  return {
    groups,
    qtd: Math.max(1, saved.qtd),
    observacao: limitObservation(saved.observacao),
    groupErrors: {},
  };
}

function replaceGroup(form: ProductForm, group: OptionGroup): ProductForm {
  const groups = form.groups.map((current) => (current.id === group.id ? group : current));
  const { [group.id]: _cleared, ...others } = form.groupErrors;
  const hint = form.groupErrors[group.id] ? groupShortfallMessage(group) : null;
  return { ...form, groups, groupErrors: hint ? { ...others, [group.id]: hint } : others };
}

function findGroup(form: ProductForm, groupId: number): OptionGroup | undefined {
  return form.groups.find((group) => group.id === groupId);
}

/** One more unit of an extra; refused past the group's maximum (§5 extras message). */
export function addExtra(form: ProductForm, groupId: number, cod: number): FormChange {
  const group = findGroup(form, groupId);
  if (!group) return { form, message: null };
  const change = incrementExtra(group, cod);
  return { form: change.message ? form : replaceGroup(form, change.group), message: change.message };
}

/** One unit less of an extra, never below 0. */
export function removeExtra(form: ProductForm, groupId: number, cod: number): ProductForm {
  const group = findGroup(form, groupId);
  return group ? replaceGroup(form, decrementExtra(group, cod)) : form;
}

/** Taps a choice: radio behaviour with a limit of 1, else a toggle refused past the limit (§5). */
export function tapChoice(form: ProductForm, groupId: number, cod: number): FormChange {
  const group = findGroup(form, groupId);
  if (!group) return { form, message: null };
  const change = toggleChoice(group, cod);
  return { form: change.message ? form : replaceGroup(form, change.group), message: change.message };
}

export function changeQuantity(form: ProductForm, delta: 1 | -1): ProductForm {
  return { ...form, qtd: delta === 1 ? form.qtd + 1 : decrementQuantity(form.qtd) };
}

export function changeObservation(form: ProductForm, text: string): ProductForm {
  return { ...form, observacao: limitObservation(text) };
}

/** The live total in centavos for the add button: (base + options) × quantity. */
export function formTotal(product: Pick<MenuProduct, 'preco'>, form: ProductForm): number {
  return lineTotalPrice(product.preco.unitario, form.groups, form.qtd);
}

/** Checks the form before adding (§5); a refusal carries the message and each short group's hint. */
export function checkForm(form: ProductForm): { form: ProductForm; result: ProductSelectionResult } {
  const result = validateProductSelection(form);
  return { form: { ...form, groupErrors: result.ok ? {} : result.groups }, result };
}
