/** Most characters (Unicode code points) in a product's special observation (§9). */
export const OBSERVATION_MAX_LENGTH = 100;
/** Fewest units of a product in a line (§5). */
export const MIN_QUANTITY = 1;

/** Not in the spec: refusal for a quantity below 1 or not whole (the stepper never produces one). */
export const QUANTITY_MESSAGE = 'A quantidade deve ser de pelo menos 1 unidade.';
/** Not in the spec: refusal for an observation over 100 characters (the text area never produces one). */
export const OBSERVATION_MESSAGE = 'A observação deve ter no máximo 100 caracteres.';

/** Quantity in units after tapping minus: never below 1 (§5). */
export function decrementQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, quantity - 1);
}

/** True for a whole quantity of at least 1 unit. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= MIN_QUANTITY;
}

/** Length of an observation in characters (code points, so an emoji counts once). */
export function observationLength(text: string): number {
  return [...text].length;
}

/** Cuts typed text to the first 100 characters, as the text area's maxlength does. */
export function limitObservation(text: string): string {
  return [...text].slice(0, OBSERVATION_MAX_LENGTH).join('');
}

/** The counter under the text area, 'n/100'. */
export function observationCounter(text: string): string {
  return `${observationLength(text)}/${OBSERVATION_MAX_LENGTH}`;
}

/** True when an observation has at most 100 characters. */
export function isValidObservation(text: string): boolean {
  return observationLength(text) <= OBSERVATION_MAX_LENGTH;
}
