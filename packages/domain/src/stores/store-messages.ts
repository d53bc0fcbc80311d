/** What the restaurant's details answer and screen say for a store that does not exist (or is inactive). */
export const RESTAURANT_NOT_FOUND_MESSAGE = 'Restaurante não encontrado.';

/** §8: shown when adding to the bag while the store is closed. */
export const STORE_CLOSED_MESSAGE = 'Restaurante fechado no momento.';
