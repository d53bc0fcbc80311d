import type { OptionGroup } from './option-group.ts';
import { groupLimit, groupSelectedCount } from './option-group.ts';
import {
  isValidObservation,
  isValidQuantity,
  OBSERVATION_MESSAGE,
  QUANTITY_MESSAGE,
} from './quantity-observation.ts';
import { groupShortfallMessage, INCOMPLETE_PRODUCT_MESSAGE } from './requirements.ts';
import { CHOICES_LIMIT_MESSAGE, EXTRAS_LIMIT_MESSAGE } from './selection.ts';

/** What the customer chose on the product screen: groups with their selections, quantity (units), observation. */
export interface ProductSelection {
  groups: readonly OptionGroup[];
  qtd: number;
  observacao: string;
}

/** Outcome of checking a product selection: the first message to show plus each short group's hint by group id. */
export type ProductSelectionResult =
  | { ok: true }
  | { ok: false; message: string; groups: Readonly<Record<number, string>> };

/**
 * Checks a product before it goes to the bag (§5), as the server must too: every group at its minimum
 * ('Por favor preencha todos os campos.'), none over its limit, quantity ≥ 1, observation ≤ 100 characters.
 */
export function validateProductSelection(selection: ProductSelection): ProductSelectionResult {
  const groups: Record<number, string> = {};
  let overLimit: string | null = null;
  for (const group of selection.groups) {
    const shortfall = groupShortfallMessage(group);
    if (shortfall) groups[group.id] = shortfall;
    if (!overLimit && groupSelectedCount(group) > groupLimit(group)) {
      overLimit = group.tipo_opcional === 'Adicional' ? EXTRAS_LIMIT_MESSAGE : CHOICES_LIMIT_MESSAGE;
    }
  }
  if (Object.keys(groups).length > 0) return { ok: false, message: INCOMPLETE_PRODUCT_MESSAGE, groups };
  const message = overLimit ?? quantityOrObservationMessage(selection);
  return message ? { ok: false, message, groups } : { ok: true };
}

function quantityOrObservationMessage(selection: ProductSelection): string | null {
  if (!isValidQuantity(selection.qtd)) return QUANTITY_MESSAGE;
  return isValidObservation(selection.observacao) ? null : OBSERVATION_MESSAGE;
}
